import type {
  ReviewMailLanguage,
  ReviewRecipient,
  ReviewRecipientsResponse,
  ReviewSending,
  sendBudgetReviewInputSchema,
} from '@ajanda/contracts/budget-review-mail.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { NotFoundError, WordedError } from '../../platform/errors'
import { companyGroup } from '../../platform/jobs'
import { MAIL_SEND } from '../../platform/jobs/mail-send.job'
import { mailCompanyOf, renderReviewMail } from '../../platform/mail-templates'
import type { AuthState } from '../../platform/request-context'
import { contacts } from '../contacts/contacts.table'
import { projectContacts, projects } from '../projects/projects.table'
import { users } from '../users/users.table'
import type { BudgetCore } from './budget-core'
import { budgetMessage } from './budget-messages'
import { openReviewLink } from './budget-review-link'
import { budgetReviewSendings, type SentRecipient } from './budget-review-sendings.table'
import { budgets } from './budgets.table'

type SendInput = z.output<typeof sendBudgetReviewInputSchema>

/** The public review page of a code. */
export const reviewUrl = (appUrl: string, reviewCode: string) =>
  `${appUrl.replace(/\/+$/, '')}/client-review/${reviewCode}`

/**
 * Who may be sent a project's review link: its contacts and its client's, same company, not archived,
 * with an e-mail address. The dialog lists exactly these and the send accepts only these.
 */
export async function reviewRecipientsOf(
  db: DbOrTx,
  companyId: number,
  projectId: number,
): Promise<ReviewRecipient[]> {
  const [project] = await db
    .select({ clientId: projects.client_id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.event_company_id, companyId)))
  if (!project) throw new NotFoundError()
  const ofProject = sql<boolean>`${projectContacts.contact_id} is not null`
  const rows = await db
    .select({ id: contacts.id, name: contacts.name, email: contacts.email, ofProject })
    .from(contacts)
    .leftJoin(
      projectContacts,
      and(eq(projectContacts.contact_id, contacts.id), eq(projectContacts.project_id, projectId)),
    )
    .where(
      and(
        eq(contacts.event_company_id, companyId),
        sql`${contacts.deleted_at} is null`,
        sql`coalesce(${contacts.email}, '') <> ''`,
        project.clientId === null
          ? sql`${projectContacts.contact_id} is not null`
          : sql`(${projectContacts.contact_id} is not null or ${contacts.client_id} = ${project.clientId})`,
      ),
    )
    .orderBy(desc(ofProject), contacts.name, contacts.id)
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email ?? '',
    source: row.ofProject ? 'project' : 'client',
  }))
}

/** 422 on each chosen contact who is not one of the project's recipients. */
function refuseRecipients(bad: number[]) {
  const errors = (locale: Locale) =>
    Object.fromEntries(
      bad.map((index) => [`recipients.${index}`, [budgetMessage(locale, 'recipient_not_of_project')]]),
    )
  return new WordedError(
    422,
    (locale) => budgetMessage(locale, 'recipient_not_of_project'),
    (locale) => ({ errors: errors(locale) }),
  )
}

/**
 * "Müşteriye Gönder" by e-mail (issue 19 item 5, decisions/0028). A send reuses the link that is open
 * for review, or opens a new one (as "Bağlantı oluştur" does) when there is none or the client already
 * decided; the sending's record and one mail per recipient commit together with it.
 */
export function createBudgetReviewMailService(ctx: AppContext, core: BudgetCore) {
  async function sendingsOf(db: DbOrTx, budgetId: number, id?: number): Promise<ReviewSending[]> {
    const rows = await db
      .select({
        id: budgetReviewSendings.id,
        recipients: budgetReviewSendings.recipients,
        subject: budgetReviewSendings.subject,
        message: budgetReviewSendings.message,
        language: budgetReviewSendings.language,
        review_code: budgetReviewSendings.review_code,
        sent_by: budgetReviewSendings.sent_by,
        sent_by_name: users.full_name,
        created_at: budgetReviewSendings.created_at,
      })
      .from(budgetReviewSendings)
      .leftJoin(users, eq(users.id, budgetReviewSendings.sent_by))
      .where(
        and(
          eq(budgetReviewSendings.budget_id, budgetId),
          id === undefined ? undefined : eq(budgetReviewSendings.id, id),
        ),
      )
      .orderBy(desc(budgetReviewSendings.created_at), desc(budgetReviewSendings.id))
      .limit(100)
    return rows.map((row) => ({
      id: row.id,
      recipients: row.recipients,
      subject: row.subject,
      message: row.message,
      language: row.language === 'en' ? 'en' : 'tr',
      url: reviewUrl(ctx.config.appUrl, row.review_code),
      sent_by: row.sent_by === null ? null : { id: row.sent_by, full_name: row.sent_by_name ?? '' },
      sent_at: row.created_at.toISOString(),
    }))
  }

  return {
    async recipients(auth: AuthState, code: string): Promise<ReviewRecipientsResponse> {
      const found = await core.access(auth, code, false)
      const [project] = await ctx.db
        .select({ languages: projects.languages })
        .from(projects)
        .where(eq(projects.id, found.projectId))
      const languages = project?.languages ?? []
      const language: ReviewMailLanguage | null = languages.includes('tr')
        ? 'tr'
        : languages.includes('en')
          ? 'en'
          : null
      return { data: await reviewRecipientsOf(ctx.db, found.companyId, found.projectId), language }
    },

    async list(auth: AuthState, code: string): Promise<ReviewSending[]> {
      const found = await core.access(auth, code, false)
      return sendingsOf(ctx.db, found.id)
    },

    async send(auth: AuthState, code: string, input: SendInput) {
      const found = await core.access(auth, code, true)
      const company = await mailCompanyOf(ctx, found.companyId)
      const result = await ctx.db.transaction(async (tx) => {
        const allowed = new Map(
          (await reviewRecipientsOf(tx, found.companyId, found.projectId)).map((r) => [r.id, r]),
        )
        const bad = input.recipients.flatMap((id, index) => (allowed.has(id) ? [] : [index]))
        if (bad.length > 0) throw refuseRecipients(bad)
        const version = await core.bump(tx, found.id)
        const [budget] = await tx
          .select({ code: budgets.review_code, status: budgets.review_status })
          .from(budgets)
          .where(eq(budgets.id, found.id))
        let reviewCode = budget?.status === 'PENDING' ? budget.code : null
        if (!reviewCode) reviewCode = await openReviewLink(tx, found.id)
        const recipients: SentRecipient[] = input.recipients.map((id) => {
          const r = allowed.get(id) as ReviewRecipient
          return { contact_id: r.id, name: r.name, email: r.email }
        })
        const [row] = await tx
          .insert(budgetReviewSendings)
          .values({
            event_company_id: found.companyId,
            budget_id: found.id,
            review_code: reviewCode,
            recipients,
            subject: input.subject,
            message: input.message,
            language: input.language,
            sent_by: auth.user.id,
          })
          .returning({ id: budgetReviewSendings.id })
        const link = reviewUrl(ctx.config.appUrl, reviewCode)
        const mails = recipients.map((recipient) => ({
          to: recipient.email,
          ...renderReviewMail({
            locale: input.language,
            company,
            recipientName: recipient.name,
            senderName: auth.user.full_name,
            subject: input.subject,
            message: input.message,
            link,
          }),
        }))
        // In the write's transaction (decisions/0018): the record and its mails commit or vanish together.
        await ctx.jobs.enqueueMany(MAIL_SEND, mails, { group: companyGroup(found.companyId), tx })
        const [sending] = await sendingsOf(tx, found.id, row?.id)
        if (!sending) throw new NotFoundError()
        return { version, sending }
      })
      return { found, ...result }
    },
  }
}
