import { type FormInput, formSchema } from '@ajanda/contracts/forms/form-model'
import { validateAnswers } from '@ajanda/contracts/forms/validate-answers'
import { evaluateVisibility } from '@ajanda/contracts/forms/visibility'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attendeeLists } from '../modules/attendees/attendees.table'
import { eventCompanies } from '../modules/event-companies/event-companies.table'
import { projectFlights } from '../modules/flights/flights.table'
import {
  formFieldOptions,
  formFields,
  formFlightOptions,
  formRules,
  formSections,
  forms,
} from '../modules/forms/forms.table'
import type { DbOrTx } from '../platform/db'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { DEMO_COMPANY } from './demo-company'

let testApp: TestApp
let db: DbOrTx
let companyId: number

beforeAll(async () => {
  testApp = await createTestApp()
  db = testApp.database.db
  const [company] = await db
    .select({ id: eventCompanies.id })
    .from(eventCompanies)
    .where(eq(eventCompanies.name, DEMO_COMPANY.company.name))
  companyId = company?.id as number
})
afterAll(async () => {
  await testApp?.close()
})

/** A stored form as the engine reads it (sections and fields in order; a rule's target_value is its value). */
async function engineForm(formId: number): Promise<FormInput & { id: number }> {
  const [form] = await db.select().from(forms).where(eq(forms.id, formId))
  if (!form) throw new Error(`no form ${formId}`)
  const sections = await db
    .select()
    .from(formSections)
    .where(eq(formSections.form_id, formId))
    .orderBy(asc(formSections.sort_order), asc(formSections.id))
  const fields = await db
    .select()
    .from(formFields)
    .where(eq(formFields.form_id, formId))
    .orderBy(asc(formFields.sort_order), asc(formFields.id))
  const fieldIds = fields.map((field) => field.id).concat(0)
  const options = await db
    .select()
    .from(formFieldOptions)
    .where(inArray(formFieldOptions.field_id, fieldIds))
    .orderBy(asc(formFieldOptions.sort_order), asc(formFieldOptions.id))
  const flights = await db
    .select()
    .from(formFlightOptions)
    .where(inArray(formFlightOptions.field_id, fieldIds))
  const rules = await db.select().from(formRules).where(eq(formRules.form_id, formId))
  const engineRule = (rule: (typeof rules)[number]) => ({
    id: rule.id,
    target: rule.target,
    operator: rule.operator as 'EQUAL',
    value: rule.target_value,
  })
  return {
    id: form.id,
    code: form.code,
    form_type: form.form_type as FormInput['form_type'],
    type: form.type as FormInput['type'],
    languages: form.languages,
    sections: sections.map((section) => ({
      id: section.id,
      title: section.title,
      help_text: section.help_text,
      is_hidden: section.is_hidden,
      dep_scope: section.dep_scope as 'ALL',
      dep_action: section.dep_action as 'SHOW',
      rules: rules.filter((rule) => rule.section_id === section.id).map(engineRule),
      fields: fields
        .filter((field) => field.section_id === section.id)
        .map((field) => ({
          ...field,
          default_value_type: field.default_value_type as 'NONE',
          dep_scope: field.dep_scope as 'ALL',
          dep_action: field.dep_action as 'SHOW',
          room_mate_type: field.room_mate_type as 'CHOOSE_ANYONE' | null,
          file_type: field.file_type as 'image' | null,
          options: options
            .filter((option) => option.field_id === field.id)
            .map((option) => ({
              id: option.id,
              option_text: option.option_text,
              quota_allocated: option.quota_allocated,
              quota_available: option.quota_available,
              image: option.image,
            })),
          flight_options: flights
            .filter((offer) => offer.field_id === field.id)
            .map((offer) => ({ flight_id: offer.flight_id, quota_available: offer.quota_available })),
          rules: rules.filter((rule) => rule.field_id === field.id).map(engineRule),
        })),
    })),
  }
}

const formBySlug = async (slug: string) => {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.event_company_id, companyId), eq(forms.slug, slug)))
  if (!row) throw new Error(`no demo form ${slug}`)
  return row
}

describe('demo forms', () => {
  it('every demo form is one the engine can evaluate (formSchema)', async () => {
    const rows = await db.select({ id: forms.id }).from(forms).where(eq(forms.event_company_id, companyId))
    // The registration, the gala RSVP, the brief form, the declaration and the manual-RSVP helpers' mma form.
    expect(rows.length).toBe(5)
    for (const row of rows) {
      const parsed = formSchema.safeParse(await engineForm(row.id))
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
    }
  })

  it('the congress has its lists and two group flights, offered by the registration form', async () => {
    const registration = await formBySlug('kongre-kayit')
    expect(registration).toMatchObject({
      form_type: 'registration',
      type: 'PERSONAL',
      status: 'published',
      languages: ['tr', 'en'],
    })
    const projectId = registration.project_id as number
    const lists = await db
      .select({ name: attendeeLists.name })
      .from(attendeeLists)
      .where(eq(attendeeLists.project_id, projectId))
      .orderBy(asc(attendeeLists.sort_order))
    expect(lists.map((list) => list.name)).toEqual(['VIP', 'Konuşmacı', 'Basın', 'Sponsor'])
    const flights = await db
      .select({ id: projectFlights.id })
      .from(projectFlights)
      .where(eq(projectFlights.project_id, projectId))
    expect(flights).toHaveLength(2)
    const form = formSchema.parse(await engineForm(registration.id))
    const flightField = form.sections.flatMap((s) => s.fields).find((f) => f.type === 'flight')
    expect(flightField?.flight_options.map((o) => o.flight_id).sort()).toEqual(
      flights.map((f) => f.id).sort(),
    )
    const rsvp = await formBySlug('gala-yemegi-lcv')
    expect(rsvp).toMatchObject({
      form_type: 'rsvp',
      type: 'PERSONAL',
      status: 'published',
      project_id: projectId,
    })
    const brief = await formBySlug('etkinlik-brifi')
    expect(brief).toMatchObject({ form_type: 'brief', project_id: null })
  })

  it('the accommodation section shows only when accommodation is wanted, and a full answer passes', async () => {
    const form = formSchema.parse(await engineForm((await formBySlug('kongre-kayit')).id))
    const [personal, type, question, stay, confirm] = form.sections
    const field = (section: typeof personal, kind: string) =>
      section?.fields.find((f) => f.type === kind) as (typeof form.sections)[number]['fields'][number]
    const asked = field(question, 'radio')
    const yes = asked.options.find((o) => o.option_text.tr === 'Evet')?.id as number
    const no = asked.options.find((o) => o.option_text.tr === 'Hayır')?.id as number
    expect(evaluateVisibility(form, { [asked.id]: no }, {}).sections.has(stay?.id as number)).toBe(false)
    expect(evaluateVisibility(form, { [asked.id]: yes }, {}).sections.has(stay?.id as number)).toBe(true)
    const kind = field(type, 'radio')
    expect(kind.options.map((o) => [o.option_text.tr, o.quota_available])).toEqual([
      ['Tam katılım (3 gün)', 200],
      ['Günlük katılım', 100],
      ['Öğrenci', 50],
    ])
    const range = field(stay, 'date_range')
    const start = range.props.min_date as string
    const answers = {
      [field(personal, 'name').id]: { first_name: 'Ayşe', last_name: 'Yılmaz' },
      [field(personal, 'email_input').id]: 'ayse@ornek.com.tr',
      [field(personal, 'phone_number').id]: '0532 410 12 34',
      [field(personal, 'tckimlik').id]: '10000000146',
      [field(personal, 'short_answer').id]: 'Şifa Hastanesi',
      [kind.id]: kind.options[0]?.id,
      [asked.id]: yes,
      [range.id]: [start, range.props.max_date],
      [field(stay, 'room_mates').id]: { full_name: 'Elif Kaya', email: 'elif@ornek.com.tr' },
      [field(stay, 'flight').id]: field(stay, 'flight').flight_options[0]?.flight_id,
      [field(confirm, 'contract').id]: true,
      [field(confirm, 'signature').id]: {
        url: '/files/x.png',
        name: 'imza.png',
        size: 900,
        mime: 'image/png',
      },
    }
    const checked = validateAnswers(form, answers, { email: 'ayse@ornek.com.tr' }, 'tr')
    expect(checked.errors).toEqual({})
    expect(checked.ok).toBe(true)
  })
})
