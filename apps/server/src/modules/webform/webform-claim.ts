import type { AttendeeStatus } from '@ajanda/contracts/attendees.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { textIn } from '@ajanda/contracts/forms/form-model'
import type { WebformClaim, WebformClaimResponse } from '@ajanda/contracts/webform-claim.contract'
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import type { Tx } from '../../platform/db'
import { NotFoundError, WordedError } from '../../platform/errors'
import { moveSeats, NO_SEATS, releaseSeats, type SeatIds, wantedSeats } from '../attendees/attendee-seats'
import { attendeeAnswers, attendeeHistory, attendees, attendeeWaitlist } from '../attendees/attendees.table'
import { FormAssembly } from '../forms/form-view'
import { createFormsRepository, type FormRow } from '../forms/forms.repository'
import { formFieldOptions, formFields, formFlightOptions, forms } from '../forms/forms.table'
import { projects } from '../projects/projects.table'
import { createWebformMail, mailLocale } from './webform-mail'
import { withDeadlockRetry } from './webform-submit'

/**
 * Waiting-list offers (event-side.md section 2; issue 21 item 3). attendee-seats.ts onSeatsFreed holds a
 * freed seat for the oldest waiting entry (OFFERED, claim code, 48 hours); the person claims it here
 * through the mailed link, or the offer expires and the seat passes to the next in line.
 */

const MESSAGES = {
  tr: {
    claimed: 'Yer sizin. Kaydınız tamamlandı.',
    claimed_waiting: 'Yer sizin. Beklediğiniz başka bir seçenek için bekleme listesindesiniz.',
    claim_expired: 'Bu teklifin süresi doldu; yer sıradaki kişiye geçti.',
    claim_taken: 'Bu yer zaten alındı.',
  },
  en: {
    claimed: 'The place is yours. Your registration is complete.',
    claimed_waiting: 'The place is yours. You are still on the waiting list for another option.',
    claim_expired: 'This offer has expired; the place passed to the next person waiting.',
    claim_taken: 'This place has already been taken.',
  },
} as const
type ClaimMessageKey = keyof (typeof MESSAGES)['tr']
const message = (locale: Locale, key: ClaimMessageKey) => MESSAGES[mailLocale(locale)][key]

/** 422 with a `code` the page reads: claim_expired (expired, left) or claim_taken (already claimed). */
function claimError(locale: Locale, status: string) {
  const code: ClaimMessageKey = status === 'CLAIMED' ? 'claim_taken' : 'claim_expired'
  return new WordedError(422, () => message(locale, code), { code })
}

type Entry = typeof attendeeWaitlist.$inferSelect
const isOpen = (entry: Entry, now: Date) =>
  entry.status === 'OFFERED' && entry.claim_expires_at !== null && entry.claim_expires_at > now

async function entryByCode(db: AppContext['db'] | Tx, code: string, lock = false) {
  const query = db.select().from(attendeeWaitlist).where(eq(attendeeWaitlist.claim_code, code)).limit(1)
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

export function createWebformClaimService(ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>) {
  const mail = createWebformMail(ctx)

  async function formOf(formId: number): Promise<FormRow> {
    const [form] = await ctx.db.select().from(forms).where(eq(forms.id, formId))
    if (!form) throw new NotFoundError()
    return form
  }

  async function detailOf(form: FormRow, locale: Locale): Promise<FormDetail> {
    return new FormAssembly(await createFormsRepository(ctx.db).load(form)).detail(locale)
  }

  return {
    /** GET /webform/claim/{code}: what is offered and until when. */
    async read(code: string, locale: Locale): Promise<WebformClaim> {
      const entry = await entryByCode(ctx.db, code)
      if (!entry) throw new NotFoundError()
      if (!isOpen(entry, new Date())) throw claimError(locale, entry.status)
      const form = await formOf(entry.form_id)
      const [attendee] = await ctx.db.select().from(attendees).where(eq(attendees.id, entry.attendee_id))
      if (!attendee) throw new NotFoundError()
      const language = mailLocale(attendee.language)
      const [project] = await ctx.db
        .select({ name: projects.name, starts_at: projects.starts_at, ends_at: projects.ends_at })
        .from(projects)
        .where(eq(projects.id, form.project_id ?? 0))
      let optionText: string | null = null
      if (entry.option_id !== null) {
        const [option] = await ctx.db
          .select({ text: formFieldOptions.option_text })
          .from(formFieldOptions)
          .where(eq(formFieldOptions.id, entry.option_id))
        optionText = option ? textIn(option.text, language) : null
      } else if (entry.flight_option_id !== null) {
        const [field] = await ctx.db
          .select({ title: formFields.title })
          .from(formFlightOptions)
          .innerJoin(formFields, eq(formFields.id, formFlightOptions.field_id))
          .where(eq(formFlightOptions.id, entry.flight_option_id))
        optionText = field ? textIn(field.title, language) : null
      }
      return {
        form: { name: form.name, slug: form.slug },
        project: project ?? null,
        first_name: attendee.first_name,
        last_name: attendee.last_name,
        option_text: optionText,
        expires_at: (entry.claim_expires_at as Date).toISOString(),
        locale: language,
      }
    },

    /**
     * POST /webform/claim/{code}: in one transaction the entry becomes CLAIMED and the attendee's answer
     * gets the offered seat, which the offer already holds (it is not taken again). A place on the form
     * itself also takes the seats of the options the answers choose; a full one joins its waiting list.
     */
    async claim(code: string, requestLocale: Locale): Promise<WebformClaimResponse> {
      const found = await entryByCode(ctx.db, code)
      if (!found) throw new NotFoundError()
      if (!isOpen(found, new Date())) throw claimError(requestLocale, found.status)
      const form = await formOf(found.form_id)
      const [person] = await ctx.db
        .select({ language: attendees.language })
        .from(attendees)
        .where(eq(attendees.id, found.attendee_id))
      const locale = mailLocale(person?.language ?? requestLocale)
      const detail = await detailOf(form, locale)
      return withDeadlockRetry(() =>
        ctx.db.transaction(async (tx) => {
          // The attendee first, as a submission locks them, then the entry (re-checked under its lock).
          const [attendee] = await tx
            .select()
            .from(attendees)
            .where(eq(attendees.id, found.attendee_id))
            .for('update')
          const entry = await entryByCode(tx, code, true)
          if (!attendee || !entry) throw new NotFoundError()
          if (!isOpen(entry, new Date())) throw claimError(requestLocale, entry.status)
          const [row] = await tx
            .select()
            .from(attendeeAnswers)
            .where(and(eq(attendeeAnswers.attendee_id, attendee.id), eq(attendeeAnswers.form_id, form.id)))
          const answers: Record<string, unknown> = { ...(row?.answers ?? {}) }
          const held: SeatIds = row?.seats ?? NO_SEATS
          const seats: SeatIds = { options: [...held.options], flight_options: [...held.flight_options] }
          const joined: { option_id: number | null; flight_option_id: number | null }[] = []
          const fields = detail.sections.flatMap((section) => section.fields)

          if (entry.option_id !== null) {
            const optionId = entry.option_id
            const field = fields.find((candidate) =>
              candidate.options.some((option) => option.id === optionId),
            )
            if (field) {
              const key = String(field.id)
              const value = answers[key]
              // The answer already names the waited option (chosen when joining the list); a multiple
              // choice keeps its other options.
              answers[key] = Array.isArray(value)
                ? [...new Set([...value.filter((id) => id !== optionId), optionId])]
                : optionId
            }
            if (!seats.options.includes(optionId)) seats.options.push(optionId)
          } else if (entry.flight_option_id !== null) {
            const optionId = entry.flight_option_id
            const field = fields.find((candidate) => candidate.flight_options.some((o) => o.id === optionId))
            const option = field?.flight_options.find((o) => o.id === optionId)
            if (field && option) answers[String(field.id)] = option.flight_id
            if (!seats.flight_options.includes(optionId)) seats.flight_options.push(optionId)
          } else {
            // A place on the form: the options the answers choose take their seats now (they waited with it).
            const wanted = wantedSeats(detail, answers)
            const take = {
              options: wanted.options.filter((id) => !seats.options.includes(id)),
              flight_options: wanted.flight_options.filter((id) => !seats.flight_options.includes(id)),
            }
            const full = await moveSeats(tx, take, NO_SEATS)
            seats.options.push(...take.options.filter((id) => !full.options.includes(id)))
            seats.flight_options.push(
              ...take.flight_options.filter((id) => !full.flight_options.includes(id)),
            )
            joined.push(
              ...full.options.map((id) => ({ option_id: id, flight_option_id: null })),
              ...full.flight_options.map((id) => ({ option_id: null, flight_option_id: id })),
            )
          }

          await tx
            .update(attendeeWaitlist)
            .set({ status: 'CLAIMED', updated_at: sql`now()` })
            .where(eq(attendeeWaitlist.id, entry.id))
          if (joined.length > 0)
            await tx
              .insert(attendeeWaitlist)
              .values(joined.map((wait) => ({ ...wait, attendee_id: attendee.id, form_id: form.id })))
          const others = await tx
            .select({ id: attendeeWaitlist.id })
            .from(attendeeWaitlist)
            .where(
              and(
                eq(attendeeWaitlist.attendee_id, attendee.id),
                eq(attendeeWaitlist.form_id, form.id),
                ne(attendeeWaitlist.id, entry.id),
                inArray(attendeeWaitlist.status, ['WAITING', 'OFFERED']),
              ),
            )
          const status: AttendeeStatus = others.length > 0 ? 'WAITLISTED' : 'REGISTERED'
          await tx
            .insert(attendeeAnswers)
            .values({ attendee_id: attendee.id, form_id: form.id, answers, seats })
            .onConflictDoUpdate({
              target: [attendeeAnswers.attendee_id, attendeeAnswers.form_id],
              set: { answers, seats, updated_at: sql`now()` },
            })
          await tx
            .update(attendees)
            .set({
              status,
              registered_at:
                status === 'REGISTERED' ? sql`coalesce(${attendees.registered_at}, now())` : undefined,
              updated_at: sql`now()`,
            })
            .where(eq(attendees.id, attendee.id))
          await tx.insert(attendeeHistory).values({
            attendee_id: attendee.id,
            actor_type: 'ATTENDEE',
            actor_name: `${attendee.first_name} ${attendee.last_name}`.trim().slice(0, 150) || null,
            action: 'status',
            changes: {
              form_id: form.id,
              status: [attendee.status, status],
              claimed: { option_id: entry.option_id, flight_option_id: entry.flight_option_id },
              seats,
              ...(joined.length > 0 ? { waitlisted: joined } : {}),
            },
          })
          await mail.confirmation(tx, {
            form,
            detail,
            values: answers,
            locale,
            outcome: status === 'REGISTERED' ? 'REGISTERED' : 'WAITLISTED',
            pcode: attendee.pcode,
          })
          return {
            message: message(requestLocale, status === 'REGISTERED' ? 'claimed' : 'claimed_waiting'),
            status,
            slug: form.slug,
            pcode: attendee.pcode,
            acode: attendee.acode,
          }
        }),
      )
    },
  }
}

/**
 * Offers past their 48 hours become EXPIRED and their held seat passes to the next WAITING entry (a
 * new offer, mailed) or back to the pool when nobody waits: each in its own short transaction. `now`
 * is the clock (the tests pass a later one). Returns how many expired.
 */
export async function expireOffers(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  now = new Date(),
): Promise<number> {
  const mail = createWebformMail(ctx)
  const due = await ctx.db
    .select({ id: attendeeWaitlist.id })
    .from(attendeeWaitlist)
    .where(and(eq(attendeeWaitlist.status, 'OFFERED'), lte(attendeeWaitlist.claim_expires_at, now)))
    .orderBy(asc(attendeeWaitlist.claim_expires_at), asc(attendeeWaitlist.id))
    .limit(500)
  let expired = 0
  for (const { id } of due) {
    const done = await withDeadlockRetry(() =>
      ctx.db.transaction(async (tx) => {
        const [entry] = await tx
          .select()
          .from(attendeeWaitlist)
          .where(eq(attendeeWaitlist.id, id))
          .for('update', { skipLocked: true })
        if (entry?.status !== 'OFFERED' || !entry.claim_expires_at || entry.claim_expires_at > now)
          return false
        await tx
          .update(attendeeWaitlist)
          .set({ status: 'EXPIRED', updated_at: sql`now()` })
          .where(eq(attendeeWaitlist.id, entry.id))
        const seat = {
          options: entry.option_id !== null ? [entry.option_id] : [],
          flight_options: entry.flight_option_id !== null ? [entry.flight_option_id] : [],
          form: entry.option_id === null && entry.flight_option_id === null,
        }
        await releaseSeats(tx, entry.form_id, seat)
        await tx.insert(attendeeHistory).values({
          attendee_id: entry.attendee_id,
          actor_type: 'SYSTEM',
          actor_name: null,
          action: 'offer_expired',
          changes: {
            form_id: entry.form_id,
            offer_expired: { option_id: entry.option_id, flight_option_id: entry.flight_option_id },
          },
        })
        await mail.offersMadeNow(tx, entry.form_id)
        return true
      }),
    )
    if (done) expired++
  }
  return expired
}
