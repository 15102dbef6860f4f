import type { CheckinCounts } from '@ajanda/contracts/checkin.contract'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { checkinScans } from './checkin.table'

const ZERO: CheckinCounts = { inside: 0, entries: 0, exits: 0, conflicts: 0 }

interface CountRow {
  point_id: number | string
  inside: number | string
  entries: number | string
  exits: number | string
  conflicts: number | string
}

/**
 * The live counters of some points in one query: entries, exits and open conflicts over all scans, and
 * "inside" as the people whose latest scan (by the device's clock) at the point is an entry.
 */
export async function countsOfPoints(db: DbOrTx, pointIds: number[]): Promise<Map<number, CheckinCounts>> {
  const counts = new Map<number, CheckinCounts>(pointIds.map((id) => [id, { ...ZERO }]))
  if (pointIds.length === 0) return counts
  const ids = sql.join(
    pointIds.map((id) => sql`${id}`),
    sql`, `,
  )
  const result = await db.execute(sql`
    with totals as (
      select point_id,
        count(*) filter (where direction = 'IN') as entries,
        count(*) filter (where direction = 'OUT') as exits,
        count(*) filter (where conflict and conflict_resolved_at is null) as conflicts
      from ${checkinScans} where point_id in (${ids}) group by point_id
    ), latest as (
      select distinct on (point_id, attendee_id) point_id, direction
      from ${checkinScans} where point_id in (${ids})
      order by point_id, attendee_id, scanned_at desc, id desc
    )
    select t.point_id, t.entries, t.exits, t.conflicts,
      (select count(*) from latest l where l.point_id = t.point_id and l.direction = 'IN') as inside
    from totals t`)
  for (const row of (result as unknown as { rows: CountRow[] }).rows) {
    counts.set(Number(row.point_id), {
      inside: Number(row.inside),
      entries: Number(row.entries),
      exits: Number(row.exits),
      conflicts: Number(row.conflicts),
    })
  }
  return counts
}

export async function countsOfPoint(db: DbOrTx, pointId: number): Promise<CheckinCounts> {
  return (await countsOfPoints(db, [pointId])).get(pointId) ?? { ...ZERO }
}
