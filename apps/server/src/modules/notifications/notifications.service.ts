import {
  NOTIFICATION_TYPES,
  type NotificationRecipients,
  type NotificationType,
} from '@ajanda/contracts/notifications.contract'
import type { AppContext } from '../../platform/context'
import { FieldErrors, NotFoundError } from '../../platform/errors'
import { paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import { toNotification } from './notification-view'
import { createNotificationsRepository } from './notifications.repository'

/** The signed-in user's own notifications, and the admin's recipients per type. */
export function createNotificationsService(ctx: AppContext) {
  const repo = createNotificationsRepository(ctx.db)

  async function recipientsMap(companyId: number, only?: NotificationType[]) {
    const types = only ?? [...NOTIFICATION_TYPES]
    const rows = await repo.recipients(companyId, only?.length === 1 ? only[0] : undefined)
    const map: NotificationRecipients = Object.fromEntries(types.map((type) => [type, [] as number[]]))
    for (const row of rows) map[row.type as NotificationType]?.push(row.user_id)
    return map
  }

  return {
    async list(auth: AuthState, query: { page: number; page_size: number; unread?: string }, path: string) {
      const { event_company_id: companyId, id: userId } = auth.user
      const unreadOnly = query.unread === '1' || query.unread === 'true'
      const { rows, total } = await repo.page(
        companyId,
        userId,
        unreadOnly,
        query.page_size,
        (query.page - 1) * query.page_size,
      )
      return paginated(
        rows.map(toNotification),
        total,
        { page: query.page, pageSize: query.page_size },
        path,
        { page_size: query.page_size, unread: query.unread },
      )
    },

    /** Another user's (or company's) notification answers 404. */
    async markRead(auth: AuthState, id: number) {
      const { event_company_id: companyId, id: userId } = auth.user
      if (!(await repo.markRead(companyId, userId, id))) throw new NotFoundError()
      return { unread_notifications_count: await repo.unreadCount(companyId, userId) }
    },

    async markAllRead(auth: AuthState) {
      const { event_company_id: companyId, id: userId } = auth.user
      await repo.markAllRead(companyId, userId)
      return { unread_notifications_count: await repo.unreadCount(companyId, userId) }
    },

    recipients(auth: AuthState, type?: NotificationType) {
      return recipientsMap(auth.user.event_company_id, type ? [type] : undefined)
    },

    /** Replaces the lists of the given types; every id must be an active user of the admin's company. */
    async saveRecipients(auth: AuthState, map: NotificationRecipients) {
      const companyId = auth.user.event_company_id
      const types = Object.keys(map) as NotificationType[]
      const ids = [...new Set(types.flatMap((type) => map[type] ?? []))]
      const active = new Set((await repo.activeUsers(companyId, ids)).map((user) => user.id))
      const errors = new FieldErrors()
      for (const type of types)
        (map[type] ?? []).forEach((id, index) => {
          if (!active.has(id)) errors.add(`${type}.${index}`, { validation: 'invalid_choice' })
        })
      errors.throwIfAny()
      await ctx.db.transaction((tx) => createNotificationsRepository(tx).replaceRecipients(companyId, map))
      return recipientsMap(companyId, types)
    },
  }
}
