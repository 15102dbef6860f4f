import {
  NOTIFICATION_EVENT,
  type NotificationData,
  type NotificationEvent,
  type NotificationType,
} from '@ajanda/contracts/notifications.contract'
import type { AppContext } from '../../platform/context'
import type { JobQueue } from '../../platform/jobs'
import { deliverNotification } from './notification-delivery'
import { toNotification } from './notification-view'
import { createNotificationsRepository, type RecipientRow } from './notifications.repository'

export interface NotifyInput {
  companyId: number
  type: NotificationType
  data: NotificationData
  /** The people directly involved (responsible, requester, approver): notified whatever the settings. */
  involvedUserIds?: readonly (number | null | undefined)[]
  /** Who caused it: never notified of their own action. */
  actorUserId?: number | null
  /**
   * A personal button for some recipients' e-mail (an approver's signed decision link): user id → URL.
   * The others get the record's link.
   */
  mailLinks?: ReadonlyMap<number, string>
}

/** What notify needs of the app; `jobs` is optional so a process without a queue still stores and pushes live. */
export type NotifyContext = Pick<AppContext, 'db' | 'realtime' | 'sessions' | 'config' | 'storage'> & {
  jobs?: JobQueue
  log?: { error(object: unknown, message: string): void }
}

/** Configured ∪ involved, minus the actor, each once (the rule of decisions.md 6, see docs/decisions.md). */
export function pickRecipients(
  configured: readonly RecipientRow[],
  involved: readonly RecipientRow[],
  actorUserId: number | null | undefined,
): RecipientRow[] {
  const byId = new Map<number, RecipientRow>()
  for (const user of [...configured, ...involved]) if (user.id !== actorUserId) byId.set(user.id, user)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

export function logError(ctx: NotifyContext, error: unknown, message: string) {
  if (ctx.log) ctx.log.error({ err: error }, message)
  else console.error(message, error)
}

/**
 * The one way a module notifies (issue 6): stores one notification per recipient in one statement, sends
 * each recipient's browser the new notification and their unread count at once, then hands e-mail and
 * web push to background jobs without waiting for them. Call it after the write's transaction has
 * committed. It never throws: a failed notification must not fail the request that caused it.
 */
export async function notify(ctx: NotifyContext, input: NotifyInput): Promise<void> {
  try {
    const repo = createNotificationsRepository(ctx.db)
    const involvedIds = [...new Set(input.involvedUserIds ?? [])].filter(
      (id): id is number => typeof id === 'number',
    )
    const [configured, involved] = await Promise.all([
      repo.configuredActiveUsers(input.companyId, input.type),
      repo.activeUsers(input.companyId, involvedIds),
    ])
    const recipients = pickRecipients(configured, involved, input.actorUserId)
    if (recipients.length === 0) return
    const rows = await repo.insertMany(
      input.companyId,
      input.type,
      input.data,
      recipients.map((user) => user.id),
    )
    // /me's unread count may be remembered by the session cache: forget it now the count changed.
    ctx.sessions.clear()
    const counts = await repo.unreadCounts(
      input.companyId,
      recipients.map((user) => user.id),
    )
    for (const row of rows) {
      const payload: NotificationEvent = {
        notification: toNotification(row),
        unread_notifications_count: counts.get(row.user_id) ?? 0,
      }
      ctx.realtime.publishToUsers([row.user_id], NOTIFICATION_EVENT, payload)
    }
    // E-mail and push go through the job queue; the request does not wait for them.
    void deliverNotification(ctx, input, recipients).catch((error) =>
      logError(ctx, error, `notify: delivery of ${input.type} not queued`),
    )
  } catch (error) {
    logError(ctx, error, `notify: ${input.type} not stored`)
  }
}

/** The data of a notification about one record: its name, code and kind, and who acted. */
export function recordNotice(
  actor: { full_name: string } | null,
  kind: NonNullable<NotificationData['record']>['kind'],
  record: { name: string; code: string },
  details?: Record<string, string>,
): NotificationData {
  return {
    subject: record.name,
    actor_name: actor?.full_name ?? null,
    record: { kind, code: record.code },
    ...(details && Object.keys(details).length > 0 ? { details } : {}),
  }
}
