import type { FormType } from '@ajanda/contracts/forms/form-model'
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
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

const fieldsOf = (formId: number) =>
  sql`(select ${formFields.id} from ${formFields} where ${formFields.form_id} = ${formId})`

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

    /** The whole form: seven queries whatever its size. */
    async load(form: FormRow): Promise<FormRows> {
      const formId = form.id
      const [projectCode, sections, fields, options, rules, flightOptions, matches] = await Promise.all([
        this.projectCode(form.project_id),
        db
          .select()
          .from(formSections)
          .where(eq(formSections.form_id, formId))
          .orderBy(asc(formSections.sort_order), asc(formSections.id)),
        db
          .select()
          .from(formFields)
          .where(eq(formFields.form_id, formId))
          .orderBy(asc(formFields.sort_order), asc(formFields.id)),
        db
          .select()
          .from(formFieldOptions)
          .where(inArray(formFieldOptions.field_id, fieldsOf(formId)))
          .orderBy(asc(formFieldOptions.sort_order), asc(formFieldOptions.id)),
        db.select().from(formRules).where(eq(formRules.form_id, formId)).orderBy(asc(formRules.id)),
        db
          .select({
            option: formFlightOptions,
            departure_airport_code: projectFlights.departure_airport_code,
            airline_code: projectFlights.airline_code,
            flight_code: projectFlights.flight_code,
            flight_date: projectFlights.flight_date,
          })
          .from(formFlightOptions)
          .innerJoin(projectFlights, eq(projectFlights.id, formFlightOptions.flight_id))
          .where(inArray(formFlightOptions.field_id, fieldsOf(formId)))
          .orderBy(asc(projectFlights.flight_date), asc(formFlightOptions.id)),
        db
          .select()
          .from(formAttendeeListMatches)
          .where(eq(formAttendeeListMatches.form_id, formId))
          .orderBy(asc(formAttendeeListMatches.id)),
      ])
      return {
        form,
        projectCode,
        sections,
        fields,
        options,
        rules,
        flightOptions: flightOptions.map(({ option, ...flight }) => ({ ...option, ...flight })),
        matches,
      }
    },
  }
}
export type FormsRepository = ReturnType<typeof createFormsRepository>
