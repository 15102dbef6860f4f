import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { userCalendarAccounts } from '../calendar/calendar.table'
import { companyMemberships } from '../event-companies/event-companies.table'
import { notifications } from '../notifications/notifications.table'
import type { MeFacts } from './me-view'
import type { PositionRow, UserRow } from './users.repository'
import { positions } from './users.table'

interface MeFactsRow {
  position: PositionRow | null
  memberships: string[] | null
  unread: number | string
  calendars: { platform: string }[] | null
}

/**
 * The three facts /me adds to the user row, in one round trip: /me is called on every start and
 * its p99 budget is 20 ms under load.
 */
export async function findMeFacts(db: DbOrTx, user: UserRow): Promise<MeFacts> {
  const result = (await db.execute(sql`
    select
      (select row_to_json(p) from ${positions} p
        where p.id = ${user.position_id} and p.event_company_id = ${user.event_company_id}) as position,
      (select array_agg(m.name order by m.name) from ${companyMemberships} m
        where m.event_company_id = ${user.event_company_id}) as memberships,
      (select count(*) from ${notifications} n
        where n.user_id = ${user.id} and n.read_at is null) as unread,
      (select json_agg(json_build_object('platform', c.platform) order by c.id) from ${userCalendarAccounts} c
        where c.user_id = ${user.id}) as calendars`)) as unknown as { rows: MeFactsRow[] }
  const row = result.rows[0]
  const position = row?.position ?? null
  return {
    position: position && {
      ...position,
      created_at: new Date(position.created_at),
      updated_at: new Date(position.updated_at),
    },
    memberships: row?.memberships ?? [],
    unreadNotifications: Number(row?.unread ?? 0),
    calendars: row?.calendars ?? [],
  }
}
