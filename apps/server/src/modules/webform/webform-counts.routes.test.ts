import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { formSeatDeltas } from '../attendees/seat-deltas.table'
import { forms } from '../forms/forms.table'
import { demoProjects, insertForm, type TestForm, webformCall } from './webform-test-fixtures'

/**
 * The counters submissions move without locking a shared row (decisions/0035): a form without a
 * capacity and the options without a quota count through form_seat_deltas, and staff always read them
 * whole (the form list and detail fold the pending moves first).
 */
let testApp: TestApp
let api: ReturnType<typeof webformCall>
let staff: Api
let demo: Awaited<ReturnType<typeof demoProjects>>

beforeAll(async () => {
  testApp = await createTestApp()
  api = webformCall(testApp)
  demo = await demoProjects(testApp)
  staff = apiAs(testApp.app, (await loginAs(testApp.app, DEMO_EMAILS.admin)).headers)
})
afterAll(async () => {
  await testApp?.close()
})

const db = () => testApp.database.db
let person = 0
/** A new person's answers choosing option B (no Kurum needed), each with their own e-mail. */
function answers(f: TestForm) {
  person++
  return {
    answers: {
      [f.nameId]: { first_name: 'Deniz', last_name: `Sayım ${person}` },
      [f.emailId]: `deniz.sayim.${person}@example.com`,
      [f.radioId]: f.optionB,
    },
  }
}

async function listed(formId: number) {
  const list = await staff.get(`/forms?project_id=${demo.projectId}`)
  expect(list.statusCode, list.body).toBe(200)
  return (list.json().data as { id: number; answers_count: number }[]).find((form) => form.id === formId)
}

async function detail(formId: number) {
  const response = await staff.get(`/form/${formId}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as {
    answers_count: number
    sections: { fields: { options: { id: number; quota_allocated: number }[] }[] }[]
  }
}
const optionCount = (form: Awaited<ReturnType<typeof detail>>, optionId: number) =>
  form.sections
    .flatMap((section) => section.fields)
    .flatMap((field) => field.options)
    .find((option) => option.id === optionId)?.quota_allocated

describe('answer counts without a shared row lock', () => {
  it('the form list and detail count submissions and cancellations right away', async () => {
    const f = await newForm()
    const pcodes: string[] = []
    for (let i = 0; i < 3; i++) {
      const response = await api.post(`/webform/${f.slug}`, answers(f))
      expect(response.statusCode, response.body).toBe(200)
      pcodes.push(response.json().pcode)
    }
    expect((await listed(f.form.id))?.answers_count).toBe(3)
    const cancelled = await api.post(`/webform/${f.slug}/${pcodes[0]}/cancel`)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect((await listed(f.form.id))?.answers_count).toBe(2)
    const form = await detail(f.form.id)
    expect(form.answers_count).toBe(2)
    expect(optionCount(form, f.optionB)).toBe(2)
    // Read by staff, nothing is left pending and the rows hold the figures themselves.
    expect(await db().select().from(formSeatDeltas).where(eq(formSeatDeltas.form_id, f.form.id))).toEqual([])
    const [row] = await db().select({ n: forms.answers_count }).from(forms).where(eq(forms.id, f.form.id))
    expect(row?.n).toBe(2)
  })

  it('a form with a capacity and an option with a quota keep their guarded rows (no pending moves)', async () => {
    const f = await newForm({ capacity: 2, quotas: [null, 5] })
    for (let i = 0; i < 2; i++)
      expect((await api.post(`/webform/${f.slug}`, answers(f))).statusCode).toBe(200)
    expect(await db().select().from(formSeatDeltas).where(eq(formSeatDeltas.form_id, f.form.id))).toEqual([])
    const full = await api.post(`/webform/${f.slug}`, answers(f))
    expect(full.statusCode).toBe(422)
    const form = await detail(f.form.id)
    expect(form.answers_count).toBe(2)
    expect(optionCount(form, f.optionB)).toBe(2)
  })

  it('a published form whose answers are still pending is not deleted', async () => {
    const f = await newForm()
    expect((await api.post(`/webform/${f.slug}`, answers(f))).statusCode).toBe(200)
    expect((await staff.delete(`/form/${f.form.id}`)).statusCode).toBe(409)
  })
})

const newForm = (options: Partial<Parameters<typeof insertForm>[1]> = {}) =>
  insertForm(testApp, { companyId: demo.companyId, projectId: demo.projectId, ...options })
