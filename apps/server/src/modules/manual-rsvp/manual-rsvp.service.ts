import type { AttendeeStatus } from '@ajanda/contracts/attendees.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { toEngineForm } from '@ajanda/contracts/forms/form-detail'
import { formShapeSchema } from '@ajanda/contracts/forms/form-model'
import { validateAnswers } from '@ajanda/contracts/forms/validate-answers'
import {
  MANUAL_RSVP_DEFAULT_DAYS,
  type ManualRsvpAccess,
  type ManualRsvpAccessCreated,
  type ManualRsvpForm,
  type ManualRsvpInvitee,
  type ManualRsvpLoginResponse,
  type ManualRsvpSubmitResponse,
  type manualRsvpAccessInputSchema,
  type manualRsvpInviteeQuerySchema,
  type manualRsvpSubmitInputSchema,
} from '@ajanda/contracts/manual-rsvp.contract'
import { and, asc, count, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { newSecret, sha256 } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import { NotFoundError, WordedError } from '../../platform/errors'
import { paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import { byteOrder, containsPattern } from '../../platform/text-search'
import { loadEngineColumns } from '../attendees/attendee-columns'
import { attendeeAnswers, attendees } from '../attendees/attendees.table'
import { visibleProjectId } from '../flights/visible-project'
import { createFormCore } from '../forms/form-core'
import { createFormsRepository, type FormRow } from '../forms/forms.repository'
import { forms } from '../forms/forms.table'
import { projects } from '../projects/projects.table'
import { users } from '../users/users.table'
import { createWebformRepository } from '../webform/webform.repository'
import { shownAnswers, storedValues } from '../webform/webform-answers'
import { createWebformMail, mailLocale } from '../webform/webform-mail'
import { webformError, webformMessage } from '../webform/webform-messages'
import { submitInTransaction, withDeadlockRetry } from '../webform/webform-submit'
import { windowOf } from '../webform/webform-window'
import { manualRsvpAccesses, manualRsvpSessions } from './manual-rsvp.table'
import { manualRsvpFieldError } from './manual-rsvp-messages'
import { type HelperSession, openHelperSession } from './manual-rsvp-session'

type AccessInput = z.output<typeof manualRsvpAccessInputSchema>
type InviteeQuery = z.output<typeof manualRsvpInviteeQuerySchema>
type SubmitInput = z.output<typeof manualRsvpSubmitInputSchema>

const DAY_MS = 24 * 3600 * 1000

/**
 * Manual RSVP (event-side.md section 2): staff hand an outside helper a login link for one project's
 * `mma` form; the helper, signed in with a session of its own, answers for the project's invitees
 * through the public form's submission (seats, waiting list, history), recorded with the helper's name.
 */
export function createManualRsvpService(ctx: AppContext) {
  const core = createFormCore(ctx)
  const webforms = createWebformRepository(ctx.db)
  const mail = createWebformMail(ctx)

  async function accessRows(companyId: number, projectId: number, accessId?: number) {
    const rows = await ctx.db
      .select({ access: manualRsvpAccesses, form_name: forms.name, created_by_name: users.full_name })
      .from(manualRsvpAccesses)
      .innerJoin(forms, eq(forms.id, manualRsvpAccesses.form_id))
      .leftJoin(users, eq(users.id, manualRsvpAccesses.created_by))
      .where(
        and(
          eq(manualRsvpAccesses.event_company_id, companyId),
          eq(manualRsvpAccesses.project_id, projectId),
          accessId === undefined ? undefined : eq(manualRsvpAccesses.id, accessId),
        ),
      )
      .orderBy(desc(manualRsvpAccesses.created_at), desc(manualRsvpAccesses.id))
    const now = Date.now()
    return rows.map(
      ({ access, form_name, created_by_name }): ManualRsvpAccess => ({
        id: access.id,
        name: access.name,
        form: { id: access.form_id, name: form_name },
        expires_at: access.expires_at.toISOString(),
        revoked_at: access.revoked_at?.toISOString() ?? null,
        active: access.revoked_at === null && access.expires_at.getTime() > now,
        created_by_name,
        created_at: access.created_at.toISOString(),
      }),
    )
  }

  /** The helper's form: the access's `mma` form of its project. */
  async function helperForm(helper: HelperSession): Promise<FormRow> {
    const form = await createFormsRepository(ctx.db).findById(
      helper.access.event_company_id,
      helper.access.form_id,
    )
    if (!form || form.project_id !== helper.access.project_id) throw new NotFoundError()
    return form
  }

  /** The attendee of the form's (the access's) project with this personal code. */
  async function helperAttendee(form: FormRow, code: string) {
    const attendee = await webforms.attendeeByPcode(form, code)
    if (!attendee) throw new NotFoundError()
    return attendee
  }

  return {
    // ---- staff

    async list(auth: AuthState, projectId: number): Promise<ManualRsvpAccess[]> {
      const id = await visibleProjectId(ctx, auth, projectId)
      return accessRows(auth.user.event_company_id, id)
    },

    async create(auth: AuthState, projectId: number, input: AccessInput): Promise<ManualRsvpAccessCreated> {
      const id = await visibleProjectId(ctx, auth, projectId)
      const companyId = auth.user.event_company_id
      const [form] = await ctx.db
        .select({ id: forms.id })
        .from(forms)
        .where(
          and(
            eq(forms.id, input.form_id),
            eq(forms.event_company_id, companyId),
            eq(forms.project_id, id),
            eq(forms.form_type, 'mma'),
          ),
        )
      if (!form) throw manualRsvpFieldError('form_id', 'not_mma')
      const expires = input.expires_at
        ? new Date(input.expires_at)
        : new Date(Date.now() + MANUAL_RSVP_DEFAULT_DAYS * DAY_MS)
      if (expires.getTime() <= Date.now()) throw manualRsvpFieldError('expires_at', 'past_expiry')
      const token = newSecret()
      const [row] = await ctx.db
        .insert(manualRsvpAccesses)
        .values({
          event_company_id: companyId,
          project_id: id,
          form_id: form.id,
          name: input.name,
          token_hash: sha256(token),
          expires_at: expires,
          created_by: auth.user.id,
        })
        .returning({ id: manualRsvpAccesses.id })
      const [data] = await accessRows(companyId, id, row?.id as number)
      return {
        data: data as ManualRsvpAccess,
        token,
        login_url: `${ctx.config.appUrl}/manuel-rsvp/${token}/login`,
      }
    },

    /** Revokes the access and ends its sessions (revoking twice keeps the first moment). */
    async revoke(auth: AuthState, projectId: number, accessId: number): Promise<ManualRsvpAccess> {
      const id = await visibleProjectId(ctx, auth, projectId)
      const companyId = auth.user.event_company_id
      const [found] = await accessRows(companyId, id, accessId)
      if (!found) throw new NotFoundError()
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(manualRsvpAccesses)
          .set({ revoked_at: sql`now()`, updated_at: sql`now()` })
          .where(and(eq(manualRsvpAccesses.id, accessId), isNull(manualRsvpAccesses.revoked_at)))
        await tx.delete(manualRsvpSessions).where(eq(manualRsvpSessions.access_id, accessId))
      })
      const [data] = await accessRows(companyId, id, accessId)
      return data as ManualRsvpAccess
    },

    // ---- helper

    /** POST /manuel-rsvp/login: the link's token opens a session until the access ends. */
    async login(token: string): Promise<ManualRsvpLoginResponse> {
      const [row] = await ctx.db
        .select({ access: manualRsvpAccesses, project_code: projects.code, project_name: projects.name })
        .from(manualRsvpAccesses)
        .innerJoin(projects, eq(projects.id, manualRsvpAccesses.project_id))
        .where(
          and(
            eq(manualRsvpAccesses.token_hash, sha256(token)),
            isNull(manualRsvpAccesses.revoked_at),
            gt(manualRsvpAccesses.expires_at, sql`now()`),
          ),
        )
        .limit(1)
      if (!row) throw manualRsvpFieldError('token', 'invalid_link')
      const helper: HelperSession = { sessionId: 0, access: row.access }
      const form = await helperForm(helper).catch(() => {
        throw manualRsvpFieldError('token', 'invalid_link')
      })
      const session = await openHelperSession(ctx.db, row.access)
      return {
        token: session,
        user: {
          name: row.access.name,
          project: { code: row.project_code, name: row.project_name },
          form: { id: form.id, name: form.name },
        },
      }
    },

    /** GET /manuel-rsvp/form: the project's attendees, whether each answered the helper's form. */
    async invitees(helper: HelperSession, query: InviteeQuery, path: string) {
      const { access } = helper
      const answer = sql`(select ${attendeeAnswers.helper_name} from ${attendeeAnswers}
        where ${attendeeAnswers.attendee_id} = ${attendees.id} and ${attendeeAnswers.form_id} = ${access.form_id})`
      const answered = sql`exists (select 1 from ${attendeeAnswers}
        where ${attendeeAnswers.attendee_id} = ${attendees.id} and ${attendeeAnswers.form_id} = ${access.form_id})`
      const conditions: (SQL | undefined)[] = [
        eq(attendees.event_company_id, access.event_company_id),
        eq(attendees.project_id, access.project_id),
      ]
      const term = query.search?.trim()
      if (term) {
        const name = containsPattern(foldTurkish(term))
        const plain = containsPattern(term.toLocaleLowerCase('tr-TR'))
        conditions.push(
          sql`(${attendees.name_search} like ${name} or lower(${attendees.company}) like ${plain})`,
        )
      }
      if (query.status) conditions.push(eq(attendees.status, query.status))
      if (query.answered === '1') conditions.push(answered)
      if (query.answered === '0') conditions.push(sql`not ${answered}`)
      const where = and(...conditions)
      const [rows, totals] = await Promise.all([
        ctx.db
          .select({
            code: attendees.pcode,
            first_name: attendees.first_name,
            last_name: attendees.last_name,
            company: attendees.company,
            status: attendees.status,
            answered: sql<boolean>`${answered}`,
            helper_name: sql<string | null>`${answer}`,
          })
          .from(attendees)
          .where(where)
          .orderBy(
            // Attendees registered without a name (a form with no name field) come after the named ones.
            sql`(${attendees.first_name} = '' and ${attendees.last_name} = '')`,
            byteOrder(attendees.name_search),
            asc(attendees.id),
          )
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
        ctx.db.select({ total: count() }).from(attendees).where(where),
      ])
      const data = rows.map(
        (row): ManualRsvpInvitee => ({
          ...row,
          status: row.status as AttendeeStatus,
          answered: Boolean(row.answered),
        }),
      )
      return paginated(data, totals[0]?.total ?? 0, { page: query.page, pageSize: query.page_size }, path, {
        ...query,
      })
    },

    /** GET /manuel-rsvp/form/{code}: the form with the attendee's columns and earlier answers. */
    async form(helper: HelperSession, code: string, locale: Locale): Promise<ManualRsvpForm> {
      const form = await helperForm(helper)
      const attendee = await helperAttendee(form, code)
      const [assembly, columns, answers, remaining] = await Promise.all([
        core.assemble(form),
        loadEngineColumns(ctx.db, attendee),
        webforms.answersOf(attendee.id, form.id),
        webforms.remaining(form.id),
      ])
      const detail = assembly.detail(locale)
      const passwords = detail.sections.flatMap((section) =>
        section.fields.filter((field) => field.type === 'password').map((field) => field.id),
      )
      const answered = answers !== null && attendee.status !== 'CANCELLED'
      const window = windowOf(form, new Date())
      return {
        form: detail,
        remaining,
        is_open: answered ? window.canEdit : window.open,
        attendee: {
          code: attendee.pcode,
          first_name: attendee.first_name,
          last_name: attendee.last_name,
          status: attendee.status as AttendeeStatus,
          columns,
          answers: shownAnswers(passwords, answers?.answers ?? {}),
          answered,
        },
      }
    },

    /** POST /manuel-rsvp/form/{code}: checked by the engine, then the public form's submission. */
    async submit(helper: HelperSession, code: string, input: SubmitInput): Promise<ManualRsvpSubmitResponse> {
      const { locale } = input
      const form = await helperForm(helper)
      const attendee = await helperAttendee(form, code)
      if (form.status !== 'published') throw webformError(403, locale, 'form_closed')
      const detail = (await core.assemble(form)).detail(locale)
      const engine = formShapeSchema.parse(toEngineForm(detail))
      const check = validateAnswers(engine, input.answers, await loadEngineColumns(ctx.db, attendee), locale)
      if (!check.ok) throw new WordedError(422, () => check.message, { errors: check.errors })
      const work = {
        form,
        detail,
        pcode: code,
        input: { answers: input.answers, locale, waitlist: false },
        values: check.values,
        stored: await storedValues(detail, check.values),
        helper: { name: helper.access.name },
      }
      // The invitee gets the mails a public submission sends (in their own language when known).
      const mailInput = {
        form,
        detail,
        values: check.values,
        locale: mailLocale(attendee.language ?? locale),
      }
      const result = await withDeadlockRetry(() =>
        ctx.db.transaction(async (tx) => {
          const done = await submitInTransaction(tx, work)
          await mail.afterSubmit(tx, mailInput, done)
          return done
        }),
      )
      return { message: webformMessage(locale, result.messageKey), status: result.status }
    },
  }
}
export type ManualRsvpService = ReturnType<typeof createManualRsvpService>
