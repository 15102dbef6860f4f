import { type FormDetail, formDetailSchema } from '@ajanda/contracts/forms/form-detail'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addField,
  addOption,
  addSection,
  type FormFixture,
  formFixture,
  getForm,
  newForm,
  ok,
  projectExtras,
} from './form-test-fixtures'
import { forms } from './forms.table'

let f: FormFixture
beforeAll(async () => {
  f = await formFixture()
})
afterAll(async () => {
  await f?.testApp.close()
})

/** A form with two sections, a dropdown with two options in the first and a section rule on the second. */
async function formWithRule() {
  let form = await newForm(f)
  form = await addSection(f, form, 'Giriş')
  form = await addSection(f, form, 'Konaklama')
  const [first, second] = form.sections
  const dropdown = await addField(f, form, first?.id as number, 'dropdown')
  const yes = await addOption(f, form, dropdown.id, 'Evet')
  await addOption(f, form, dropdown.id, 'Hayır')
  await ok(
    f.admin.post(`/form/${form.code}/rules`, {
      type: 'FORMSECTION',
      source: second?.id,
      target: `FIELD-${dropdown.id}`,
      operator: 'EQUAL',
      value: yes,
    }),
  )
  return { form: await getForm(f, form.id), dropdownId: dropdown.id, yes }
}

describe('forms: list, create, settings', () => {
  it('creates an empty draft with a unique slug and a 128-bit code, and lists it', async () => {
    const created = await f.admin.post('/forms', {
      name: 'Katılım Formu Şölen',
      form_type: 'rsvp',
      project_id: f.projectId,
    })
    expect(created.statusCode, created.body).toBe(200)
    const body = created.json() as { message: string; data: FormDetail }
    expect(body.message).toBe('Form oluşturuldu.')
    expect(body.data).toMatchObject({
      name: 'Katılım Formu Şölen',
      status: 'draft',
      type: 'PUBLIC',
      slug: 'katilim-formu-solen',
      project_id: f.projectId,
      sections: [],
      languages: ['tr'],
    })
    expect(body.data.code).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(body.data.db_columns[0]).toEqual({ key: 'first_name', text: 'Ad' })
    const again = await newForm(f, { name: 'Katılım Formu Şölen' })
    expect(again.slug).toBe('katilim-formu-solen-2')

    const list = await ok<{ data: { id: number; project_code: string | null }[] }>(
      f.admin.get(`/forms?project_id=${f.projectId}&form_type=rsvp`),
    )
    expect(list.data.map((row) => row.id)).toEqual(expect.arrayContaining([body.data.id, again.id]))
    expect(list.data[0]?.project_code).toEqual(expect.any(String))
    const english = await ok<FormDetail>(f.admin.get(`/form/${body.data.id}?locale=en`))
    expect(english.db_columns[0]).toEqual({ key: 'first_name', text: 'First name' })
  })

  it('updates the settings: slug unique per company, dates in order, status transitions', async () => {
    const first = await newForm(f)
    const form = await newForm(f)
    const updated = await f.admin.put(`/form/${form.id}`, {
      name: 'Yeni ad',
      slug: 'yeni-adres',
      capacity: 120,
      opens_at: '2027-01-01T09:00:00+03:00',
      closes_at: '2027-02-01T09:00:00+03:00',
      confirmation_text: { tr: 'Teşekkürler' },
      languages: ['tr', 'en'],
    })
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({
      message: 'Form ayarları güncellendi.',
      data: { name: 'Yeni ad', slug: 'yeni-adres', capacity: 120, languages: ['tr', 'en'] },
    })
    const taken = await f.admin.put(`/form/${form.id}`, { slug: first.slug })
    expect(taken.statusCode).toBe(422)
    expect(taken.json().errors.slug).toEqual(['Bu adres başka bir formda kullanılıyor.'])
    const backwards = await f.admin.put(`/form/${form.id}`, { closes_at: '2026-12-01T09:00:00+03:00' })
    expect(backwards.statusCode).toBe(422)
    expect(backwards.json().errors.closes_at).toBeDefined()

    const toClosed = await f.admin.put(`/form/${form.id}`, { status: 'closed' })
    expect(toClosed.statusCode).toBe(422)
    expect(toClosed.json().errors.status).toBeDefined()
    for (const status of ['published', 'closed', 'published'] as const)
      expect((await ok<{ data: FormDetail }>(f.admin.put(`/form/${form.id}`, { status }))).data.status).toBe(
        status,
      )
    const toDraft = await f.admin.put(`/form/${form.id}?locale=en`, { status: 'draft' })
    expect(toDraft.statusCode).toBe(422)
    expect(toDraft.json().message).toBe('The form cannot move from this status to draft.')
  })

  it('refuses a DB default value once the form is PUBLIC', async () => {
    let form = await newForm(f, { type: 'PERSONAL' })
    form = await addSection(f, form)
    const field = await addField(f, form, form.sections[0]?.id as number, 'short_answer')
    await ok(f.admin.put(`/form/field/${field.id}`, { default_value_type: 'DB', default_value_db: 'email' }))
    const publicForm = await f.admin.put(`/form/${form.id}`, { type: 'PUBLIC' })
    expect(publicForm.statusCode).toBe(422)
    expect(publicForm.json().errors.default_value_type).toBeDefined()
  })

  it('deletes a form unless it is published with answers (409)', async () => {
    const form = await newForm(f)
    await ok(f.admin.put(`/form/${form.id}`, { status: 'published' }))
    await f.testApp.database.db.update(forms).set({ answers_count: 3 }).where(eq(forms.id, form.id))
    const refused = await f.admin.delete(`/form/${form.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('Yanıt almış yayındaki bir form silinemez; önce formu kapatın.')
    await ok(f.admin.put(`/form/${form.id}`, { status: 'closed' }))
    expect(await ok(f.admin.delete(`/form/${form.id}`))).toEqual({ message: 'Form silindi.' })
    expect((await f.admin.get(`/form/${form.id}`)).statusCode).toBe(404)
  })
})

describe('forms: GET /form/{id}', () => {
  it('answers the contract shape, never stale after a write or a new answer', async () => {
    const { form } = await formWithRule()
    const first = await f.admin.get(`/form/${form.id}`)
    expect(first.headers['content-type']).toContain('application/json')
    const parsed = formDetailSchema.parse(first.json())
    expect(parsed.sections).toHaveLength(2)
    // Two writes in a row (the same millisecond at times) each show at once.
    for (const name of ['Bir', 'İki', 'Üç']) {
      await ok(f.admin.put(`/form/${form.code}/section/${form.sections[0]?.id}`, { title: { tr: name } }))
      expect((await getForm(f, form.id)).sections[0]?.title.tr).toBe(name)
    }
    await f.testApp.database.db.update(forms).set({ answers_count: 7 }).where(eq(forms.id, form.id))
    expect((await getForm(f, form.id)).answers_count).toBe(7)
    expect((await getForm(f, form.id)).db_columns[0]?.text).toBe('Ad')
    expect((await ok<FormDetail>(f.admin.get(`/form/${form.id}?locale=en`))).db_columns[0]?.text).toBe(
      'First name',
    )
  })
})

describe('forms: copies', () => {
  it('clones a form deeply: sections, fields, options and rules remapped to the copies', async () => {
    const { form, dropdownId, yes } = await formWithRule()
    const extras = await projectExtras(f, f.projectId)
    const flightField = await addField(f, form, form.sections[0]?.id as number, 'flight')
    await ok(
      f.admin.post(`/form/${form.code}/field/${flightField.id}/flight_option`, {
        flight_id: extras.flightId,
      }),
    )
    const clone = await f.admin.post(`/form/${form.id}/clone`)
    expect(clone.statusCode, clone.body).toBe(200)
    const copy = clone.json().data as FormDetail
    expect(copy.name).toBe(`${form.name} (kopya)`)
    expect(copy.status).toBe('draft')
    expect(copy.id).not.toBe(form.id)
    expect(copy.slug).not.toBe(form.slug)
    const [copyFirst, copySecond] = copy.sections
    const copiedDropdown = copyFirst?.fields.find((field) => field.type === 'dropdown')
    expect(copiedDropdown?.id).not.toBe(dropdownId)
    expect(copiedDropdown?.options.map((o) => o.option_text.tr)).toEqual(['Evet', 'Hayır'])
    const copiedYes = copiedDropdown?.options[0]?.id
    expect(copiedYes).not.toBe(yes)
    expect(copySecond?.rules).toEqual([
      expect.objectContaining({
        type: 'FORMSECTION',
        source: copySecond?.id,
        target: `FIELD-${copiedDropdown?.id}`,
        target_value: String(copiedYes),
      }),
    ])
    const copiedFlight = copyFirst?.fields.find((field) => field.type === 'flight')
    expect(copiedFlight?.flight_options).toEqual([
      expect.objectContaining({ flight_id: extras.flightId, label: 'IST · TK1234 · 2027-03-04' }),
    ])
    // The source is untouched.
    const source = await getForm(f, form.id)
    expect(source.sections[1]?.rules[0]?.target).toBe(`FIELD-${dropdownId}`)
  })

  it('starts a new form from a copy of another (copy_from)', async () => {
    const { form } = await formWithRule()
    const copy = await newForm(f, { name: 'Kopyadan', copy_from: form.id, form_type: 'registration' })
    expect(copy.form_type).toBe('registration')
    expect(copy.sections.map((s) => s.title.tr)).toEqual(['Giriş', 'Konaklama'])
    expect(copy.sections[1]?.rules[0]?.target).toBe(`FIELD-${copy.sections[0]?.fields[0]?.id}`)
    const stranger = await f.other.post('/forms', { name: 'X', form_type: 'rsvp', copy_from: form.id })
    expect(stranger.statusCode).toBe(404)
  })
})

describe('forms: the brief form', () => {
  it('makes the company brief form on the first call and answers the same one after', async () => {
    // The demo company's is seeded; Öteki Organizasyon has none until its first call.
    const demo = await ok<FormDetail>(f.admin.get('/event-companies/brief-form'))
    expect(demo).toMatchObject({ form_type: 'brief', project_id: null })
    expect((await ok<FormDetail>(f.user.get('/event-companies/brief-form'))).id).toBe(demo.id)
    const [first, second] = await Promise.all([
      ok<FormDetail>(f.other.get('/event-companies/brief-form')),
      ok<FormDetail>(f.other.get('/event-companies/brief-form')),
    ])
    expect(first).toMatchObject({ form_type: 'brief', project_id: null, status: 'draft' })
    expect(first.sections.map((s) => s.title.tr)).toEqual(['Etkinlik bilgileri'])
    expect(second.id).toBe(first.id)
    expect(first.id).not.toBe(demo.id)
    expect((await f.client.get('/event-companies/brief-form')).statusCode).toBe(403)
  })
})

describe('forms: permissions', () => {
  it('answers 401 without a session, 403 to CLIENT users, 404 for other companies and unseen projects', async () => {
    const form = await newForm(f)
    expect((await f.anonymous.get(`/form/${form.id}`)).statusCode).toBe(401)
    expect((await f.anonymous.get('/forms')).statusCode).toBe(401)
    expect((await f.client.get(`/form/${form.id}`)).statusCode).toBe(403)
    expect((await f.client.get('/forms')).statusCode).toBe(403)
    expect((await f.client.post(`/form/${form.code}/section`, { name: 'X' })).statusCode).toBe(403)
    for (const call of [
      f.other.get(`/form/${form.id}`),
      f.other.put(`/form/${form.id}`, { name: 'X' }),
      f.other.delete(`/form/${form.id}`),
      f.other.post(`/form/${form.id}/clone`),
      f.other.post(`/form/${form.code}/section`, { name: 'X' }),
      f.other.get(`/forms?project_id=${f.projectId}`),
      f.other.post('/forms', { name: 'X', form_type: 'rsvp', project_id: f.projectId }),
    ])
      expect((await call).statusCode).toBe(404)
    // The demo user sees only their own projects: another project's form is not found.
    expect((await f.user.get(`/form/${form.id}`)).statusCode).toBe(404)
    expect((await f.user.post(`/form/${form.code}/section`, { name: 'X' })).statusCode).toBe(404)
    const listed = await ok<{ data: { id: number }[] }>(f.user.get('/forms'))
    expect(listed.data.map((row) => row.id)).not.toContain(form.id)
    // A company form (no project) is every staff member's.
    const companyForm = await newForm(f, { project_id: null, form_type: 'post_event' })
    expect((await f.user.get(`/form/${companyForm.id}`)).statusCode).toBe(200)
    expect((await f.other.get(`/form/${companyForm.id}`)).statusCode).toBe(404)
  })
})
