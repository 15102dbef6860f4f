import type { CheckinScanInput, checkinScanResultSchema } from '@ajanda/contracts/checkin.contract'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../platform/db'
import { checkinPoints, checkinScans } from './checkin.table'
import { type CheckinPerson, loadPeople, type PointRule, refusalOf } from './checkin-people'

type ScanResult = z.infer<typeof checkinScanResultSchema>
interface Step {
  at: number
  direction: string
}

/** The step before `at` in a time-ordered list (the person's state when the scan was made). */
function stepBefore(steps: Step[], at: number): Step | undefined {
  let found: Step | undefined
  for (const step of steps) {
    if (step.at > at) break
    found = step
  }
  return found
}

/**
 * Saves a device's batch of scans at one point. The point's row is locked for the batch, so two
 * devices syncing at once see each other's scans. A scan already saved (same point and `client_id`)
 * adds nothing: a batch can be resent after a lost answer. An entry made while the person was already
 * in at this point (by the devices' clocks) is kept with `conflict` for staff: never dropped.
 */
export async function saveScans(
  tx: Tx,
  point: PointRule & { event_company_id: number },
  scans: CheckinScanInput[],
): Promise<{ results: ScanResult[]; saved: number }> {
  await tx.execute(sql`select 1 from ${checkinPoints} where ${checkinPoints.id} = ${point.id} for update`)
  const acodes = [...new Set(scans.flatMap((s) => (s.acode ? [s.acode] : [])))]
  const attendeeIds = [...new Set(scans.flatMap((s) => (s.attendee_id ? [s.attendee_id] : [])))]
  // loadPeople names the attendee `a`.
  const list = (values: (string | number)[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )
  const picked = [
    ...(acodes.length ? [sql`a.acode in (${list(acodes)})`] : []),
    ...(attendeeIds.length ? [sql`a.id in (${list(attendeeIds)})`] : []),
  ]
  const people = await loadPeople(tx, point.project_id, sql.join(picked, sql` or `))
  const byAcode = new Map(people.map((p) => [p.acode, p]))
  const byId = new Map(people.map((p) => [p.id, p]))
  const personOf = (scan: CheckinScanInput): CheckinPerson | undefined =>
    scan.acode ? byAcode.get(scan.acode) : byId.get(scan.attendee_id as number)

  const clientIds = scans.map((s) => s.client_id)
  const known = new Set(
    (
      await tx
        .select({ client_id: checkinScans.client_id })
        .from(checkinScans)
        .where(and(eq(checkinScans.point_id, point.id), inArray(checkinScans.client_id, clientIds)))
    ).map((row) => row.client_id),
  )
  const steps = new Map<number, Step[]>()
  if (people.length > 0) {
    const rows = await tx
      .select({
        attendee_id: checkinScans.attendee_id,
        direction: checkinScans.direction,
        scanned_at: checkinScans.scanned_at,
      })
      .from(checkinScans)
      .where(
        and(
          eq(checkinScans.point_id, point.id),
          inArray(
            checkinScans.attendee_id,
            people.map((p) => p.id),
          ),
        ),
      )
      .orderBy(checkinScans.scanned_at, checkinScans.id)
    for (const row of rows) {
      const list = steps.get(row.attendee_id) ?? []
      list.push({ at: row.scanned_at.getTime(), direction: row.direction })
      steps.set(row.attendee_id, list)
    }
  }

  const results = new Map<string, ScanResult>()
  const rows: (typeof checkinScans.$inferInsert)[] = []
  const ordered = [...scans].sort((a, b) => Date.parse(a.scanned_at) - Date.parse(b.scanned_at))
  for (const scan of ordered) {
    if (known.has(scan.client_id)) {
      results.set(scan.client_id, { client_id: scan.client_id, result: 'duplicate', conflict: false })
      continue
    }
    known.add(scan.client_id)
    const person = personOf(scan)
    if (!person) {
      results.set(scan.client_id, { client_id: scan.client_id, result: 'unknown', conflict: false })
      continue
    }
    if (refusalOf(person, point) || (scan.direction === 'OUT' && !point.with_exit)) {
      results.set(scan.client_id, { client_id: scan.client_id, result: 'refused', conflict: false })
      continue
    }
    const at = Date.parse(scan.scanned_at)
    const list = steps.get(person.id) ?? []
    const conflict = scan.direction === 'IN' && stepBefore(list, at)?.direction === 'IN'
    // Insert in time order so a later scan of this batch sees this one.
    const index = list.findIndex((step) => step.at > at)
    list.splice(index === -1 ? list.length : index, 0, { at, direction: scan.direction })
    steps.set(person.id, list)
    rows.push({
      event_company_id: point.event_company_id,
      project_id: point.project_id,
      point_id: point.id,
      attendee_id: person.id,
      direction: scan.direction,
      method: scan.method,
      client_id: scan.client_id,
      device_id: scan.device_id,
      scanned_at: new Date(at),
      conflict,
    })
    results.set(scan.client_id, { client_id: scan.client_id, result: 'saved', conflict })
  }
  if (rows.length > 0) await tx.insert(checkinScans).values(rows).onConflictDoNothing()
  return { results: scans.map((s) => results.get(s.client_id) as ScanResult), saved: rows.length }
}
