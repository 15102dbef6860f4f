import { and, asc, eq, isNull } from 'drizzle-orm'
import { attendeeListMembers, attendeeLists, attendees } from '../modules/attendees/attendees.table'
import { checkinPoints, checkinScans } from '../modules/checkin/checkin.table'
import { forms } from '../modules/forms/forms.table'
import { newPublicCode } from '../platform/codes'
import type { DbOrTx } from '../platform/db'

export const DEMO_CHECKIN_POINTS = { main: 'Ana Giriş', gala: 'Gala Yemeği' } as const
/** The list the gala point admits. */
export const DEMO_GALA_LIST = 'VIP'

/**
 * Check-in demo (issue 22 item 8): the demo congress gets "Ana Giriş" (every registered attendee, entry
 * only) and "Gala Yemeği" (the VIP list, entry and exit) with a morning of scans from two devices: the
 * first twenty registered people in at the main entrance, five VIPs in and two of them out again at
 * the gala, and one person admitted by both main-entrance devices (kept twice, flagged for staff).
 */
export async function insertDemoCheckin(tx: DbOrTx, companyId: number): Promise<void> {
  const [congress] = await tx
    .select({ project_id: forms.project_id })
    .from(forms)
    .where(and(eq(forms.event_company_id, companyId), eq(forms.slug, 'kongre-kayit')))
    .limit(1)
  const projectId = congress?.project_id
  if (!projectId) return
  const [vip] = await tx
    .select({ id: attendeeLists.id })
    .from(attendeeLists)
    .where(and(eq(attendeeLists.project_id, projectId), eq(attendeeLists.name, DEMO_GALA_LIST)))
  const base = { event_company_id: companyId, project_id: projectId }
  const [main, gala] = await tx
    .insert(checkinPoints)
    .values([
      { ...base, code: newPublicCode(), name: DEMO_CHECKIN_POINTS.main, admits: 'ALL', with_exit: false },
      {
        ...base,
        code: newPublicCode(),
        name: DEMO_CHECKIN_POINTS.gala,
        admits: vip ? 'LISTS' : 'ALL',
        list_ids: vip ? [vip.id] : [],
        with_exit: true,
      },
    ])
    .returning({ id: checkinPoints.id })
  if (!main || !gala) return
  const registered = await tx
    .select({ id: attendees.id })
    .from(attendees)
    .where(
      and(
        eq(attendees.project_id, projectId),
        eq(attendees.status, 'REGISTERED'),
        isNull(attendees.main_attendee_id),
      ),
    )
    .orderBy(asc(attendees.id))
    .limit(20)
  const vips = vip
    ? await tx
        .select({ id: attendees.id })
        .from(attendees)
        .innerJoin(attendeeListMembers, eq(attendeeListMembers.attendee_id, attendees.id))
        .where(and(eq(attendeeListMembers.list_id, vip.id), eq(attendees.status, 'REGISTERED')))
        .orderBy(asc(attendees.id))
        .limit(5)
    : []
  // This morning from 08:30, a scan every 40 seconds.
  const start = new Date()
  start.setHours(8, 30, 0, 0)
  const at = (step: number) => new Date(start.getTime() + step * 40_000)
  let step = 0
  const scan = (
    pointId: number,
    attendeeId: number,
    direction: 'IN' | 'OUT',
    device: string,
    conflict = false,
  ) => ({
    ...base,
    point_id: pointId,
    attendee_id: attendeeId,
    direction,
    method: step % 4 === 3 ? 'NAME' : 'QR',
    client_id: `demo-${pointId}-${++step}`,
    device_id: device,
    scanned_at: at(step),
    conflict,
  })
  const rows = registered.map((p, index) => scan(main.id, p.id, 'IN', index % 2 === 0 ? 'kapi-1' : 'kapi-2'))
  const twice = registered[0]
  if (twice) rows.push(scan(main.id, twice.id, 'IN', 'kapi-2', true))
  for (const p of vips) rows.push(scan(gala.id, p.id, 'IN', 'gala-1'))
  for (const p of vips.slice(0, 2)) rows.push(scan(gala.id, p.id, 'OUT', 'gala-1'))
  if (rows.length > 0) await tx.insert(checkinScans).values(rows)
}
