import type {
  NotificationData,
  NotificationRecipients,
  NotificationType,
} from '@ajanda/contracts/notifications.contract'
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { users } from '../users/users.table'
import { notificationRecipients, notifications } from './notifications.table'

export type NotificationRow = typeof notifications.$inferSelect

/** A recipient of a delivery: who, in which language, at which address. */
export interface RecipientRow {
  id: number
  full_name: string
  email: string
  language: string
}

/** Drizzle queries of the notifications and the recipients per type; no rules here. */
export function createNotificationsRepository(db: DbOrTx) {
  const mine = (companyId: number, userId: number) =>
    and(eq(notifications.event_company_id, companyId), eq(notifications.user_id, userId))

  return {
    async page(companyId: number, userId: number, unreadOnly: boolean, limit: number, offset: number) {
      const where = and(mine(companyId, userId), unreadOnly ? isNull(notifications.read_at) : undefined)
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(notifications).where(where),
      ])
      return { rows, total: Number(total[0]?.n ?? 0) }
    },

    async unreadCount(companyId: number, userId: number): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(mine(companyId, userId), isNull(notifications.read_at)))
      return Number(rows[0]?.n ?? 0)
    },

    /** Marks one of the user's notifications read (once: the first read time stays); false if not theirs. */
    /** Each user's unread count, in one query (users with none are absent). */
    async unreadCounts(companyId: number, userIds: number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map()
      const rows = await db
        .select({ user_id: notifications.user_id, n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.event_company_id, companyId),
            inArray(notifications.user_id, userIds),
            isNull(notifications.read_at),
          ),
        )
        .groupBy(notifications.user_id)
      return new Map(rows.map((row) => [row.user_id, Number(row.n)]))
    },

    async markRead(companyId: number, userId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ read_at: sql`coalesce(${notifications.read_at}, now())`, updated_at: new Date() })
        .where(and(mine(companyId, userId), eq(notifications.id, id)))
        .returning({ id: notifications.id })
      return rows.length > 0
    },

    async markAllRead(companyId: number, userId: number): Promise<void> {
      await db
        .update(notifications)
        .set({ read_at: new Date(), updated_at: new Date() })
        .where(and(mine(companyId, userId), isNull(notifications.read_at)))
    },

    /** One row per recipient, in one statement. */
    async insertMany(
      companyId: number,
      type: NotificationType,
      data: NotificationData,
      userIds: number[],
    ): Promise<NotificationRow[]> {
      if (userIds.length === 0) return []
      return db
        .insert(notifications)
        .values(userIds.map((userId) => ({ event_company_id: companyId, user_id: userId, type, data })))
        .returning()
    },

    async recipients(companyId: number, type?: NotificationType) {
      return db
        .select({ type: notificationRecipients.type, user_id: notificationRecipients.user_id })
        .from(notificationRecipients)
        .where(
          and(
            eq(notificationRecipients.event_company_id, companyId),
            type ? eq(notificationRecipients.type, type) : undefined,
          ),
        )
        .orderBy(notificationRecipients.type, notificationRecipients.user_id)
    },

    /** Replaces the lists of the given types (call inside a transaction). */
    async replaceRecipients(companyId: number, map: NotificationRecipients): Promise<void> {
      const types = Object.keys(map) as NotificationType[]
      if (types.length === 0) return
      await db
        .delete(notificationRecipients)
        .where(
          and(
            eq(notificationRecipients.event_company_id, companyId),
            inArray(notificationRecipients.type, types),
          ),
        )
      const rows = types.flatMap((type) =>
        [...new Set(map[type] ?? [])].map((userId) => ({
          event_company_id: companyId,
          type,
          user_id: userId,
        })),
      )
      if (rows.length > 0) await db.insert(notificationRecipients).values(rows)
    },

    /** The active users of the company among `ids`. */
    async activeUsers(companyId: number, ids: number[]): Promise<RecipientRow[]> {
      if (ids.length === 0) return []
      return db
        .select({ id: users.id, full_name: users.full_name, email: users.email, language: users.language })
        .from(users)
        .where(and(eq(users.event_company_id, companyId), inArray(users.id, ids), isNull(users.deleted_at)))
    },

    /**
     * The type's configured recipients who are active AGENCY users of the company: a CLIENT user set as a
     * recipient would receive every lead's name and code (docs/decisions/0017-client-users.md).
     */
    async configuredActiveUsers(companyId: number, type: NotificationType): Promise<RecipientRow[]> {
      return db
        .select({ id: users.id, full_name: users.full_name, email: users.email, language: users.language })
        .from(notificationRecipients)
        .innerJoin(users, eq(users.id, notificationRecipients.user_id))
        .where(
          and(
            eq(notificationRecipients.event_company_id, companyId),
            eq(notificationRecipients.type, type),
            eq(users.event_company_id, companyId),
            eq(users.kind, 'AGENCY'),
            isNull(users.deleted_at),
          ),
        )
    },
  }
}
