import {
  NOTIFICATION_EVENT,
  type NotificationData,
  type NotificationEvent,
  type NotificationType,
} from '@ajanda/contracts/notifications.contract'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
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

/**
 * What notify needs of the app; `jobs` is optional so a process without a queue still stores and pushes
 * live. Inside a write's transaction (`transactionWithNotices`) `db` is that transaction and
 * `afterCommit` holds back what must not be seen before the commit (the live events).
 */
export type NotifyContext = Pick<AppContext, 'realtime' | 'sessions' | 'config' | 'storage'> & {
  db: DbOrTx
  jobs?: JobQueue
  log?: { error(object: unknown, message: string): void }
  afterCommit?: (effect: () => void) => void
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
 * The one way a module notifies (issue 6): stores one notification per recipient in one statement and
 * queues each recipient's e-mail and the web push as jobs through the same `ctx.db` (issue 18), then sends
 * each recipient's browser the new notification and their unread count.
 *
 * Called with a write's transaction (`transactionWithNotices`), the rows and jobs commit or roll back with
 * the write, so an acknowledged write always brings its mails; the live events wait for the commit, and a
 * failure throws: the write fails whole rather than committing without its notices (on PostgreSQL the
 * failed statement has aborted the transaction anyway). Called after a commit, on the plain db, it never
 * throws: a failed notification must not fail the request that caused it.
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
    const counts = await repo.unreadCounts(
      input.companyId,
      recipients.map((user) => user.id),
    )
    // Queued before the request answers (and with the write, in its transaction): a crash after the
    // answer cannot lose them.
    await deliverNotification(ctx, input, recipients)
    const publish = () => {
      // /me's unread count may be remembered by the session cache: forget it now the count changed.
      ctx.sessions.clear()
      for (const row of rows) {
        const payload: NotificationEvent = {
          notification: toNotification(row),
          unread_notifications_count: counts.get(row.user_id) ?? 0,
        }
        ctx.realtime.publishToUsers([row.user_id], NOTIFICATION_EVENT, payload)
      }
    }
    if (ctx.afterCommit) ctx.afterCommit(publish)
    else publish()
  } catch (error) {
    logError(ctx, error, `notify: ${input.type} not stored`)
    if (ctx.afterCommit) throw error
  }
}

/** The data of a notification about one record: its name, code and kind, and who acted. */
export function recordNotice(
  actor: { full_name: string } | null,
  kind: NonNullable<NotificationData['record']>['kind'],
  record: { name: string; code: string },
  details?: Record<string, string>,
  english: NoticeEnglish = {},
): NotificationData {
  return {
    subject: record.name,
    actor_name: actor?.full_name ?? null,
    record: { kind, code: record.code },
    ...(details && Object.keys(details).length > 0 ? { details } : {}),
    ...englishForms(record.name, details, english),
  }
}

/** What a notice says differently in English: its subject, or some of its facts. */
export interface NoticeEnglish {
  subject?: string
  details?: Record<string, string>
}

/** The `subject_en` and `details_en` of a notice, each only where it differs from the Turkish. */
export function englishForms(
  subject: string,
  details: Record<string, string> | undefined,
  english: NoticeEnglish,
): Pick<NotificationData, 'subject_en' | 'details_en'> {
  const differing = Object.entries(english.details ?? {}).filter(([key, value]) => details?.[key] !== value)
  return {
    ...(english.subject !== undefined && english.subject !== subject ? { subject_en: english.subject } : {}),
    ...(differing.length > 0 ? { details_en: Object.fromEntries(differing) } : {}),
  }
}
