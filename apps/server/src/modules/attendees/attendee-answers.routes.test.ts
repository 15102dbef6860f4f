import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { formFieldOptions, forms } from '../forms/forms.table'
import { attendeeAnswers } from './attendees.table'
import { foldAllSeats } from './seat-deltas'

let testApp: TestApp
let admin: Api
let congressId: number
let registrationId: number
let rsvpId: number
type Field = { id: number; type: string; options: { id: number }[] }
let registrationFields: Field[]

beforeAll(async () => {
  testApp = await createTestApp()
  admin = apiAs(testApp.app, (await loginAs(testApp.app, DEMO_EMAILS.admin)).headers)
  const rows = await testApp.database.db
    .select({ id: forms.id, slug: forms.slug, project_id: forms.project_id })
    .from(forms)
  const registration = rows.find((row) => row.slug === 'kongre-kayit')
  congressId = registration?.project_id as number
  registrationId = registration?.id as number
  rsvpId = rows.find((row) => row.slug === 'gala-yemegi-lcv')?.id as number
  const form = (await admin.get(`/form/${registrationId}`)).json()
  registrationFields = form.sections.flatMap((section: { fields: Field[] }) => section.fields)
})
afterAll(async () => {
  await testApp?.close()
})

// The counters as staff read them: the submissions' pending moves folded in first (seat-deltas.ts).
const allocated = async (optionId: number) => {
  await foldAllSeats(testApp.database.db)
  const [row] = await testApp.database.db
    .select({ n: formFieldOptions.quota_allocated })
    .from(formFieldOptions)
    .where(eq(formFieldOptions.id, optionId))
  return row?.n
}

/** A registered demo attendee of the given registration type, with their stored answers. */
async function registeredWith(optionId: number) {
  const rows = await testApp.database.db
    .select()
    .from(attendeeAnswers)
    .where(eq(attendeeAnswers.form_id, registrationId))
  const row = rows.find((r) => r.seats.options.includes(optionId))
  if (!row) throw new Error('no demo registration with that option')
  return row
}

describe('PUT /attendees/{id}/answers/{formId}', () => {
  it('moves the seats with a changed answer, atomically, and records the change', async () => {
    const kayit = registrationFields.find((f) => f.type === 'radio' && f.options.length === 3) as Field
    const [full, daily] = [kayit.options[0]?.id as number, kayit.options[1]?.id as number]
    const row = await registeredWith(full)
    const [fullBefore, dailyBefore] = [await allocated(full), await allocated(daily)]
    const response = await admin.put(`/attendees/${row.attendee_id}/answers/${registrationId}`, {
      answers: { ...row.answers, [kayit.id]: daily },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().message).toBe('Yanıtlar kaydedildi.')
    expect(await allocated(full)).toBe((fullBefore as number) - 1)
    expect(await allocated(daily)).toBe((dailyBefore as number) + 1)
    const [stored] = await testApp.database.db
      .select()
      .from(attendeeAnswers)
      .where(
        and(eq(attendeeAnswers.attendee_id, row.attendee_id), eq(attendeeAnswers.form_id, registrationId)),
      )
    expect(stored?.answers[String(kayit.id)]).toBe(daily)
    expect(stored?.seats.options).toContain(daily)
    expect(stored?.seats.options).not.toContain(full)
    const history = response.json().data.history[0]
    expect(history.action).toBe('answers')
    expect(history.changes.fields[String(kayit.id)]).toEqual({ old: full, new: daily })
  })

  it('refuses a full option with 422 under answers.{field}, keeping every seat', async () => {
    const kayit = registrationFields.find((f) => f.type === 'radio' && f.options.length === 3) as Field
    const [full, student] = [kayit.options[0]?.id as number, kayit.options[2]?.id as number]
    const row = await registeredWith(full)
    const [fullBefore, studentBefore] = [await allocated(full), await allocated(student)]
    const response = await admin.put(`/attendees/${row.attendee_id}/answers/${registrationId}`, {
      answers: { ...row.answers, [kayit.id]: student },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      message: 'Bu seçenek için kontenjan doldu.',
      errors: { [`answers.${kayit.id}`]: ['Bu seçenek için kontenjan doldu.'] },
    })
    expect(await allocated(full)).toBe(fullBefore)
    expect(await allocated(student)).toBe(studentBefore)
  })

  it('checks the answers with the engine: 422 per field, in Turkish or English', async () => {
    const name = registrationFields.find((f) => f.type === 'name') as Field
    const row = await registeredWith(
      (registrationFields.find((f) => f.type === 'radio' && f.options.length === 3) as Field).options[0]
        ?.id as number,
    )
    const answers = { ...row.answers, [name.id]: { first_name: '', last_name: '' } }
    const turkish = await admin.put(`/attendees/${row.attendee_id}/answers/${registrationId}`, { answers })
    expect(turkish.statusCode).toBe(422)
    expect(turkish.json().errors[`answers.${name.id}`]).toEqual(['Bu alan zorunludur'])
    const english = await admin.put(`/attendees/${row.attendee_id}/answers/${registrationId}?locale=en`, {
      answers,
    })
    expect(english.json().errors[`answers.${name.id}`]?.[0]).toMatch(/required/i)
  })

  it('stores a first answer to the RSVP form; a form of no project of the attendee is 404', async () => {
    const added = (
      await admin.post(`/project/${congressId}/attendees`, { first_name: 'Nesrin', last_name: 'Ulu' })
    ).json().data
    const rsvp = (await admin.get(`/form/${rsvpId}`)).json()
    const attendance = rsvp.sections[0].fields.find((f: Field) => f.type === 'attendance')
    const response = await admin.put(`/attendees/${added.id}/answers/${rsvpId}`, {
      answers: { [attendance.id]: 0 },
    })
    expect(response.statusCode, response.body).toBe(200)
    const answers = response.json().data.answers
    expect(answers).toHaveLength(1)
    expect(answers[0]).toMatchObject({ form_id: rsvpId, form_type: 'rsvp', answers: { [attendance.id]: 0 } })
    expect((await admin.put(`/attendees/${added.id}/answers/999999999`, { answers: {} })).statusCode).toBe(
      404,
    )
    const bad = await admin.put(`/attendees/${added.id}/answers/${rsvpId}`, { answers: { abc: 1 } })
    expect(bad.statusCode).toBe(422)
  })
})
