import type { RemainingSeats } from '@ajanda/contracts/webform.contract'
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { executePrepared } from '../../platform/prepared-query'
import { loadEngineColumns } from '../attendees/attendee-columns'
import { attendeeAnswers, attendees, attendeeWaitlist } from '../attendees/attendees.table'
import { productSeatsLeft } from '../attendees/product-seats'
import { eventCompanies } from '../event-companies/event-companies.table'
import type { FormRow } from '../forms/forms.repository'
import { formFieldOptions, formFields, formFlightOptions, forms } from '../forms/forms.table'
import { projects } from '../projects/projects.table'

export type AttendeeRow = typeof attendees.$inferSelect
export type AnswersRow = typeof attendeeAnswers.$inferSelect

/** Form types a person answers through /webform: the helper-only mma and the company's forms are not. */
const PUBLIC_FORM_TYPES = ['rsvp', 'registration', 'declaration', 'abstract']

const NO_REMAINING = '{"options":{},"flight_options":{},"form":null}'

/** Seats left per option, per flight option and of the form's capacity, as one JSON value. */
const remainingJson = (formId: number) => sql`json_build_object(
  'options', coalesce((select json_object_agg(o.id, least(case when o.quota_available is null then null
      else greatest(o.quota_available - o.quota_allocated, 0) end,
      case when o.product_id is null then null else ${productSeatsLeft(sql`o.product_id`)} end))
    from ${formFieldOptions} o join ${formFields} f on f.id = o.field_id where f.form_id = ${formId}), '{}'),
  'flight_options', coalesce((select json_object_agg(o.id, case when o.quota_available is null then null
      else greatest(o.quota_available - o.quota_allocated, 0) end)
    from ${formFlightOptions} o join ${formFields} f on f.id = o.field_id where f.form_id = ${formId}), '{}'),
  'form', (select case when capacity is null then null else greatest(capacity - answers_count, 0) end
    from ${forms} where id = ${formId})
)`

/** The event a form belongs to, as its mails name it (webform-mail.ts). */
export interface FormEvent {
  name: string
  starts_at: string
  ends_at: string
  city: string | null
}

/** A form a person may answer through /webform with this slug: not a draft, of a public type, in a project. */
const publicFormOf = (slug: string) =>
  and(
    eq(forms.slug, slug),
    ne(forms.status, 'draft'),
    inArray(forms.form_type, PUBLIC_FORM_TYPES),
    sql`${forms.project_id} is not null`,
  )

/** The one form of the candidates: a published one wins over a closed one; two of the same rank are none. */
function onlyCandidate<Row>(rows: Row[], formOf: (row: Row) => FormRow): Row | null {
  const published = rows.filter((row) => formOf(row).status === 'published')
  const candidates = published.length > 0 ? published : rows
  return candidates.length === 1 ? (candidates[0] as Row) : null
}

/** The reads of the public form; every lookup is bound to the form's company and project. */
export function createWebformRepository(db: DbOrTx) {
  return {
    /**
     * The form a public URL names. A slug is unique per company only, and the URL names no company: a
     * published form wins over a closed one; two candidates of the same rank are ambiguous (null → 404).
     */
    async formBySlug(slug: string): Promise<FormRow | null> {
      const rows = await db.select().from(forms).where(publicFormOf(slug)).limit(10)
      return onlyCandidate(rows, (row) => row)
    },

    /**
     * formBySlug's form with its event (the project's name, dates and city) read in the same statement:
     * a submission's confirmation mail names the event, and this spares it a read inside the transaction.
     */
    async formAndEventBySlug(slug: string): Promise<{ form: FormRow; event: FormEvent | null } | null> {
      const rows = await db
        .select({
          form: forms,
          event: {
            name: projects.name,
            starts_at: projects.starts_at,
            ends_at: projects.ends_at,
            city: projects.city,
          },
        })
        .from(forms)
        .leftJoin(
          projects,
          and(eq(projects.id, forms.project_id), eq(projects.event_company_id, forms.event_company_id)),
        )
        .where(publicFormOf(slug))
        .limit(10)
      return onlyCandidate(rows, (row) => row.form)
    },

    /** The attendee of the form's project with this personal code (FOR UPDATE inside a submission). */
    async attendeeByPcode(form: FormRow, pcode: string, lock = false): Promise<AttendeeRow | null> {
      const query = db
        .select()
        .from(attendees)
        .where(
          and(
            eq(attendees.pcode, pcode),
            eq(attendees.event_company_id, form.event_company_id),
            eq(attendees.project_id, form.project_id ?? 0),
          ),
        )
        .limit(1)
      const [row] = lock ? await query.for('update') : await query
      return row ?? null
    },

    async answersOf(attendeeId: number, formId: number): Promise<AnswersRow | null> {
      const [row] = await db
        .select()
        .from(attendeeAnswers)
        .where(and(eq(attendeeAnswers.attendee_id, attendeeId), eq(attendeeAnswers.form_id, formId)))
        .limit(1)
      return row ?? null
    },

    /** The attendee's waiting-list entries of the form still in the queue (WAITING or OFFERED). */
    async activeWaits(attendeeId: number, formId: number) {
      return db
        .select()
        .from(attendeeWaitlist)
        .where(
          and(
            eq(attendeeWaitlist.attendee_id, attendeeId),
            eq(attendeeWaitlist.form_id, formId),
            inArray(attendeeWaitlist.status, ['WAITING', 'OFFERED']),
          ),
        )
        .orderBy(asc(attendeeWaitlist.id))
    },

    /** The attendee as the engine's DB rules and defaults read it (attendee-columns.ts). */
    columnsOf(attendee: AttendeeRow): Promise<Record<string, unknown>> {
      return loadEngineColumns(db, attendee)
    },

    /** Seats left now, read fresh (never from the form cache): per option, per flight option, the form. */
    async remaining(formId: number): Promise<RemainingSeats> {
      const [row] = await executePrepared<{ body: string }>(
        db,
        sql`select ${remainingJson(formId)}::text as body`,
      )
      return JSON.parse(row?.body ?? NO_REMAINING) as RemainingSeats
    },

    /**
     * The event's project, the company's branding and `remaining` in one statement: GET /webform/{slug} reads them on every view, and one
     * round trip instead of three (issue 21 item 10).
     */
    async contextAndRemaining(form: FormRow): Promise<{
      company:
        | { name: string; logo: string | null; main_color: string | null; secondary_color: string | null }
        | undefined
      project: { code: string; name: string; starts_at: string; ends_at: string; city: string | null } | null
      remaining: RemainingSeats
    }> {
      const [row] = await executePrepared<{ body: string }>(
        db,
        sql`select json_build_object(
          'company', (select json_build_object('name', c.name, 'logo', c.logo,
              'main_color', c.export_main_color, 'secondary_color', c.export_secondary_color)
            from ${eventCompanies} c where c.id = ${form.event_company_id}),
          'project', (select json_build_object('code', p.code, 'name', p.name, 'starts_at', p.starts_at,
              'ends_at', p.ends_at, 'city', p.city)
            from ${projects} p where p.id = ${form.project_id ?? 0} and p.event_company_id = ${form.event_company_id}),
          'remaining', ${remainingJson(form.id)}
        )::text as body`,
      )
      const found = JSON.parse(row?.body ?? '{}')
      return {
        company: found.company ?? undefined,
        project: found.project ?? null,
        remaining: found.remaining ?? JSON.parse(NO_REMAINING),
      }
    },
  }
}
export type WebformRepository = ReturnType<typeof createWebformRepository>
