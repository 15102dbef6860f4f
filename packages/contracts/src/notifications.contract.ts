import { z } from 'zod'
import { idField, idParam } from './common/fields'
import { paginatedSchema, paginationQuerySchema } from './common/pagination'

/**
 * Notifications (admin-area.md section 3 "Notification recipient", decisions.md 6): a notification has a
 * type, a recipient, data and read_at. Recipients per type are chosen in /admin/notifications; the people
 * directly involved (requester, approver, responsible) are always notified on top of them.
 */
export const NOTIFICATION_TYPES = [
  'BizdevCreated',
  'BizdevUpdated',
  'BizdevDeleted',
  'ProjectStatusCreated',
  'ProjectAssigned',
  'NewAccountingTransaction',
  'PurchaseInvoiceExcessSum',
  'PurchaseInvoiceUnknownSupplier',
  'SaleInvoiceNotRequested',
  'PurchaseInvoiceLated',
  'ExpenseRequested',
  'ResetPasswordNotification',
  'BudgetCreated',
  'BudgetReviewed',
  'ClientCreated',
  'SupplierCreated',
  'NoteCreated',
  'ApproveRequested',
  'ApproveApproved',
  'ApproveDenied',
  'ApproveCompleted',
  'MeetingCreated',
  'MeetingCancelled',
  'TaskCreated',
  'TaskCompleted',
  'TaskReminder',
  'AfterEventCustomerFeedbackReceived',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES)

/** The cards of /admin/notifications: each type belongs to one area. */
export const NOTIFICATION_AREAS = {
  bizdev: ['BizdevCreated', 'BizdevUpdated', 'BizdevDeleted', 'ProjectStatusCreated', 'ProjectAssigned'],
  accounting: [
    'NewAccountingTransaction',
    'PurchaseInvoiceExcessSum',
    'PurchaseInvoiceUnknownSupplier',
    'SaleInvoiceNotRequested',
    'PurchaseInvoiceLated',
    'ExpenseRequested',
  ],
  crm: ['ClientCreated', 'SupplierCreated', 'NoteCreated', 'AfterEventCustomerFeedbackReceived'],
  approvals: ['ApproveRequested', 'ApproveApproved', 'ApproveDenied', 'ApproveCompleted'],
  work: [
    'BudgetCreated',
    'BudgetReviewed',
    'MeetingCreated',
    'MeetingCancelled',
    'TaskCreated',
    'TaskCompleted',
    'TaskReminder',
  ],
  account: ['ResetPasswordNotification'],
} as const satisfies Record<string, readonly NotificationType[]>
export type NotificationArea = keyof typeof NOTIFICATION_AREAS

/** What a notification points at: the screen its click opens (`/bizdev/{code}`, `/project/{code}/main`...). */
export const NOTIFICATION_RECORD_KINDS = [
  'lead',
  'project',
  'client',
  'supplier',
  'budget',
  'request',
  'task',
  'meeting',
  'accounting',
  'survey',
  'user',
] as const
export type NotificationRecordKind = (typeof NOTIFICATION_RECORD_KINDS)[number]

/**
 * The data every notification carries, whatever its type: enough to write its line in the list, its
 * e-mail and its push message in the recipient's language without another query.
 */
export const notificationDataSchema = z.object({
  /** The record's display name (a project name, a client name, a task title). */
  subject: z.string(),
  /** Who did it, when someone did. */
  actor_name: z.string().nullable().optional(),
  record: z
    .object({ kind: z.enum(NOTIFICATION_RECORD_KINDS), code: z.string() })
    .nullable()
    .optional(),
  /** Type-specific facts (a stage name, an amount, a date), already formatted as text, in Turkish. */
  details: z.record(z.string(), z.string()).optional(),
  /**
   * The subject in English where it differs (a request's type name, a meeting named by its type): a
   * notification is stored once for readers of both languages.
   */
  subject_en: z.string().optional(),
  /** The facts whose English text differs (a date, an amount, a stage's English name, a decision). */
  details_en: z.record(z.string(), z.string()).optional(),
})
export type NotificationData = z.infer<typeof notificationDataSchema>

/**
 * A notification's subject and facts as a reader of `locale` sees them: the English forms where it has
 * them, the stored (Turkish) ones otherwise and for notices stored before the English forms existed.
 */
export function noticeIn(
  data: NotificationData,
  locale: string,
): { subject: string; details: Record<string, string> } {
  if (!locale.startsWith('en')) return { subject: data.subject, details: { ...data.details } }
  return { subject: data.subject_en ?? data.subject, details: { ...data.details, ...data.details_en } }
}

export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  data: notificationDataSchema,
  read_at: z.string().nullable(),
  created_at: z.string(),
})
export type Notification = z.infer<typeof notificationSchema>

export const notificationsQuerySchema = paginationQuerySchema.extend({
  unread: z.enum(['0', '1', 'true', 'false']).optional(),
})
export const notificationsPageSchema = paginatedSchema(notificationSchema)
export const notificationIdParam = z.object({ id: idParam })
export const markReadResponseSchema = z.object({ unread_notifications_count: z.number().int() })

/** GET/POST settings/notification-recipients: a map of type to user ids. */
export const notificationRecipientsSchema = z.partialRecord(notificationTypeSchema, z.array(idField()))
export type NotificationRecipients = z.infer<typeof notificationRecipientsSchema>
export const notificationRecipientsQuerySchema = z.object({ type: notificationTypeSchema.optional() })

/** The realtime event a recipient's browser gets at once (its private room). */
export const NOTIFICATION_EVENT = 'notification'

/** GET settings/notification-recipients answers every type (or the one asked for), each with its user ids. */
export const notificationRecipientsResponseSchema = z.object({ data: notificationRecipientsSchema })
/** POST answers the saved lists of the types it was given, and a message. */
export const saveNotificationRecipientsResponseSchema = z.object({
  message: z.string(),
  data: notificationRecipientsSchema,
})

/** What the realtime `notification` event carries to a recipient's browser. */
export const notificationEventSchema = z.object({
  notification: notificationSchema,
  unread_notifications_count: z.number().int().optional(),
})
export type NotificationEvent = z.infer<typeof notificationEventSchema>

/** The screen a notification's click opens, or null when its record has no page of its own yet. */
export function notificationRoute(
  record: NotificationData['record'],
  details?: NotificationData['details'],
): string | null {
  if (!record) return null
  const code = encodeURIComponent(record.code)
  switch (record.kind) {
    case 'budget':
      // The editor's URL names the project too; budget notices carry its code in their details.
      return details?.project_code
        ? `/project/${encodeURIComponent(details.project_code)}/budget/${code}`
        : null
    case 'lead':
      return `/bizdev/${code}`
    case 'project':
      return `/project/${code}/main`
    case 'client':
      return `/client/${code}`
    case 'supplier':
      return `/supplier/${code}`
    case 'request':
      return `/approves?request=${code}`
    case 'task':
      return `/tasks/list?task=${code}`
    case 'meeting':
      return `/calendar?meeting=${code}`
    default:
      return null
  }
}
