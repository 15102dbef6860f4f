import type { AttendeeStatus } from '@ajanda/contracts/attendees.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { validateAnswers } from '@ajanda/contracts/forms/validate-answers'
import type {
  RemainingSeats,
  WebformSubmitResponse,
  webformSubmitInputSchema,
} from '@ajanda/contracts/webform.contract'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { NotFoundError, WordedError } from '../../platform/errors'
import { createSeatFolder } from '../attendees/seat-deltas'
import { createFormDetailCache } from '../forms/form-detail-cache'
import { FormAssembly } from '../forms/form-view'
import { createFormsRepository, type FormRow } from '../forms/forms.repository'
import { formFields } from '../forms/forms.table'
import { type AttendeeRow, createWebformRepository } from './webform.repository'
import { shownAnswers, storedValues } from './webform-answers'
import { captchaError, shownCaptchaFields, webformCaptchaOf } from './webform-captcha'
import { deleteDraftsOnSubmit } from './webform-draft'
import { createWebformMail } from './webform-mail'
import { webformError, webformMessage } from './webform-messages'
import { createSubmitModelCache } from './webform-model-cache'
import { createWebformRoomMates } from './webform-room-mates'
import { SameEmailRefusal, sameEmailHolder } from './webform-same-email'
import { cancelInTransaction, submitInTransaction, withDeadlockRetry } from './webform-submit'
import { createWebformUploads } from './webform-upload'
import { type Window, windowOf } from './webform-window'

type SubmitInput = z.output<typeof webformSubmitInputSchema>

/**
 * The public form (event-side.md section 2; staff-app.md `/webform/{slug}[/{pcode}]`): no login, the
 * slug names the form and the personal code the attendee. A draft, an unknown slug or code, a PERSONAL
 * form without a code and a code of another project all answer 404 alike.
 */
export function createWebformService(ctx: AppContext) {
  const repository = createWebformRepository(ctx.db)
  // The forms module's cache of serialized forms (keyed on the form's version and answers_count).
  const details = createFormDetailCache()
  const mail = createWebformMail(ctx)
  const captcha = webformCaptchaOf(ctx.db)
  const uploads = createWebformUploads(ctx)
  const roomMates = createWebformRoomMates(ctx)
  // The form a submission is checked against (webform-model-cache.ts) and the background fold of the
  // counters its submissions move (attendees/seat-deltas.ts).
  const models = createSubmitModelCache()
  const seatFolds = createSeatFolder(ctx.db, (error) => console.error('seat fold failed', error))

  async function formOf(slug: string): Promise<FormRow> {
    const form = await repository.formBySlug(slug)
    if (!form) throw new NotFoundError()
    return form
  }

  async function attendeeOf(form: FormRow, pcode: string | undefined): Promise<AttendeeRow | null> {
    if (pcode === undefined) {
      if (form.type === 'PERSONAL') throw new NotFoundError()
      return null
    }
    const attendee = await repository.attendeeByPcode(form, pcode)
    if (!attendee) throw new NotFoundError()
    return attendee
  }

  async function detailOf(form: FormRow, locale: Locale): Promise<FormDetail> {
    return new FormAssembly(await createFormsRepository(ctx.db).load(form)).detail(locale)
  }

  async function personal(form: FormRow, attendee: AttendeeRow, window: Window) {
    const [columns, answers, passwords, roomMate] = await Promise.all([
      repository.columnsOf(attendee),
      repository.answersOf(attendee.id, form.id),
      ctx.db
        .select({ id: formFields.id })
        .from(formFields)
        .where(and(eq(formFields.form_id, form.id), eq(formFields.type, 'password'))),
      roomMates.shown(form.id, attendee),
    ])
    const earlier = answers?.answers ?? {}
    const shown = shownAnswers(
      passwords.map((row) => row.id),
      earlier,
    )
    return {
      first_name: attendee.first_name,
      last_name: attendee.last_name,
      status: attendee.status as AttendeeStatus,
      columns,
      answers: shown,
      can_edit: window.canEdit,
      room_mate: roomMate,
      answered: answers !== null && attendee.status !== 'CANCELLED',
    }
  }

  /** The answer of GET /webform/{slug}[/{pcode}] read now. */
  async function loadFresh(slug: string, pcode: string | undefined, locale: Locale): Promise<Buffer> {
    const form = await formOf(slug)
    const attendee = await attendeeOf(form, pcode)
    const [body, context] = await Promise.all([
      details.read(form, locale, () => detailOf(form, locale)),
      repository.contextAndRemaining(form),
    ])
    const { remaining } = context
    const window = windowOf(form, new Date())
    const person = attendee ? await personal(form, attendee, window) : null
    let closedReason = window.closedReason
    // A full form is closed to newcomers; whoever already holds a place may still change answers.
    if (!closedReason && remaining.form === 0 && !person?.answered) closedReason = 'full'
    const { answered: _answered, ...attendeeOut } = person ?? { answered: false }
    const rest = {
      project: context.project,
      branding: {
        company_name: context.company?.name ?? '',
        logo: context.company?.logo ? ctx.storage.url(context.company.logo) : null,
        main_color: context.company?.main_color ?? null,
        secondary_color: context.company?.secondary_color ?? null,
      },
      remaining,
      is_open: closedReason === null,
      closed_reason: closedReason,
      attendee: person ? attendeeOut : null,
    }
    return Buffer.concat([Buffer.from('{"form":'), body, Buffer.from(`,${JSON.stringify(rest).slice(1)}`)])
  }

  return {
    /** The form of a slug and the attendee of a personal code (404 alike when unknown): for the extras' routes. */
    async open(slug: string, pcode: string | undefined) {
      const form = await formOf(slug)
      return { form, attendee: await attendeeOf(form, pcode) }
    },
    detailOf,
    /** The form of a slug, whatever its type (a draft, unknown or ambiguous slug is 404). */
    form: formOf,

    /**
     * GET /webform/{slug}[/{pcode}]: the form bytes from the cache, the rest read fresh; without a
     * personal code the whole answer is the same for everyone and kept a moment (public-page-cache.ts).
     */
    async load(slug: string, pcode: string | undefined, locale: Locale): Promise<Buffer> {
      if (pcode === undefined)
        return ctx.publicPages.get(`webform\u0000${slug}\u0000${locale}`, () =>
          loadFresh(slug, pcode, locale),
        )
      return loadFresh(slug, pcode, locale)
    },

    /** POST /webform/{slug}[/{pcode}]: checked by the engine, then taken in one transaction. */
    async submit(
      slug: string,
      pcode: string | undefined,
      input: SubmitInput,
      draftCode?: string,
    ): Promise<WebformSubmitResponse> {
      const locale = input.locale
      // The event comes with the form: the confirmation mail names it (webform-mail.ts).
      const found = await repository.formAndEventBySlug(slug)
      if (!found) throw new NotFoundError()
      const { form, event } = found
      const attendee = await attendeeOf(form, pcode)
      if (form.status !== 'published') throw webformError(403, locale, 'form_closed')
      const { detail, engine } = await models.read(form, locale, () => detailOf(form, locale))
      const columns = attendee ? await repository.columnsOf(attendee) : null
      const check = validateAnswers(engine, input.answers, columns, locale)
      if (!check.ok) throw new WordedError(422, () => check.message, { errors: check.errors })
      // Files must be this form's uploads (webform-upload.ts); a shown captcha's work is checked and
      // its challenge used up, given back when the submission fails after all (webform-captcha.ts).
      const earlier = attendee ? ((await repository.answersOf(attendee.id, form.id))?.answers ?? {}) : {}
      await uploads.checkAnswers(form, detail, check.values, earlier)
      const releases: (() => void)[] = []
      const releaseAll = () => {
        for (const release of releases) release()
      }
      for (const fieldId of shownCaptchaFields(detail, check.visibility)) {
        const release = await captcha.take(form.id, input.answers[String(fieldId)])
        if (!release) {
          releaseAll()
          throw captchaError([fieldId])
        }
        releases.push(release)
      }
      const stored = await storedValues(detail, check.values)
      const work = {
        form,
        detail,
        attendeeId: attendee?.id ?? null,
        pcode,
        input,
        values: check.values,
        stored,
      }
      // The confirmation and any waiting-list offer's mail are queued in the same transaction (webform-mail.ts).
      const result = await withDeadlockRetry(() =>
        ctx.db.transaction(async (tx) => {
          // The drafts go before the seats are taken (they do not depend on them): the shared counters are
          // locked as late as possible (webform-submit.ts).
          // A PUBLIC form takes one registration per e-mail and project (decisions/0036).
          if (attendee === null) {
            const holder = await sameEmailHolder(tx, form, detail, check.values)
            if (holder) throw new SameEmailRefusal(holder)
          }
          const done = await submitInTransaction(tx, work, () =>
            deleteDraftsOnSubmit(tx, form.id, pcode, draftCode),
          )
          // Room mates (webform-room-mates.ts): a chosen mate is checked (422) and paired or asked.
          await roomMates.afterSubmit(tx, {
            form,
            detail,
            values: check.values,
            visibleFields: check.visibility.fields,
            pcode: done.pcode,
            locale,
          })
          await mail.afterSubmit(tx, { form, detail, values: check.values, locale, event }, done)
          return done
        }),
      ).catch(async (error: unknown) => {
        releaseAll()
        if (!(error instanceof SameEmailRefusal)) throw error
        await mail.personalLinkAgain(form, error.holder, locale)
        const message = webformMessage(locale, 'already_registered')
        throw new WordedError(422, () => message, {
          code: 'already_registered',
          errors: { [`answers.${error.holder.fieldId}`]: [message] },
        })
      })
      seatFolds.schedule(form.id)
      const remaining: RemainingSeats = await repository.remaining(form.id)
      return {
        message: webformMessage(locale, result.messageKey),
        status: result.status,
        pcode: result.pcode,
        acode: result.acode,
        confirmation_text: form.confirmation_text
          ? (form.confirmation_text[locale] ?? form.confirmation_text.tr ?? null)
          : null,
        remaining,
      }
    },

    /** POST /webform/{slug}/{pcode}/cancel: before the edit deadline; the seats go back (or to the queue). */
    async cancel(slug: string, pcode: string, locale: Locale) {
      const form = await formOf(slug)
      await attendeeOf(form, pcode)
      const status = await withDeadlockRetry(() =>
        ctx.db.transaction(async (tx) => {
          const cancelled = await cancelInTransaction(tx, form, pcode, locale)
          await mail.cancellation(tx, form, pcode, locale)
          await mail.offersMadeNow(tx, form.id)
          return cancelled
        }),
      )
      seatFolds.schedule(form.id)
      return { message: webformMessage(locale, 'cancelled'), status }
    },
  }
}
