import type { FormDetail, FormFieldOut } from '@ajanda/contracts/forms/form-detail'
import { and, asc, eq, ne } from 'drizzle-orm'
import { expect } from 'vitest'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { attendeeLists } from '../attendees/attendees.table'
import { projectFlights } from '../flights/flights.table'
import { projects } from '../projects/projects.table'
import { projectsTakenPartIn } from '../projects/taking-part'

/** The sessions and demo records the forms route tests share. */
export interface FormFixture {
  testApp: TestApp
  admin: Api
  user: Api
  client: Api
  other: Api
  anonymous: Api
  companyId: number
  /** A demo project the USER-scoped demo user does not see. */
  projectId: number
  /** Another demo project (its flights and lists are not the first one's). */
  otherProjectId: number
  otherCompanyId: number
}

export async function formFixture(): Promise<FormFixture> {
  const testApp = await createTestApp()
  const admin = await loginAs(testApp.app, DEMO_EMAILS.admin)
  const user = await loginAs(testApp.app, DEMO_EMAILS.user)
  const client = await loginAs(testApp.app, DEMO_EMAILS.client)
  const other = await loginAs(testApp.app, DEMO_EMAILS.otherAdmin)
  const companyId = admin.user.event_company_id
  const db = testApp.database.db
  const unseen = await db
    .select({ id: projects.id, created_by: projects.created_by, responsible_id: projects.responsible_id })
    .from(projects)
    .where(and(eq(projects.event_company_id, companyId), ne(projects.created_by, user.user.id)))
    .orderBy(asc(projects.id))
  // Not one she takes part in either (a task, a meeting: decisions/0047), which she may read.
  const takenPart = new Set(await projectsTakenPartIn(db, companyId, user.user.id))
  const project = unseen.find((row) => row.responsible_id !== user.user.id && !takenPart.has(row.id))
  if (!project) throw new Error('no demo project unseen by the demo user')
  const [otherProject] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.event_company_id, companyId), ne(projects.id, project.id)))
    .limit(1)
  return {
    testApp,
    admin: apiAs(testApp.app, admin.headers),
    user: apiAs(testApp.app, user.headers),
    client: apiAs(testApp.app, client.headers),
    other: apiAs(testApp.app, other.headers),
    anonymous: apiAs(testApp.app),
    companyId,
    projectId: project.id,
    otherProjectId: otherProject?.id ?? 0,
    otherCompanyId: other.user.event_company_id,
  }
}

let sequence = 0

/** A new form as the demo admin (a project's rsvp form unless told otherwise). */
export async function newForm(f: FormFixture, input: Record<string, unknown> = {}): Promise<FormDetail> {
  const response = await f.admin.post('/forms', {
    name: `Kayıt Formu ${++sequence}`,
    form_type: 'rsvp',
    project_id: f.projectId,
    ...input,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}

export async function ok<T = Record<string, unknown>>(
  call: Promise<{ statusCode: number; body: string; json: () => unknown }>,
) {
  const response = await call
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as T
}

export async function addSection(f: FormFixture, form: FormDetail, name = 'Bölüm'): Promise<FormDetail> {
  return (await ok<{ data: FormDetail }>(f.admin.post(`/form/${form.code}/section`, { name }))).data
}

/** Adds a field of the type at the end of the section; answers the new field. */
export async function addField(
  f: FormFixture,
  form: FormDetail,
  sectionId: number,
  type: string,
  index = 1000,
): Promise<FormFieldOut> {
  const before = new Set(form.sections.flatMap((section) => section.fields.map((field) => field.id)))
  const detail = (
    await ok<{ data: FormDetail }>(
      f.admin.post(`/form/${form.code}/field`, {
        section_id: sectionId,
        field_type: type,
        field_index: index,
      }),
    )
  ).data
  const created = detail.sections.flatMap((s) => s.fields).filter((field) => !before.has(field.id))
  const [field] = created.length === 1 ? created : detail.sections.flatMap((s) => s.fields).slice(-1)
  return field as FormFieldOut
}

export async function addOption(f: FormFixture, form: FormDetail, fieldId: number, text: string) {
  const field = (
    await ok<{ data: FormFieldOut }>(
      f.admin.post(`/form/${form.code}/field/${fieldId}/option`, { option_text: text }),
    )
  ).data
  return field.options.at(-1)?.id as number
}

export async function getForm(f: FormFixture, id: number): Promise<FormDetail> {
  return ok<FormDetail>(f.admin.get(`/form/${id}`))
}

/** A group flight and two attendee lists of a project, written directly (their screens come later). */
export async function projectExtras(f: FormFixture, projectId: number, companyId = f.companyId) {
  const db = f.testApp.database.db
  const [flight] = await db
    .insert(projectFlights)
    .values({
      event_company_id: companyId,
      project_id: projectId,
      airline_code: 'TK',
      flight_code: '1234',
      flight_date: '2027-03-04',
      departure_airport_code: 'IST',
      departure_airport_name: 'İstanbul Havalimanı',
      arrival_airport_code: 'ESB',
      arrival_airport_name: 'Esenboğa',
    })
    .returning({ id: projectFlights.id })
  const lists = await db
    .insert(attendeeLists)
    .values([
      { event_company_id: companyId, project_id: projectId, name: 'VIP' },
      { event_company_id: companyId, project_id: projectId, name: 'Basın' },
    ])
    .returning({ id: attendeeLists.id })
  return { flightId: flight?.id as number, listIds: lists.map((list) => list.id) }
}
