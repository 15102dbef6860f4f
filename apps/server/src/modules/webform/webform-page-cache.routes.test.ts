import { webformSchema } from '@ajanda/contracts/webform.contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { apiAs } from '../../test-support/api-client'
import { loginAs } from '../../test-support/test-app'
import { formFieldOptions, forms } from '../forms/forms.table'
import { webformTestSetup } from './webform-test-fixtures'

// A minute, so that nothing here expires by itself: only writes may make the answer fresh.
const setup = webformTestSetup({ publicPageCacheMs: 60_000 })

const newForm = () => setup.newForm({ quotas: [2, null] })
const read = async (url: string) => {
  const response = await setup.api.get(url)
  expect(response.statusCode, response.body).toBe(200)
  return webformSchema.parse(response.json())
}
const moreSeatsBehindTheCache = (optionId: number, seats: number) =>
  setup.testApp.database.db
    .update(formFieldOptions)
    .set({ quota_available: seats })
    .where(eq(formFieldOptions.id, optionId))
// The form's window is read with the form on each fresh answer (its fields come from their own cache).
const closeBehindTheCache = (formId: number) =>
  setup.testApp.database.db
    .update(forms)
    .set({ closes_at: new Date(Date.now() - 60_000) })
    .where(eq(forms.id, formId))

describe('GET /webform/{slug}: the answer everyone gets is kept a moment (public-page-cache.ts)', () => {
  it('answers from the cache until a write through the server, per language', async () => {
    const form = await newForm()
    const first = await read(`/webform/${form.form.slug}`)
    // A change made beside the server (another process) does not show while the answer is kept...
    expect(first.remaining.options[String(form.optionA)]).toBe(2)
    await moreSeatsBehindTheCache(form.optionA, 5)
    expect((await read(`/webform/${form.form.slug}`)).remaining.options[String(form.optionA)]).toBe(2)
    // ...but the other language is its own answer, read now.
    expect((await read(`/webform/${form.form.slug}?locale=en`)).remaining.options[String(form.optionA)]).toBe(
      5,
    )

    // A submission is a write: the next answer is read fresh and counts its seat.
    const submitted = await setup.api.post(`/webform/${form.form.slug}`, {
      locale: 'tr',
      answers: {
        [form.nameId]: { first_name: 'Zeynep', last_name: 'Kaya' },
        [form.emailId]: 'zeynep.onbellek@example.com',
        [form.radioId]: form.optionA,
        [form.companyFieldId]: 'Şifa Hastanesi',
      },
    })
    expect(submitted.statusCode, submitted.body).toBe(200)
    const after = await read(`/webform/${form.form.slug}`)
    expect(after.remaining.options[String(form.optionA)]).toBe(4)
  })

  it('forgets the answers on a staff write and never keeps a 404', async () => {
    const form = await newForm()
    await read(`/webform/${form.form.slug}`)
    await closeBehindTheCache(form.form.id)
    expect((await read(`/webform/${form.form.slug}`)).is_open).toBe(true)
    const admin = apiAs(setup.testApp.app, (await loginAs(setup.testApp.app, DEMO_EMAILS.admin)).headers)
    // Any write of staff clears them (here one that changes nothing of this form).
    expect((await admin.put('/notifications/read-all', {})).statusCode).toBe(200)
    expect((await read(`/webform/${form.form.slug}`)).closed_reason).toBe('closed')

    expect((await setup.api.get('/webform/no-such-form-yet')).statusCode).toBe(404)
    await setup.newForm({ slug: 'no-such-form-yet' })
    expect((await setup.api.get('/webform/no-such-form-yet')).statusCode).toBe(200)
  })
})
