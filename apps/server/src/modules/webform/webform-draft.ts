import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { and, eq, gt, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { newPublicCode } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { NotFoundError } from '../../platform/errors'
import { companyGroup } from '../../platform/jobs'
import { MAIL_SEND } from '../../platform/jobs/mail-send.job'
import { knownTimeZone } from '../../platform/time-zone'
import { companyTimeZone } from '../event-companies/company-time-zone'
import type { FormRow } from '../forms/forms.repository'
import { formDrafts } from '../forms/forms.table'
import { projects } from '../projects/projects.table'
import { mailLocale } from './webform-mail'

/**
 * Save and resume (issue 21 item 2, event-side.md section 2): POST /webform/{slug}[/{pcode}]/draft
 * keeps the answers typed so far under a random code (128 bits) for 30 days and mails the person a
 * link {APP_URL}/web-form/{slug}[/{pcode}]?draft={code}; GET /webform/{slug}/draft/{code} gives them
 * back. A submission names its draft (`?draft=` on the POST) and deletes it, and a personal link's
 * submission deletes that link's drafts. Passwords and captcha proofs are never kept.
 */

export const DRAFT_DAYS = 30

export const webformDraftInputSchema = z.strictObject({
  email: z.string().trim().toLowerCase().email().max(255),
  answers: z.record(z.string().regex(/^\d{1,15}$/), z.unknown()),
  locale: z.enum(['tr', 'en']).default('tr'),
  /** The draft being continued: its code stays the same. */
  draft: z.string().min(16).max(64).optional(),
})
export const webformDraftResponseSchema = z.object({
  message: z.string(),
  expires_at: z.string(),
})
export const webformDraftParams = z.object({
  slug: z.string().min(3).max(120),
  code: z.string().min(16).max(64),
})
export const webformDraftSchema = z.object({
  answers: z.record(z.string(), z.unknown()),
  email: z.string(),
  pcode: z.string().nullable(),
  expires_at: z.string(),
})

const TEXTS = {
  tr: {
    saved: 'Yanıtlarınız kaydedildi. Devam etmek için bağlantıyı e-posta adresinize gönderdik.',
    subject: (name: string) => `Formunuza devam edin: ${name}`,
    body: (name: string, link: string, until: string) =>
      [
        'Merhaba,',
        '',
        `"${name}" formundaki yanıtlarınızı kaydettik. Kaldığınız yerden devam etmek için bu bağlantıyı açın:`,
        link,
        '',
        `Bağlantı ${until} tarihine kadar geçerlidir.`,
        '',
      ].join('\n'),
  },
  en: {
    saved: 'Your answers have been saved. We have e-mailed you the link to continue.',
    subject: (name: string) => `Continue your form: ${name}`,
    body: (name: string, link: string, until: string) =>
      [
        'Hello,',
        '',
        `We have saved your answers to "${name}". Open this link to continue where you left off:`,
        link,
        '',
        `The link is valid until ${until}.`,
        '',
      ].join('\n'),
  },
} as const

/** The answers worth keeping: not the passwords, the captcha proofs or the display fields. */
export function keptAnswers(detail: FormDetail, answers: Record<string, unknown>): Record<string, unknown> {
  const dropped = new Set(
    detail.sections
      .flatMap((section) => section.fields)
      .filter((field) => field.type === 'password' || field.type === 'captcha')
      .map((field) => String(field.id)),
  )
  const known = new Set(detail.sections.flatMap((section) => section.fields).map((field) => String(field.id)))
  return Object.fromEntries(Object.entries(answers).filter(([key]) => known.has(key) && !dropped.has(key)))
}

/** The drafts a submission ends: the one it names and, on a personal link, that link's. */
export async function deleteDraftsOnSubmit(
  tx: DbOrTx,
  formId: number,
  pcode: string | undefined,
  draftCode: string | undefined,
): Promise<void> {
  const which = [
    ...(draftCode ? [eq(formDrafts.code, draftCode)] : []),
    ...(pcode ? [eq(formDrafts.pcode, pcode)] : []),
  ]
  if (which.length === 0) return
  await tx.delete(formDrafts).where(and(eq(formDrafts.form_id, formId), or(...which)))
}

/** The link's last day on the company's calendar (decisions/0030 "Mails"). */
const dateText = (date: Date, locale: 'tr' | 'en', timeZone: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'long',
    timeZone: knownTimeZone(timeZone),
  }).format(date)

export function createWebformDrafts(ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>) {
  return {
    async save(
      form: FormRow,
      detail: FormDetail,
      pcode: string | undefined,
      input: z.output<typeof webformDraftInputSchema>,
    ) {
      const locale = mailLocale(input.locale)
      const answers = keptAnswers(detail, input.answers)
      const expires = new Date(Date.now() + DRAFT_DAYS * 24 * 3600 * 1000)
      await ctx.db.transaction(async (tx) => {
        let kept: string | null = null
        if (input.draft) {
          const [row] = await tx
            .update(formDrafts)
            .set({ email: input.email, answers, expires_at: expires, updated_at: sql`now()` })
            .where(
              and(
                eq(formDrafts.form_id, form.id),
                eq(formDrafts.code, input.draft),
                gt(formDrafts.expires_at, sql`now()`),
              ),
            )
            .returning({ code: formDrafts.code })
          kept = row?.code ?? null
        }
        if (!kept) {
          kept = newPublicCode()
          await tx.insert(formDrafts).values({
            form_id: form.id,
            code: kept,
            email: input.email,
            pcode: pcode ?? null,
            answers,
            expires_at: expires,
          })
        }
        const [project] = form.project_id
          ? await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, form.project_id))
          : []
        const name = project?.name ?? form.name
        const path = pcode ? `${form.slug}/${pcode}` : form.slug
        const link = `${ctx.config.appUrl}/web-form/${path}?draft=${kept}`
        const t = TEXTS[locale]
        const until = dateText(expires, locale, await companyTimeZone(tx, form.event_company_id))
        await ctx.jobs.enqueue(
          MAIL_SEND,
          { to: input.email, subject: t.subject(name), text: t.body(name, link, until) },
          { tx, group: companyGroup(form.event_company_id) },
        )
      })
      return { message: TEXTS[locale].saved, expires_at: expires.toISOString() }
    },

    /** A draft of this form that has not expired; anything else is 404. */
    async resume(form: FormRow, code: string) {
      const [row] = await ctx.db
        .select()
        .from(formDrafts)
        .where(
          and(
            eq(formDrafts.form_id, form.id),
            eq(formDrafts.code, code),
            gt(formDrafts.expires_at, sql`now()`),
          ),
        )
        .limit(1)
      if (!row) throw new NotFoundError()
      return {
        answers: row.answers,
        email: row.email,
        pcode: row.pcode,
        expires_at: new Date(row.expires_at).toISOString(),
      }
    },
  }
}
