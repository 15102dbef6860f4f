import type { FormType } from '@ajanda/contracts/forms/form-model'
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { executePrepared } from '../../platform/prepared-query'
import { projectFlights } from '../flights/flights.table'
import { projects } from '../projects/projects.table'
import {
  formAttendeeListMatches,
  formFieldOptions,
  formFields,
  formFlightOptions,
  formRules,
  formSections,
  forms,
} from './forms.table'

export type FormRow = typeof forms.$inferSelect
export type SectionRow = typeof formSections.$inferSelect
export type FieldRow = typeof formFields.$inferSelect
export type OptionRow = typeof formFieldOptions.$inferSelect
export type RuleRow = typeof formRules.$inferSelect
export type MatchRow = typeof formAttendeeListMatches.$inferSelect
export type FlightOptionRow = typeof formFlightOptions.$inferSelect & {
  departure_airport_code: string
  airline_code: string
  flight_code: string
  flight_date: string
}

/** Everything of one form, read with a fixed number of queries (one per table, by form). */
export interface FormRows {
  form: FormRow
  projectCode: string | null
  sections: SectionRow[]
  fields: FieldRow[]
  options: OptionRow[]
  rules: RuleRow[]
  flightOptions: FlightOptionRow[]
  matches: MatchRow[]
}

/** The reads of forms; the company condition is always the caller's. */
export function createFormsRepository(db: DbOrTx) {
  return {
    async findById(companyId: number, id: number): Promise<FormRow | undefined> {
      const [row] = await db
        .select()
        .from(forms)
        .where(and(eq(forms.event_company_id, companyId), eq(forms.id, id)))
        .limit(1)
      return row
    },

    async findByCode(companyId: number, code: string): Promise<FormRow | undefined> {
      const [row] = await db
        .select()
        .from(forms)
        .where(and(eq(forms.event_company_id, companyId), eq(forms.code, code)))
        .limit(1)
      return row
    },

    /** The form a field belongs to (the field's company is the form's). */
    async findByFieldId(companyId: number, fieldId: number): Promise<FormRow | undefined> {
      const [row] = await db
        .select({ form: forms })
        .from(formFields)
        .innerJoin(forms, eq(forms.id, formFields.form_id))
        .where(and(eq(forms.event_company_id, companyId), eq(formFields.id, fieldId)))
        .limit(1)
      return row?.form
    },

    async briefForm(companyId: number): Promise<FormRow | undefined> {
      const [row] = await db
        .select()
        .from(forms)
        .where(
          and(eq(forms.event_company_id, companyId), eq(forms.form_type, 'brief'), isNull(forms.project_id)),
        )
        .orderBy(asc(forms.id))
        .limit(1)
      return row
    },

    /** The summaries' rows: the form, its project's code and its counts. */
    async list(companyId: number, filter: { projectId?: number; formType?: FormType; visible?: SQL }) {
      return db
        .select({
          form: forms,
          project_code: projects.code,
          sections_count: sql<number>`(select count(*)::int from ${formSections} where ${formSections.form_id} = ${forms.id})`,
          fields_count: sql<number>`(select count(*)::int from ${formFields} where ${formFields.form_id} = ${forms.id})`,
        })
        .from(forms)
        .leftJoin(projects, eq(projects.id, forms.project_id))
        .where(
          and(
            eq(forms.event_company_id, companyId),
            filter.projectId ? eq(forms.project_id, filter.projectId) : undefined,
            filter.formType ? eq(forms.form_type, filter.formType) : undefined,
            filter.visible ? or(isNull(forms.project_id), filter.visible) : undefined,
          ),
        )
        .orderBy(desc(forms.updated_at), desc(forms.id))
    },

    async slugsLike(companyId: number, base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: forms.slug })
        .from(forms)
        .where(and(eq(forms.event_company_id, companyId), sql`${forms.slug} like ${`${base}%`}`))
      return new Set(rows.map((row) => row.slug))
    },

    async slugTaken(companyId: number, slug: string, exceptId: number): Promise<boolean> {
      const rows = await db
        .select({ id: forms.id })
        .from(forms)
        .where(
          and(eq(forms.event_company_id, companyId), eq(forms.slug, slug), sql`${forms.id} <> ${exceptId}`),
        )
        .limit(1)
      return rows.length > 0
    },

    async projectCode(projectId: number | null): Promise<string | null> {
      if (!projectId) return null
      const [row] = await db.select({ code: projects.code }).from(projects).where(eq(projects.id, projectId))
      return row?.code ?? null
    },

    /**
     * The whole form in one statement and one round trip, whatever its size: the project's code and
     * each table's rows of the form as JSON arrays in display order (a transaction's reads too).
     */
    async load(form: FormRow): Promise<FormRows> {
      const formId = form.id
      const fields = sql`(select ${formFields.id} from ${formFields} where ${formFields.form_id} = ${formId})`
      const statement = sql`select json_build_object(
        'project_code', (select ${projects.code} from ${projects} where ${projects.id} = ${form.project_id ?? 0}),
        'sections', coalesce((select json_agg(s order by s.sort_order, s.id) from ${formSections} s
          where s.form_id = ${formId}), '[]'),
        'fields', coalesce((select json_agg(f order by f.sort_order, f.id) from ${formFields} f
          where f.form_id = ${formId}), '[]'),
        'options', coalesce((select json_agg(o order by o.sort_order, o.id) from ${formFieldOptions} o
          where o.field_id in ${fields}), '[]'),
        'rules', coalesce((select json_agg(r order by r.id) from ${formRules} r
          where r.form_id = ${formId}), '[]'),
        'flight_options', coalesce((select json_agg(json_build_object(
            'id', o.id, 'field_id', o.field_id, 'flight_id', o.flight_id, 'quota_available', o.quota_available,
            'departure_airport_code', p.departure_airport_code, 'airline_code', p.airline_code,
            'flight_code', p.flight_code, 'flight_date', p.flight_date::text
          ) order by p.flight_date, o.id)
          from ${formFlightOptions} o join ${projectFlights} p on p.id = o.flight_id
          where o.field_id in ${fields}), '[]'),
        'matches', coalesce((select json_agg(m order by m.id) from ${formAttendeeListMatches} m
          where m.form_id = ${formId}), '[]')
      )::text as body`
      const [row] = await executePrepared<{ body: string }>(db, statement)
      const parsed = JSON.parse(row?.body ?? '{}') as {
        project_code: string | null
        sections: SectionRow[]
        fields: FieldRow[]
        options: OptionRow[]
        rules: RuleRow[]
        flight_options: FlightOptionRow[]
        matches: MatchRow[]
      }
      return {
        form,
        projectCode: parsed.project_code ?? null,
        sections: parsed.sections,
        fields: parsed.fields,
        options: parsed.options,
        rules: parsed.rules,
        flightOptions: parsed.flight_options,
        matches: parsed.matches,
      }
    },
  }
}
export type FormsRepository = ReturnType<typeof createFormsRepository>
