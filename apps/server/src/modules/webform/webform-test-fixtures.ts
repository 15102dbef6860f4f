import { eq } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { newPublicCode } from '../../platform/codes'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { attendees } from '../attendees/attendees.table'
import { projectFlights } from '../flights/flights.table'
import {
  formFieldOptions,
  formFields,
  formFlightOptions,
  formRules,
  formSections,
  forms,
} from '../forms/forms.table'
import { projects } from '../projects/projects.table'
import { users } from '../users/users.table'

let sequence = 0
let ip = 0

/** Each call from a new address, so the per-address limits never get in a test's way. */
export function nextIp(): string {
  ip++
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`
}

export function webformCall(testApp: TestApp) {
  const call = (method: 'GET' | 'POST', url: string, payload?: object, remoteAddress = nextIp()) =>
    testApp.app.inject({ method, url: `/api/v1${url}`, payload, remoteAddress })
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object = {}, remoteAddress?: string) =>
      call('POST', url, payload, remoteAddress),
  }
}

/** The demo company's congress project and a project of the other company (admin@other.ajanda.test). */
export async function demoProjects(testApp: TestApp) {
  const db = testApp.database.db
  const [congress] = await db
    .select({ project_id: forms.project_id, company_id: forms.event_company_id })
    .from(forms)
    .where(eq(forms.slug, 'kongre-kayit'))
  const [company] = await db
    .select({ id: users.event_company_id })
    .from(users)
    .where(eq(users.email, DEMO_EMAILS.otherAdmin))
  if (!congress || !company) throw new Error('demo records missing')
  // The other company has no project in the demo: one is made here.
  const [other] = await db
    .insert(projects)
    .values({
      event_company_id: company.id,
      code: newPublicCode(),
      name: 'Diğer Ajansın Lansmanı',
      name_search: 'diger ajansin lansmani',
      starts_at: '2027-05-10',
      ends_at: '2027-05-11',
    })
    .returning({ id: projects.id, company_id: projects.event_company_id })
  if (!other) throw new Error('project not inserted')
  return { projectId: congress.project_id as number, companyId: congress.company_id, other }
}

export interface FormOptions {
  companyId: number
  projectId: number
  slug?: string
  type?: 'PUBLIC' | 'PERSONAL'
  status?: 'draft' | 'published' | 'closed'
  formType?: 'registration' | 'rsvp'
  capacity?: number | null
  opensAt?: Date | null
  closesAt?: Date | null
  editDeadline?: Date | null
  /** Seats of the two options of the "Katılım türü" radio (null: no limit). */
  quotas?: [number | null, number | null]
  password?: boolean
  attendance?: boolean
}

/**
 * A form written straight into the tables: section 1 with a required name, an e-mail, a radio "Katılım
 * türü" (options A and B with seats) and optionally a password and attendance; section 2 with a
 * required "Kurum" (code company) shown only when A is chosen.
 */
export async function insertForm(testApp: TestApp, options: FormOptions) {
  const db = testApp.database.db
  const slug = options.slug ?? `test-form-${++sequence}`
  const [form] = await db
    .insert(forms)
    .values({
      event_company_id: options.companyId,
      project_id: options.projectId,
      code: newPublicCode(),
      name: `Test formu ${slug}`,
      slug,
      type: options.type ?? 'PUBLIC',
      form_type: options.formType ?? 'registration',
      status: options.status ?? 'published',
      languages: ['tr', 'en'],
      capacity: options.capacity ?? null,
      opens_at: options.opensAt ?? null,
      closes_at: options.closesAt ?? null,
      edit_deadline: options.editDeadline ?? null,
      confirmation_text: { tr: 'Teşekkürler!', en: 'Thank you!' },
      published_at: new Date(),
    })
    .returning()
  if (!form) throw new Error('form not inserted')
  const [one, two] = await db
    .insert(formSections)
    .values([
      { form_id: form.id, title: { tr: 'Kişisel' }, sort_order: 0 },
      { form_id: form.id, title: { tr: 'Kurum' }, sort_order: 1 },
    ])
    .returning()
  const field = async (
    section: number,
    type: string,
    extra: Partial<typeof formFields.$inferInsert> = {},
  ) => {
    const [row] = await db
      .insert(formFields)
      .values({
        form_id: form.id,
        section_id: section,
        type,
        title: { tr: type },
        sort_order: ++sequence,
        ...extra,
      })
      .returning()
    return row?.id as number
  }
  const nameId = await field(one?.id as number, 'name', { is_required: true })
  const emailId = await field(one?.id as number, 'email_input')
  const radioId = await field(one?.id as number, 'radio', { is_required: true })
  const [a, b] = await db
    .insert(formFieldOptions)
    .values([
      {
        field_id: radioId,
        option_text: { tr: 'A' },
        quota_available: options.quotas?.[0] ?? null,
        sort_order: 0,
        column: 'custom.tur',
        data: 'A',
      },
      {
        field_id: radioId,
        option_text: { tr: 'B' },
        quota_available: options.quotas?.[1] ?? null,
        sort_order: 1,
      },
    ])
    .returning()
  const passwordId = options.password ? await field(one?.id as number, 'password') : null
  const attendanceId = options.attendance ? await field(one?.id as number, 'attendance') : null
  const companyFieldId = await field(two?.id as number, 'short_answer', {
    is_required: true,
    code: 'company',
  })
  await db.insert(formRules).values({
    form_id: form.id,
    field_id: companyFieldId,
    target: `FIELD-${radioId}`,
    operator: 'EQUAL',
    target_value: String(a?.id),
  })
  return {
    form,
    slug,
    nameId,
    emailId,
    radioId,
    optionA: a?.id as number,
    optionB: b?.id as number,
    passwordId,
    attendanceId,
    companyFieldId,
  }
}
export type TestForm = Awaited<ReturnType<typeof insertForm>>

/** A flight field on the form's first section with one flight of `seats` seats. */
export async function insertFlightField(testApp: TestApp, f: TestForm, seats: number) {
  const db = testApp.database.db
  const [flight] = await db
    .insert(projectFlights)
    .values({
      event_company_id: f.form.event_company_id,
      project_id: f.form.project_id as number,
      airline_code: 'TK',
      flight_code: `TK${1000 + ++sequence}`,
      flight_date: '2027-03-04',
      departure_airport_code: 'ESB',
      departure_airport_name: 'Esenboğa',
      arrival_airport_code: 'IST',
      arrival_airport_name: 'İstanbul',
    })
    .returning()
  const [section] = await db.select().from(formSections).where(eq(formSections.form_id, f.form.id)).limit(1)
  const [field] = await db
    .insert(formFields)
    .values({ form_id: f.form.id, section_id: section?.id as number, type: 'flight', title: { tr: 'Uçuş' } })
    .returning()
  const [option] = await db
    .insert(formFlightOptions)
    .values({ field_id: field?.id as number, flight_id: flight?.id as number, quota_available: seats })
    .returning()
  return { fieldId: field?.id as number, flightId: flight?.id as number, optionId: option?.id as number }
}

export async function insertAttendee(testApp: TestApp, form: TestForm['form'], names = ['Ayşe', 'Yılmaz']) {
  const [row] = await testApp.database.db
    .insert(attendees)
    .values({
      event_company_id: form.event_company_id,
      project_id: form.project_id as number,
      pcode: newPublicCode(),
      acode: newPublicCode(),
      dcode: newPublicCode(),
      first_name: names[0] as string,
      last_name: names[1] as string,
      email: 'ayse@example.com',
      source: 'IMPORT',
    })
    .returning()
  return row as typeof attendees.$inferSelect
}

/**
 * A test file's app for the public form: made before its tests (with the demo projects and the public
 * caller), closed after them. Read its parts inside tests: they exist once `beforeAll` has run.
 */
export function webformTestSetup(options: Parameters<typeof createTestApp>[0] = {}) {
  let testApp: TestApp | undefined
  let api: ReturnType<typeof webformCall> | undefined
  let demo: Awaited<ReturnType<typeof demoProjects>> | undefined
  beforeAll(async () => {
    testApp = await createTestApp(options)
    api = webformCall(testApp)
    demo = await demoProjects(testApp)
  })
  afterAll(async () => {
    await testApp?.close()
  })
  const ready = <T>(part: T | undefined): T => {
    if (part === undefined) throw new Error('webformTestSetup: read inside a test, after beforeAll')
    return part
  }
  return {
    get testApp() {
      return ready(testApp)
    },
    get api() {
      return ready(api)
    },
    get demo() {
      return ready(demo)
    },
    db: () => ready(testApp).database.db,
    /** A form on the demo congress (insertForm's options). */
    newForm: (more: Partial<Parameters<typeof insertForm>[1]> = {}) =>
      insertForm(ready(testApp), {
        companyId: ready(demo).companyId,
        projectId: ready(demo).projectId,
        ...more,
      }),
  }
}
