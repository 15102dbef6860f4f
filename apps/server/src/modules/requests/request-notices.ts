import type { RequestType } from '@ajanda/contracts/approvals.contract'
import type { NotificationData, NotificationType } from '@ajanda/contracts/notifications.contract'
import { englishForms, type NotifyContext, notify } from '../notifications/notify'
import type { RequestRow } from './requests.repository'

/** The type's name in a notification line, in both languages (the web's approvals.requestTypes). */
const TYPE_NAMES: Record<'tr' | 'en', Record<RequestType, string>> = {
  tr: {
    ANNUAL_LEAVE: 'Yıllık İzin',
    COMPASSIONATE_LEAVE: 'Mazeret İzni',
    MEDICAL_LEAVE: 'Raporlu İzin',
    POST_EVENT_LEAVE: 'Operasyon Sonrası İzin',
    REST_LEAVE: 'İstirahat İzni',
    OPERATION: 'Operasyon Katılımı',
    INSPECTION: 'Keşif ve Fuar Katılımı',
    EXPENSE: 'Masraf Formu',
    ADVANCE_PAYMENT: 'Avans Talebi',
    PAYMENT_REQUEST: 'Ödeme Talebi',
    CC_REQUEST: 'Kredi Kartı Talebi',
    SALES_INVOICE_REQUEST: 'Satış Faturası Talebi',
  },
  en: {
    ANNUAL_LEAVE: 'Annual leave',
    COMPASSIONATE_LEAVE: 'Compassionate leave',
    MEDICAL_LEAVE: 'Medical leave',
    POST_EVENT_LEAVE: 'Post-event leave',
    REST_LEAVE: 'Rest leave',
    OPERATION: 'Operation',
    INSPECTION: 'Inspection',
    EXPENSE: 'Expense',
    ADVANCE_PAYMENT: 'Advance payment',
    PAYMENT_REQUEST: 'Payment request',
    CC_REQUEST: 'Credit card request',
    SALES_INVOICE_REQUEST: 'Sales invoice request',
  },
}

const money = (amount: string, currency: string, locale: 'tr' | 'en') =>
  `${new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount))} ${currency}`

/** The notification data of a request: its type and requester, amount and reason as facts. */
export function requestNotice(
  request: RequestRow,
  requesterName: string,
  actorName: string | null,
  reason?: string | null,
): NotificationData {
  const details: Record<string, string> = {}
  const english: Record<string, string> = {}
  if (request.amount && request.currency) {
    details.amount = money(request.amount, request.currency, 'tr')
    english.amount = money(request.amount, request.currency, 'en')
  }
  if (request.request_date) details.date = request.request_date
  if (reason) details.reason = reason
  const type = request.request_type as RequestType
  const subject = `${TYPE_NAMES.tr[type]} · ${requesterName}`
  return {
    subject,
    actor_name: actorName,
    record: { kind: 'request', code: String(request.id) },
    ...(Object.keys(details).length > 0 ? { details } : {}),
    ...englishForms(subject, details, {
      subject: `${TYPE_NAMES.en[type]} · ${requesterName}`,
      details: english,
    }),
  }
}

/**
 * Stores one approval notification and queues its mails, in the request write's transaction (`ctx` from
 * `transactionWithNotices`): it commits with the write, and a notice that cannot be stored fails it.
 */
export function sendRequestNotice(
  ctx: NotifyContext,
  type: NotificationType,
  request: RequestRow,
  names: { requester: string; actor: string | null },
  recipients: readonly number[],
  actorId: number | null,
  options: { reason?: string | null; mailLinks?: ReadonlyMap<number, string> } = {},
) {
  return notify(ctx, {
    companyId: request.event_company_id,
    type,
    data: requestNotice(request, names.requester, names.actor, options.reason),
    involvedUserIds: recipients,
    actorUserId: actorId,
    ...(options.mailLinks ? { mailLinks: options.mailLinks } : {}),
  })
}
