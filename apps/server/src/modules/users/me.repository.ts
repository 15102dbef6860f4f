import { and, count, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { companyMemberships } from '../event-companies/event-companies.table'
import { notifications } from '../notifications/notifications.table'
import type { MeFacts } from './me-view'
import type { UserRow } from './users.repository'
import { positions } from './users.table'

/** The three facts /me adds to the user row, read concurrently (p99 budget: 20 ms). */
export async function findMeFacts(db: DbOrTx, user: UserRow): Promise<MeFacts> {
  const [positionRows, membershipRows, unreadRows] = await Promise.all([
    user.position_id === null
      ? Promise.resolve([])
      : db
          .select()
          .from(positions)
          .where(
            and(eq(positions.id, user.position_id), eq(positions.event_company_id, user.event_company_id)),
          )
          .limit(1),
    db
      .select({ name: companyMemberships.name })
      .from(companyMemberships)
      .where(eq(companyMemberships.event_company_id, user.event_company_id))
      .orderBy(companyMemberships.name),
    db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.user_id, user.id), isNull(notifications.read_at))),
  ])
  return {
    position: positionRows[0] ?? null,
    memberships: membershipRows.map((row) => row.name),
    unreadNotifications: Number(unreadRows[0]?.value ?? 0),
  }
}
