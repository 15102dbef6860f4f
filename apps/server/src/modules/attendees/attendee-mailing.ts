import type {
  AttendeeMailing,
  AttendeeMailingDetail,
  attendeeMailingInputSchema,
} from '@ajanda/contracts/attendees.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { WordedError } from '../../platform/errors'
import { companyGroup } from '../../platform/jobs'
import { defineJob } from '../../platform/jobs/define-job'
import { fill, renderLayout, renderText } from '../../platform/mail-templates/html'
import { mailCompanyOf } from '../../platform/mail-templates/mail-company'
import type { AuthState } from '../../platform/request-context'
import { visibleProjectId } from '../flights/visible-project'
import { forms } from '../forms/forms.table'
import { users } from '../users/users.table'
import { attendeeMailingRecipients, attendeeMailings } from './attendee-mailings.table'
import { attendeeListMembers, attendeeLists, attendees } from './attendees.table'

type MailingInput = z.output<typeof attendeeMailingInputSchema>

export const ATTENDEE_MAILING_JOB = 'attendee.mailing'

const MESSAGES = {
  tr: {
    queued: '{count} kişiye e-posta gönderimi sıraya alındı.',
    form_not_personal: 'Davet yalnızca bu projenin kişisel bağlantılı bir formu için gönderilebilir.',
    list_missing: 'Liste bu projede bulunamadı.',
    attendees_missing: 'Seçilen katılımcılardan bazıları bu projede bulunamadı.',
    nobody: 'Gönderilecek katılımcı yok.',
    no_email: 'E-posta adresi yok',
  },
  en: {
    queued: 'E-mails to {count} people have been queued.',
    form_not_personal: 'Invitations can only be sent for a personal-link form of this project.',
    list_missing: 'The list was not found in this project.',
    attendees_missing: 'Some of the chosen attendees were not found in this project.',
    nobody: 'There is nobody to send to.',
    no_email: 'No e-mail address',
  },
} as const satisfies Record<Locale, Record<string, string>>
type MailingMessageKey = keyof (typeof MESSAGES)['tr']

export function mailingMessage(locale: Locale, key: MailingMessageKey, params: Record<string, string> = {}) {
  return fill(MESSAGES[locale]?.[key] ?? MESSAGES.tr[key], params)
}
const fieldError = (field: string, key: MailingMessageKey) =>
  new WordedError(
    422,
    (locale) => mailingMessage(locale, key),
    (locale) => ({ errors: { [field]: [mailingMessage(locale, key)] } }),
  )

/** The mail texts, in the form's language. */
const MAIL_TEXTS = {
  tr: {
    invitation: {
      subject: 'Davet: {form}',
      intro: '{company} sizi “{form}” formunu doldurmaya davet ediyor.',
    },
    reminder: {
      subject: 'Hatırlatma: {form}',
      intro: '{company} olarak “{form}” formunu henüz doldurmadıysanız hatırlatmak isteriz.',
    },
    greeting: 'Sayın {name},',
    hint: 'Bu bağlantı size özeldir; lütfen başkalarıyla paylaşmayın.',
    button: 'Formu aç',
    footer: 'Bu e-posta {company} adına Ajanda ile gönderildi.',
  },
  en: {
    invitation: {
      subject: 'Invitation: {form}',
      intro: '{company} invites you to fill in the form “{form}”.',
    },
    reminder: {
      subject: 'Reminder: {form}',
      intro: 'A reminder from {company}: please fill in the form “{form}” if you have not yet.',
    },
    greeting: 'Dear {name},',
    hint: 'This link is personal; please do not share it.',
    button: 'Open the form',
    footer: 'This e-mail was sent with Ajanda on behalf of {company}.',
  },
} as const

const jobSchema = z.object({ mailingId: z.number().int().positive(), companyId: z.number().int().positive() })

/** The context the sending needs (tests hand a reduced one). */
export type MailingRunContext = Pick<AppContext, 'db' | 'mailer' | 'config' | 'storage'>

const BATCH = 100

/**
 * Sends a mailing's queued recipients one by one (personal link {APP_URL}/web-form/{slug}/{pcode}, in the
 * form's language: the attendee's when the form has it), marking each sent or failed and counting on the
 * mailing. A retried job only takes the recipients still queued, so nobody gets the mail twice.
 */
export async function sendMailing(ctx: MailingRunContext, raw: unknown): Promise<void> {
  const data = jobSchema.parse(raw)
  const [mailing] = await ctx.db
    .select({
      id: attendeeMailings.id,
      kind: attendeeMailings.kind,
      form_name: forms.name,
      slug: forms.slug,
      languages: forms.languages,
    })
    .from(attendeeMailings)
    .innerJoin(forms, eq(forms.id, attendeeMailings.form_id))
    .where(
      and(eq(attendeeMailings.id, data.mailingId), eq(attendeeMailings.event_company_id, data.companyId)),
    )
  if (!mailing) return
  const company = await mailCompanyOf(ctx as AppContext, data.companyId)
  const kind = mailing.kind === 'reminder' ? 'reminder' : 'invitation'
  for (;;) {
    const batch = await ctx.db
      .select({
        attendee_id: attendees.id,
        first_name: attendees.first_name,
        last_name: attendees.last_name,
        email: attendees.email,
        pcode: attendees.pcode,
        language: attendees.language,
      })
      .from(attendeeMailingRecipients)
      .innerJoin(attendees, eq(attendees.id, attendeeMailingRecipients.attendee_id))
      .where(
        and(
          eq(attendeeMailingRecipients.mailing_id, mailing.id),
          eq(attendeeMailingRecipients.status, 'queued'),
        ),
      )
      .orderBy(asc(attendeeMailingRecipients.attendee_id))
      .limit(BATCH)
    if (batch.length === 0) break
    for (const person of batch) {
      const locale: 'tr' | 'en' = mailing.languages.includes(person.language)
        ? (person.language as 'tr' | 'en')
        : mailing.languages[0] === 'en'
          ? 'en'
          : 'tr'
      const texts = MAIL_TEXTS[locale]
      const name = `${person.first_name} ${person.last_name}`.trim()
      const values = { name, company: company.name, form: mailing.form_name }
      let status: 'sent' | 'failed' = 'sent'
      let error: string | null = null
      if (!person.email) {
        status = 'failed'
        error = mailingMessage(locale, 'no_email')
      } else {
        const layout = {
          lang: locale,
          companyName: company.name,
          emailLogoUrl: company.emailLogoUrl,
          paragraphs: [fill(texts.greeting, values), fill(texts[kind].intro, values), texts.hint],
          button: {
            label: texts.button,
            url: `${ctx.config.appUrl}/web-form/${encodeURIComponent(mailing.slug)}/${encodeURIComponent(person.pcode)}`,
          },
          footer: fill(texts.footer, values),
        }
        try {
          await ctx.mailer.send({
            to: person.email,
            subject: fill(texts[kind].subject, values).replace(/[\r\n]+/g, ' '),
            text: renderText(layout),
            html: renderLayout(layout),
          })
        } catch (failure) {
          status = 'failed'
          error = String((failure as Error)?.message ?? failure).slice(0, 500)
        }
      }
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(attendeeMailingRecipients)
          .set({ status, error, sent_at: status === 'sent' ? new Date() : null })
          .where(
            and(
              eq(attendeeMailingRecipients.mailing_id, mailing.id),
              eq(attendeeMailingRecipients.attendee_id, person.attendee_id),
            ),
          )
        await tx
          .update(attendeeMailings)
          .set(
            status === 'sent'
              ? { sent: sql`${attendeeMailings.sent} + 1`, updated_at: new Date() }
              : { failed: sql`${attendeeMailings.failed} + 1`, updated_at: new Date() },
          )
          .where(eq(attendeeMailings.id, mailing.id))
      })
    }
  }
  await ctx.db
    .update(attendeeMailings)
    .set({ finished_at: new Date(), updated_at: new Date() })
    .where(eq(attendeeMailings.id, mailing.id))
}

/** One job per mailing; a long mailing may run for a while, and a retry continues with the queued ones. */
export const attendeeMailingJob = defineJob<Record<string, unknown>>({
  name: ATTENDEE_MAILING_JOB,
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 3600,
  async handler(data, { ctx }) {
    await sendMailing(ctx, data)
  },
})

/** Invitations and reminders by e-mail to a project's attendees (issue 21 item 5). */
export function createAttendeeMailingService(ctx: AppContext) {
  const summaryColumns = {
    id: attendeeMailings.id,
    project_id: attendeeMailings.project_id,
    form_id: attendeeMailings.form_id,
    form_name: forms.name,
    kind: attendeeMailings.kind,
    total: attendeeMailings.total,
    sent: attendeeMailings.sent,
    failed: attendeeMailings.failed,
    created_by_name: users.full_name,
    finished_at: attendeeMailings.finished_at,
    created_at: attendeeMailings.created_at,
  }
  type SummaryRow = {
    [K in keyof typeof summaryColumns]: K extends 'created_by_name'
      ? string | null
      : K extends 'finished_at'
        ? Date | null
        : K extends 'created_at'
          ? Date
          : K extends 'form_name' | 'kind'
            ? string
            : number
  }
  const summary = (row: SummaryRow): AttendeeMailing => ({
    ...row,
    kind: row.kind === 'reminder' ? 'reminder' : 'invitation',
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  })
  const selectSummaries = () =>
    ctx.db
      .select(summaryColumns)
      .from(attendeeMailings)
      .innerJoin(forms, eq(forms.id, attendeeMailings.form_id))
      .leftJoin(users, eq(users.id, attendeeMailings.created_by))

  async function one(companyId: number, projectId: number, mailingId: number) {
    const [row] = await selectSummaries().where(
      and(
        eq(attendeeMailings.id, mailingId),
        eq(attendeeMailings.project_id, projectId),
        eq(attendeeMailings.event_company_id, companyId),
      ),
    )
    return row ? summary(row) : null
  }

  return {
    async create(auth: AuthState, projectIdParam: number, input: MailingInput): Promise<AttendeeMailing> {
      const projectId = await visibleProjectId(ctx, auth, projectIdParam)
      const companyId = auth.user.event_company_id
      const [form] = await ctx.db
        .select({ id: forms.id, type: forms.type })
        .from(forms)
        .where(
          and(
            eq(forms.id, input.form_id),
            eq(forms.project_id, projectId),
            eq(forms.event_company_id, companyId),
          ),
        )
      if (form?.type !== 'PERSONAL') throw fieldError('form_id', 'form_not_personal')
      const ids = new Set<number>()
      if (input.list_id != null) {
        const [list] = await ctx.db
          .select({ id: attendeeLists.id })
          .from(attendeeLists)
          .where(and(eq(attendeeLists.id, input.list_id), eq(attendeeLists.project_id, projectId)))
        if (!list) throw fieldError('list_id', 'list_missing')
        const members = await ctx.db
          .select({ id: attendeeListMembers.attendee_id })
          .from(attendeeListMembers)
          .where(eq(attendeeListMembers.list_id, list.id))
        for (const member of members) ids.add(member.id)
      }
      const chosen = [...new Set(input.attendee_ids ?? [])]
      if (chosen.length) {
        const found = await ctx.db
          .select({ id: attendees.id })
          .from(attendees)
          .where(and(eq(attendees.project_id, projectId), inArray(attendees.id, chosen)))
        if (found.length !== chosen.length) throw fieldError('attendee_ids', 'attendees_missing')
        for (const row of found) ids.add(row.id)
      }
      if (ids.size === 0) throw fieldError('attendee_ids', 'nobody')
      const recipients = [...ids].sort((a, b) => a - b)
      const mailingId = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(attendeeMailings)
          .values({
            event_company_id: companyId,
            project_id: projectId,
            form_id: form.id,
            kind: input.kind,
            total: recipients.length,
            created_by: auth.user.id,
          })
          .returning({ id: attendeeMailings.id })
        const id = row?.id as number
        for (let start = 0; start < recipients.length; start += 5000)
          await tx
            .insert(attendeeMailingRecipients)
            .values(
              recipients.slice(start, start + 5000).map((attendee_id) => ({ mailing_id: id, attendee_id })),
            )
        await ctx.jobs.enqueue(
          ATTENDEE_MAILING_JOB,
          { mailingId: id, companyId },
          { tx, group: companyGroup(companyId) },
        )
        return id
      })
      return (await one(companyId, projectId, mailingId)) as AttendeeMailing
    },

    async list(auth: AuthState, projectIdParam: number): Promise<AttendeeMailing[]> {
      const projectId = await visibleProjectId(ctx, auth, projectIdParam)
      const rows = await selectSummaries()
        .where(
          and(
            eq(attendeeMailings.project_id, projectId),
            eq(attendeeMailings.event_company_id, auth.user.event_company_id),
          ),
        )
        .orderBy(desc(attendeeMailings.created_at), desc(attendeeMailings.id))
        .limit(100)
      return rows.map(summary)
    },

    async detail(
      auth: AuthState,
      projectIdParam: number,
      mailingId: number,
    ): Promise<AttendeeMailingDetail | null> {
      const projectId = await visibleProjectId(ctx, auth, projectIdParam)
      const found = await one(auth.user.event_company_id, projectId, mailingId)
      if (!found) return null
      const recipients = await ctx.db
        .select({
          attendee_id: attendeeMailingRecipients.attendee_id,
          first_name: attendees.first_name,
          last_name: attendees.last_name,
          email: attendees.email,
          status: attendeeMailingRecipients.status,
          error: attendeeMailingRecipients.error,
          sent_at: attendeeMailingRecipients.sent_at,
        })
        .from(attendeeMailingRecipients)
        .innerJoin(attendees, eq(attendees.id, attendeeMailingRecipients.attendee_id))
        .where(eq(attendeeMailingRecipients.mailing_id, mailingId))
        .orderBy(asc(attendees.name_search), asc(attendees.id))
      return {
        ...found,
        recipients: recipients.map((row) => ({
          attendee_id: row.attendee_id,
          name: `${row.first_name} ${row.last_name}`.trim(),
          email: row.email,
          status: row.status === 'sent' ? 'sent' : row.status === 'failed' ? 'failed' : 'queued',
          error: row.error,
          sent_at: row.sent_at ? row.sent_at.toISOString() : null,
        })),
      }
    },
  }
}
