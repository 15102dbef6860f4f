import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { and, eq, isNull } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { companyGroup } from '../../platform/jobs'
import { defineJob } from '../../platform/jobs/define-job'
import { MAIL_SEND, type MailSendData } from '../../platform/jobs/mail-send.job'
import { PermanentJobError } from '../../platform/jobs/permanent-error'
import { attendeeAnswers, attendees } from '../attendees/attendees.table'
import { FormAssembly } from '../forms/form-view'
import { createFormsRepository, type FormRow } from '../forms/forms.repository'
import { forms } from '../forms/forms.table'
import { projects } from '../projects/projects.table'
import { type MailLocale, mailLocale } from '../webform/webform-mail'
import { parseUploadRef, storageKeyOf } from '../webform/webform-upload'
import { renderDeclarationPdf } from './declaration-pdf'
import { attendeeDeclarations } from './declarations.table'

/** The private folder of the PDF copies (platform/storage.ts PRIVATE_FOLDERS): `declarations/{company}/…`. */
export const DECLARATIONS_FOLDER = 'declarations'
export const DECLARATION_PDF_JOB = 'declaration.pdf'

type DeliveryContext = Pick<AppContext, 'db' | 'storage' | 'jobs'>

const TEXTS = {
  tr: {
    subject: (form: string) => `Beyanınızın kopyası: ${form}`,
    hello: (name: string) => (name ? `Merhaba ${name},` : 'Merhaba,'),
    body: (event: string) => `${event} için verdiğiniz beyanın PDF kopyası ektedir.`,
    file: 'beyan.pdf',
  },
  en: {
    subject: (form: string) => `A copy of your declaration: ${form}`,
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: (event: string) => `Attached is the PDF copy of the declaration you gave for ${event}.`,
    file: 'declaration.pdf',
  },
} as const

const moment = (date: Date, locale: MailLocale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(date)
const day = (iso: string, locale: MailLocale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  )

/** The declaration with what its PDF and mail need, or null when it is gone (the attendee deleted). */
async function loadDeclaration(ctx: DeliveryContext, declarationId: number) {
  const [row] = await ctx.db
    .select({
      declaration: attendeeDeclarations,
      attendee: attendees,
      form: forms,
      project: {
        name: projects.name,
        starts_at: projects.starts_at,
        ends_at: projects.ends_at,
        city: projects.city,
      },
      answers: attendeeAnswers.answers,
    })
    .from(attendeeDeclarations)
    .innerJoin(attendees, eq(attendees.id, attendeeDeclarations.attendee_id))
    .innerJoin(forms, eq(forms.id, attendeeDeclarations.form_id))
    .innerJoin(projects, eq(projects.id, attendeeDeclarations.project_id))
    .leftJoin(
      attendeeAnswers,
      and(
        eq(attendeeAnswers.attendee_id, attendeeDeclarations.attendee_id),
        eq(attendeeAnswers.form_id, attendeeDeclarations.form_id),
      ),
    )
    .where(eq(attendeeDeclarations.id, declarationId))
    .limit(1)
  return row ?? null
}
type Loaded = NonNullable<Awaited<ReturnType<typeof loadDeclaration>>>

async function signaturesOf(ctx: DeliveryContext, detail: FormDetail, loaded: Loaded) {
  const out = new Map<number, Buffer>()
  const values = loaded.answers ?? {}
  for (const field of detail.sections.flatMap((section) => section.fields)) {
    if (field.type !== 'signature') continue
    const answer = values[String(field.id)] as { url?: unknown } | undefined
    const ref = typeof answer?.url === 'string' ? parseUploadRef(answer.url) : null
    if (!ref) continue
    const file = await ctx.storage.open(storageKeyOf(loaded.attendee.event_company_id, ref))
    if (!file) continue
    const parts: Buffer[] = []
    for await (const chunk of file.stream) parts.push(Buffer.from(chunk as Buffer))
    out.set(field.id, Buffer.concat(parts))
  }
  return out
}

/**
 * The declaration's PDF, made and stored once: a declaration without `pdf_key` gets one (the job after
 * the submission, or a staff download that comes first). Two at once both render; the conditional
 * UPDATE keeps the first key and the other's file is removed.
 */
export async function ensureDeclarationPdf(
  ctx: DeliveryContext,
  declarationId: number,
  locale: MailLocale = 'tr',
): Promise<{ key: string; loaded: Loaded } | null> {
  const loaded = await loadDeclaration(ctx, declarationId)
  if (!loaded) return null
  if (loaded.declaration.pdf_key) return { key: loaded.declaration.pdf_key, loaded }
  const detail = new FormAssembly(await createFormsRepository(ctx.db).load(loaded.form as FormRow)).detail(
    locale,
  )
  const { project, attendee } = loaded
  const bytes = await renderDeclarationPdf({
    locale,
    formName: loaded.form.name,
    event: {
      name: project.name,
      dates:
        project.starts_at === project.ends_at
          ? day(project.starts_at, locale)
          : `${day(project.starts_at, locale)} – ${day(project.ends_at, locale)}`,
      city: project.city,
    },
    attendee: { name: `${attendee.first_name} ${attendee.last_name}`.trim(), email: attendee.email },
    declaredAt: moment(loaded.declaration.declared_at, locale),
    detail,
    values: loaded.answers ?? {},
    signatures: await signaturesOf(ctx, detail, loaded),
  })
  const key = await ctx.storage.put(`${DECLARATIONS_FOLDER}/${attendee.event_company_id}`, bytes, 'pdf', {
    name: pdfName(loaded),
    contentType: 'application/pdf',
  })
  const [updated] = await ctx.db
    .update(attendeeDeclarations)
    .set({ pdf_key: key, updated_at: new Date() })
    .where(and(eq(attendeeDeclarations.id, declarationId), isNull(attendeeDeclarations.pdf_key)))
    .returning({ key: attendeeDeclarations.pdf_key })
  if (updated?.key) return { key, loaded }
  await ctx.storage.remove(key)
  const again = await loadDeclaration(ctx, declarationId)
  return again?.declaration.pdf_key ? { key: again.declaration.pdf_key, loaded: again } : null
}

/** The file name a download and the mail's attachment carry: `beyan-ad-soyad.pdf`. */
export function pdfName(loaded: { attendee: { first_name: string; last_name: string } }): string {
  const name = `${loaded.attendee.first_name}-${loaded.attendee.last_name}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
  return `beyan${name ? `-${name}` : ''}.pdf`
}

export interface DeclarationPdfJobData extends Record<string, unknown> {
  declarationId: number
  locale?: string
}

/**
 * After a declaration commits: its PDF made and stored, then mailed to the attendee as an attachment
 * (mail.send reads it from storage by key, so the queued mail holds no bytes). No e-mail address: the
 * copy is only stored. A retry finds the PDF already stored and only queues the mail.
 */
export async function deliverDeclaration(ctx: DeliveryContext, data: DeclarationPdfJobData): Promise<void> {
  const locale = mailLocale(data.locale)
  const made = await ensureDeclarationPdf(ctx, data.declarationId, locale)
  if (!made) return
  const { attendee, form, project } = made.loaded
  if (!attendee.email) return
  const t = TEXTS[locale]
  const name = `${attendee.first_name} ${attendee.last_name}`.trim()
  const mail: MailSendData = {
    to: attendee.email,
    subject: t.subject(form.name),
    text: [t.hello(name), '', t.body(project.name), ''].join('\n'),
    attachments: [{ filename: pdfName(made.loaded), key: made.key, content_type: 'application/pdf' }],
  }
  // With the db as `tx` a failure to store the mail throws, and the job is tried again.
  await ctx.jobs.enqueue(MAIL_SEND, mail, { tx: ctx.db, group: companyGroup(attendee.event_company_id) })
}

export const declarationPdfJob = defineJob<DeclarationPdfJobData>({
  name: DECLARATION_PDF_JOB,
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  async handler(data, { ctx }) {
    if (typeof data.declarationId !== 'number') throw new PermanentJobError('declaration.pdf without an id')
    await deliverDeclaration(ctx, data)
  },
})
