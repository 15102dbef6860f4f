import { noticeIn, notificationRoute } from '@ajanda/contracts/notifications.contract'
import { eq } from 'drizzle-orm'
import { companyGroup, JOB_PRIORITY } from '../../platform/jobs'
import { MAIL_SEND } from '../../platform/jobs/mail-send.job'
import { renderNotificationMail } from '../../platform/mail-templates/index'
import { eventCompanies } from '../event-companies/event-companies.table'
import { PUSH_SEND_JOB } from '../push/push.job'
import type { RecipientRow } from './notifications.repository'
import type { NotifyContext, NotifyInput } from './notify'

const localeOf = (user: RecipientRow) => (user.language === 'en' ? 'en' : 'tr')

/**
 * E-mail and web push of one notification, as background jobs: one `mail.send` per recipient with an
 * address (rendered in their language), one `push.send` per language for all of them. The queue retries.
 * The jobs are written through `ctx.db` (the write's transaction when there is one) in the company's
 * fairness group.
 */
export async function deliverNotification(
  ctx: NotifyContext,
  input: NotifyInput,
  recipients: readonly RecipientRow[],
): Promise<void> {
  const jobs = ctx.jobs
  if (!jobs) return
  const rows = await ctx.db
    .select({ name: eventCompanies.name, email_logo: eventCompanies.email_logo })
    .from(eventCompanies)
    .where(eq(eventCompanies.id, input.companyId))
    .limit(1)
  const company = {
    name: rows[0]?.name ?? 'Ajanda',
    emailLogoUrl: rows[0]?.email_logo ? ctx.storage.url(rows[0].email_logo) : null,
  }
  const render = (user: RecipientRow) =>
    renderNotificationMail({
      type: input.type,
      data: input.data,
      locale: localeOf(user),
      company,
      recipientName: user.full_name,
      appUrl: ctx.config.appUrl,
      decisionUrl: input.mailLinks?.get(user.id) ?? null,
    })
  const mails = recipients.flatMap((user) => (user.email ? [{ to: user.email, ...render(user) }] : []))
  const delivery = { tx: ctx.db, group: companyGroup(input.companyId), priority: JOB_PRIORITY.notice }
  const enqueued: Promise<void>[] = [jobs.enqueueMany(MAIL_SEND, mails, delivery)]
  const route = notificationRoute(input.data.record, input.data.details) ?? '/'
  const url = new URL(route, ctx.config.appUrl).toString()
  for (const locale of ['tr', 'en'] as const) {
    const group = recipients.filter((user) => localeOf(user) === locale)
    const first = group[0]
    if (!first) continue
    const title = render(first).subject
    const { subject } = noticeIn(input.data, locale)
    const body = input.data.actor_name ? `${subject} · ${input.data.actor_name}` : subject
    const push = { userIds: group.map((user) => user.id), title, body, url }
    enqueued.push(jobs.enqueue(PUSH_SEND_JOB, push, delivery))
  }
  await Promise.all(enqueued)
}
