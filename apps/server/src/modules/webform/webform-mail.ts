import type { Locale } from '@ajanda/contracts/common/locale'
import type { FormDetail, FormFieldOut } from '@ajanda/contracts/forms/form-detail'
import { textIn } from '@ajanda/contracts/forms/form-model'
import { and, eq, sql } from 'drizzle-orm'
import ical from 'ical-generator'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { companyGroup } from '../../platform/jobs'
import { MAIL_SEND, type MailSendData } from '../../platform/jobs/mail-send.job'
import { knownTimeZone } from '../../platform/time-zone'
import { holdsSeats, optionIdsOf } from '../attendees/attendee-seats'
import { attendees, attendeeWaitlist } from '../attendees/attendees.table'
import { companyTimeZone } from '../event-companies/company-time-zone'
import type { FormRow } from '../forms/forms.repository'
import { formFieldOptions, formFields, formFlightOptions, forms } from '../forms/forms.table'
import { projects } from '../projects/projects.table'

/**
 * The public form's e-mails (event-side.md section 2; issue 21 items 2-3): the confirmation after a
 * submission, a short note after a cancellation and a waiting-list offer's claim link. Each is rendered
 * inside the write's transaction and queued there as a `mail.send` job (`tx`): it commits with the
 * write, never blocks it, and a mail server that is down never fails it.
 */

type MailContext = Pick<AppContext, 'jobs' | 'config' | 'db'>
export type MailLocale = 'tr' | 'en'
export const mailLocale = (value: string | null | undefined): MailLocale => (value === 'en' ? 'en' : 'tr')

/** The job that expires one offer (webform-claim.job.ts). */
export const WEBFORM_OFFER_EXPIRY_JOB = 'webform.offer-expiry'

/** The claim link's validity, as attendee-seats.ts offers it (48 hours). */
export const OFFER_HOURS = 48

const TEXTS = {
  tr: {
    hello: (name: string) => (name ? `Merhaba ${name},` : 'Merhaba,'),
    subject: {
      REGISTERED: 'Kaydınız alındı',
      UPDATED: 'Yanıtlarınız güncellendi',
      WAITLISTED: 'Bekleme listesindesiniz',
      NOT_ATTENDING: 'Yanıtınız alındı',
      CANCELLED: 'Kaydınız iptal edildi',
      OFFER: 'Bekleme listesinden yer açıldı',
    },
    body: {
      REGISTERED: 'Kaydınız alındı.',
      UPDATED: 'Yanıtlarınız güncellendi.',
      WAITLISTED: 'Bekleme listesine alındınız. Yer açılınca size e-posta ile haber vereceğiz.',
      NOT_ATTENDING: 'Yanıtınız alındı. Katılamayacağınızı not ettik.',
      CANCELLED: 'Kaydınız iptal edildi. Sizi yeniden aramızda görmek isteriz.',
    },
    event: 'Etkinlik',
    answers: 'Yanıtlarınız',
    yes: 'Evet',
    no: 'Hayır',
    change: 'Yanıtlarınızı değiştirmek ya da kaydınızı iptal etmek için',
    until: (date: string) => ` (${date} tarihine kadar)`,
    badge: 'Yaka kartınız',
    offer: (what: string) => `Beklediğiniz yer açıldı: ${what}.`,
    formPlace: 'formda bir yer',
    claim: (until: string) => `Yeri almak için ${until} tarihine kadar bu bağlantıyı açın:`,
    claimAfter: 'Bu süre içinde alınmayan yer sıradaki kişiye geçer.',
    linkSubject: 'Kişisel bağlantınız',
    linkBody: 'Bu e-posta adresiyle zaten kayıtlısınız. Yanıtlarınızı görmek ya da değiştirmek için:',
  },
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    subject: {
      REGISTERED: 'Your registration has been received',
      UPDATED: 'Your answers have been updated',
      WAITLISTED: 'You are on the waiting list',
      NOT_ATTENDING: 'Your answer has been received',
      CANCELLED: 'Your registration has been cancelled',
      OFFER: 'A place has opened for you',
    },
    body: {
      REGISTERED: 'Your registration has been received.',
      UPDATED: 'Your answers have been updated.',
      WAITLISTED: 'You are on the waiting list. We will e-mail you when a place opens.',
      NOT_ATTENDING: 'Your answer has been received. We have noted that you cannot attend.',
      CANCELLED: 'Your registration has been cancelled.',
    },
    event: 'Event',
    answers: 'Your answers',
    yes: 'Yes',
    no: 'No',
    change: 'To change your answers or cancel your registration',
    until: (date: string) => ` (until ${date})`,
    badge: 'Your badge',
    offer: (what: string) => `The place you were waiting for has opened: ${what}.`,
    formPlace: 'a place on the form',
    claim: (until: string) => `To take it, open this link before ${until}:`,
    claimAfter: 'A place not taken in time passes to the next person waiting.',
    linkSubject: 'Your personal link',
    linkBody: 'You are already registered with this e-mail address. To see or change your answers:',
  },
} as const

type Outcome = 'REGISTERED' | 'UPDATED' | 'WAITLISTED' | 'NOT_ATTENDING'
const CONFIRMED_OUTCOMES: ReadonlySet<string> = new Set<Outcome>([
  'REGISTERED',
  'UPDATED',
  'WAITLISTED',
  'NOT_ATTENDING',
])

/**
 * The mails' date formats, made once per language and zone: building an Intl.DateTimeFormat costs more
 * than the rest of a confirmation (3 % of the server's CPU under 100 submissions a second). Bounded by
 * the two languages times the zones Intl knows.
 */
const formats = new Map<string, Intl.DateTimeFormat>()
function formatOf(locale: MailLocale, timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${withTime}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone,
    })
    formats.set(key, format)
  }
  return format
}

/** A moment (an edit deadline, a claim's end) on the company's clock (decisions/0030 "Mails"). */
const dateTime = (date: Date, locale: MailLocale, timeZone: string) =>
  formatOf(locale, knownTimeZone(timeZone), true).format(date)
const day = (iso: string, locale: MailLocale) =>
  formatOf(locale, 'UTC', false).format(new Date(`${iso}T00:00:00Z`))

export interface EventInfo {
  name: string
  starts_at: string
  ends_at: string
  city: string | null
}

async function eventOf(db: DbOrTx, form: Pick<FormRow, 'project_id' | 'event_company_id'>) {
  const [project] = await db
    .select({
      name: projects.name,
      starts_at: projects.starts_at,
      ends_at: projects.ends_at,
      city: projects.city,
    })
    .from(projects)
    .where(and(eq(projects.id, form.project_id ?? 0), eq(projects.event_company_id, form.event_company_id)))
  return (project ?? null) as EventInfo | null
}

function eventLine(event: EventInfo, locale: MailLocale): string {
  const dates =
    event.starts_at === event.ends_at
      ? day(event.starts_at, locale)
      : `${day(event.starts_at, locale)} – ${day(event.ends_at, locale)}`
  return [event.name, dates, event.city].filter(Boolean).join(', ')
}

/** The event as an all-day iCalendar entry (the project's dates, DTEND the day after the last). */
export function eventCalendar(event: EventInfo, uid: string): string {
  const calendar = ical({ name: 'Ajanda', prodId: { company: 'ajanda', product: 'webform', language: 'TR' } })
  const end = new Date(`${event.ends_at}T00:00:00Z`)
  end.setUTCDate(end.getUTCDate() + 1)
  calendar.createEvent({
    id: uid,
    start: new Date(`${event.starts_at}T00:00:00Z`),
    end,
    allDay: true,
    summary: event.name,
    ...(event.city ? { location: event.city } : {}),
  })
  return calendar.toString()
}

/** One answer as read in a mail: option texts, the name's parts, yes/no; '' when it says nothing. */
function answerText(field: FormFieldOut, value: unknown, locale: MailLocale): string {
  if (value === undefined || value === null || value === '') return ''
  const t = TEXTS[locale]
  if (holdsSeats(field) || field.type === 'ranking') {
    const byId = new Map(field.options.map((option) => [option.id, textIn(option.option_text, locale)]))
    return optionIdsOf(value)
      .map((id) => byId.get(id) ?? '')
      .filter(Boolean)
      .join(', ')
  }
  if (field.type === 'flight')
    return field.flight_options.find((option) => option.flight_id === value)?.label ?? ''
  if (typeof value === 'boolean') return value ? t.yes : t.no
  if (field.type === 'attendance' && (value === 0 || value === 1)) return value === 1 ? t.yes : t.no
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (Array.isArray(value))
    return value
      .filter((item) => typeof item === 'string' || typeof item === 'number')
      .map(String)
      .join(', ')
  if (typeof value === 'object') {
    const parts = Object.values(value as Record<string, unknown>).filter(
      (item) => typeof item === 'string' || typeof item === 'number',
    )
    return parts.map(String).join(' ').trim()
  }
  return ''
}

/** "Title: answer" lines for the shown fields: hidden sections and fields skipped, passwords never. */
export function answerSummary(
  detail: FormDetail,
  values: Record<string, unknown>,
  locale: MailLocale,
): string[] {
  const lines: string[] = []
  for (const section of detail.sections) {
    if (section.is_hidden) continue
    for (const field of section.fields) {
      if (field.is_hidden || field.type === 'password') continue
      const text = answerText(field, values[String(field.id)], locale)
      if (text) lines.push(`- ${textIn(field.title, locale)}: ${text}`)
    }
  }
  return lines
}

/** The attendee as a confirmation names them. */
export interface MailedAttendee {
  email: string | null
  first_name: string
  pcode: string
  acode: string
  status: string
}

export interface ConfirmationInput {
  form: FormRow
  detail: FormDetail
  /** The values as checked by the engine (shown fields only; passwords still plain: never printed). */
  values: Record<string, unknown>
  locale: Locale
  outcome: Outcome
  pcode: string
  /**
   * The attendee as the caller's transaction left them (a submission's outcome): given, the row it just
   * wrote is not read again (issue 21 item 10: a round trip per submission). Else read by `pcode`.
   */
  attendee?: MailedAttendee
  /** The form's event when the caller read it with the form (null: none); else read here. */
  event?: EventInfo | null
}

/** What a submission did (webform-submit.ts submitInTransaction's result), as far as its mails need it. */
export interface SubmitOutcome {
  status: string
  pcode: string
  messageKey: string
  offered: boolean
  /** The attendee as the submission left them (status `status`). */
  attendee?: MailedAttendee
}

export function createWebformMail(ctx: MailContext) {
  const appUrl = ctx.config.appUrl
  const personalLink = (slug: string, pcode: string) => `${appUrl}/web-form/${slug}/${pcode}`

  async function queue(tx: DbOrTx, companyId: number, mails: MailSendData[]) {
    if (mails.length > 0) await ctx.jobs.enqueueMany(MAIL_SEND, mails, { tx, group: companyGroup(companyId) })
  }

  async function attendeeByPcode(tx: DbOrTx, form: FormRow, pcode: string) {
    const [row] = await tx
      .select()
      .from(attendees)
      .where(and(eq(attendees.pcode, pcode), eq(attendees.project_id, form.project_id ?? 0)))
      .limit(1)
    return row ?? null
  }

  const mails = {
    /** The confirmation after a submission (or a claim), when the attendee has an e-mail. */
    async confirmation(tx: DbOrTx, input: ConfirmationInput): Promise<void> {
      const attendee = input.attendee ?? (await attendeeByPcode(tx, input.form, input.pcode))
      if (!attendee?.email) return
      const locale = mailLocale(input.locale)
      const t = TEXTS[locale]
      const event = input.event !== undefined ? input.event : await eventOf(tx, input.form)
      const summary = answerSummary(input.detail, input.values, locale)
      const deadline = input.form.edit_deadline
        ? t.until(
            dateTime(
              input.form.edit_deadline,
              locale,
              await companyTimeZone(tx, input.form.event_company_id),
            ),
          )
        : ''
      const text = [
        t.hello(attendee.first_name),
        '',
        t.body[input.outcome],
        ...(event ? ['', `${t.event}: ${eventLine(event, locale)}`] : []),
        ...(summary.length > 0 ? ['', `${t.answers}:`, ...summary] : []),
        '',
        `${t.change}${deadline}:`,
        personalLink(input.form.slug, attendee.pcode),
        ...(attendee.status === 'REGISTERED'
          ? ['', `${t.badge}:`, `${appUrl}/event-badge/${attendee.acode}`]
          : []),
        '',
      ].join('\n')
      const subject = `${t.subject[input.outcome]}: ${event?.name ?? input.form.name}`
      await queue(tx, input.form.event_company_id, [
        {
          to: attendee.email,
          subject,
          text,
          ...(event
            ? {
                icalEvent: {
                  method: 'PUBLISH',
                  filename: 'etkinlik.ics',
                  content: eventCalendar(event, `form-${input.form.id}-${attendee.acode}@ajanda`),
                },
              }
            : {}),
        },
      ])
    },

    /**
     * The mails of one submission, the public form's and a manual-RSVP helper's alike: the confirmation
     * (a registration, a change, the waiting list, a no) and the claim mails of the seats it freed.
     */
    async afterSubmit(
      tx: DbOrTx,
      input: Omit<ConfirmationInput, 'outcome' | 'pcode' | 'attendee'>,
      done: SubmitOutcome,
    ): Promise<void> {
      const outcome = done.messageKey === 'updated' ? 'UPDATED' : done.status
      if (CONFIRMED_OUTCOMES.has(outcome))
        await mails.confirmation(tx, {
          ...input,
          outcome: outcome as Outcome,
          pcode: done.pcode,
          ...(done.attendee ? { attendee: done.attendee } : {}),
        })
      // Only the seats this submission freed make offers (attendee-seats.ts onSeatsFreed).
      if (done.offered) await mails.offersMadeNow(tx, input.form.id)
    },

    /**
     * The personal link again, to the attendee a second PUBLIC submission with the same e-mail named
     * (decisions/0036). One queued at a time per attendee: repeated refusals do not flood the inbox.
     */
    async personalLinkAgain(
      form: FormRow,
      attendee: { id: number; pcode: string; email: string; first_name: string; language: string | null },
      requestLocale: Locale,
    ): Promise<void> {
      const locale = mailLocale(attendee.language ?? requestLocale)
      const t = TEXTS[locale]
      const event = await eventOf(ctx.db, form)
      const text = [
        t.hello(attendee.first_name),
        '',
        t.linkBody,
        personalLink(form.slug, attendee.pcode),
        ...(event ? ['', `${t.event}: ${eventLine(event, locale)}`] : []),
        '',
      ].join('\n')
      await ctx.jobs.enqueue(
        MAIL_SEND,
        { to: attendee.email, subject: `${t.linkSubject}: ${event?.name ?? form.name}`, text },
        { group: companyGroup(form.event_company_id), singletonKey: `webform-link-${attendee.id}` },
      )
    },

    /** A short note after the attendee cancelled through the personal link. */
    async cancellation(tx: DbOrTx, form: FormRow, pcode: string, requestLocale: Locale): Promise<void> {
      const attendee = await attendeeByPcode(tx, form, pcode)
      if (!attendee?.email) return
      const locale = mailLocale(attendee.language ?? requestLocale)
      const t = TEXTS[locale]
      const event = await eventOf(tx, form)
      const text = [
        t.hello(attendee.first_name),
        '',
        t.body.CANCELLED,
        ...(event ? ['', `${t.event}: ${eventLine(event, locale)}`] : []),
        '',
      ].join('\n')
      await queue(tx, form.event_company_id, [
        { to: attendee.email, subject: `${t.subject.CANCELLED}: ${event?.name ?? form.name}`, text },
      ])
    },

    /**
     * The claim mails of the offers this transaction made on the form (attendee-seats.ts onSeatsFreed stamps
     * offered_at with the transaction's now(), so they are exactly the OFFERED entries of that instant),
     * each with the job that expires it 48 hours on (and passes the seat to the next in line).
     */
    async offersMadeNow(tx: DbOrTx, formId: number): Promise<void> {
      const offers = await tx
        .select({
          id: attendeeWaitlist.id,
          claim_code: attendeeWaitlist.claim_code,
          claim_expires_at: attendeeWaitlist.claim_expires_at,
          option_text: formFieldOptions.option_text,
          flight_field_title: formFields.title,
          form_name: forms.name,
          company_id: forms.event_company_id,
          project_id: forms.project_id,
          email: attendees.email,
          first_name: attendees.first_name,
          language: attendees.language,
        })
        .from(attendeeWaitlist)
        .innerJoin(forms, eq(forms.id, attendeeWaitlist.form_id))
        .innerJoin(attendees, eq(attendees.id, attendeeWaitlist.attendee_id))
        .leftJoin(formFieldOptions, eq(formFieldOptions.id, attendeeWaitlist.option_id))
        .leftJoin(formFlightOptions, eq(formFlightOptions.id, attendeeWaitlist.flight_option_id))
        .leftJoin(formFields, eq(formFields.id, formFlightOptions.field_id))
        .where(
          and(
            eq(attendeeWaitlist.form_id, formId),
            eq(attendeeWaitlist.status, 'OFFERED'),
            sql`${attendeeWaitlist.offered_at} = now()`,
          ),
        )
      for (const offer of offers) {
        await ctx.jobs.enqueue(
          WEBFORM_OFFER_EXPIRY_JOB,
          { waitlistId: offer.id },
          { tx, startAfterSeconds: OFFER_HOURS * 3600 + 60 },
        )
        if (!offer.email || !offer.claim_code) continue
        const locale = mailLocale(offer.language)
        const t = TEXTS[locale]
        const event = await eventOf(tx, { project_id: offer.project_id, event_company_id: offer.company_id })
        const what = offer.option_text
          ? textIn(offer.option_text, locale)
          : offer.flight_field_title
            ? textIn(offer.flight_field_title, locale)
            : t.formPlace
        const zone = await companyTimeZone(tx, offer.company_id)
        const until = dateTime(offer.claim_expires_at ?? new Date(), locale, zone)
        const text = [
          t.hello(offer.first_name),
          '',
          t.offer(what),
          ...(event ? [`${t.event}: ${eventLine(event, locale)}`] : []),
          '',
          t.claim(until),
          `${appUrl}/web-form/claim/${offer.claim_code}`,
          '',
          t.claimAfter,
          '',
        ].join('\n')
        await queue(tx, offer.company_id, [
          { to: offer.email, subject: `${t.subject.OFFER}: ${event?.name ?? offer.form_name}`, text },
        ])
      }
    },
  }
  return mails
}
export type WebformMail = ReturnType<typeof createWebformMail>
