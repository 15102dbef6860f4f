import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import {
  clientWithContact,
  leadBody,
  type ProjectFixtures,
  projectFixtures,
  uniqueName,
} from './project-test-fixtures'

let testApp: TestApp
let f: ProjectFixtures
let client: { id: number; code: string }
let contactId: number
beforeAll(async () => {
  testApp = await createTestApp()
  f = await projectFixtures(testApp)
  ;({ client, contactId } = await clientWithContact(f.admin, f.positionId))
})
afterAll(async () => {
  await testApp?.close()
})

const required = ['Bu alan zorunludur']

describe('lead form rules', () => {
  it('requires name, dates, type, client, city, status, close date, value, contact and (typed) reference', async () => {
    // The schema's own fields first, then the form's rules.
    expect((await f.admin.post('/leads', {})).json().errors).toEqual({ name: required, dates: required })
    const response = await f.admin.post('/leads', { name: 'Fırsat', dates: '2027-01-01' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      type: required,
      client: required,
      city: required,
      status: required,
      lead_close_date: required,
      lead_value: required,
      contact: required,
      project_ref: required,
    })
  })

  it("requires the new contact's name, e-mail and position with a new client", async () => {
    const body = leadBody(f, uniqueName('Yeni'), null)
    const missing = await f.admin.post('/leads', body)
    expect(missing.json().errors).toEqual({
      'new_contact.name': required,
      'new_contact.email': required,
      'new_contact.position_id': required,
    })
    const wrong = await f.admin.post('/leads', {
      ...body,
      new_contact: { name: 'A', email: 'x', position_id: 1 },
    })
    expect(wrong.json().errors['new_contact.email']).toEqual(['Geçerli bir e-posta adresi girmelisin'])
  })

  it('refuses a contact of another client, an unknown client, type and responsible', async () => {
    const other = await clientWithContact(f.admin, f.positionId)
    const response = await f.admin.post(
      '/leads',
      leadBody(f, client.id, other.contactId, { type: 999_999, responsible: 999_999 }),
    )
    expect(response.json().errors).toEqual({
      contact: ['Bu kişi seçilen müşterinin kişilerinden değil'],
      type: ['Geçersiz seçim'],
      responsible: ['Geçersiz seçim'],
    })
    expect((await f.admin.post('/leads', leadBody(f, 999_999, contactId))).json().errors).toMatchObject({
      client: ['Geçersiz seçim'],
    })
  })

  it('needs a currency for a FIXED fee; the end may not be before the start; unknown statuses are refused', async () => {
    const response = await f.admin.post(
      '/leads',
      leadBody(f, client.id, contactId, {
        fin_fee_type: 'FIXED',
        fin_fee_fixed_amount: '5000',
        dates: ['2027-05-10', '2027-05-01'],
        status: 'LEAD-99',
      }),
    )
    expect(response.json().errors).toEqual({
      dates: ['Bitiş tarihi başlangıç tarihinden önce olamaz'],
      status: ['Geçersiz seçim'],
    })
    const fee = await f.admin.post(
      '/leads',
      leadBody(f, client.id, contactId, { fin_fee_type: 'FIXED', fin_fee_fixed_amount: '5000' }),
    )
    expect(fee.json().errors).toEqual({
      fin_fee_currency: ['Sabit hizmet bedeli için para birimi seçmelisin'],
    })
  })

  it('checks the rules on the record as it will be after a PUT', async () => {
    const code = (await f.admin.post('/leads', leadBody(f, client.id, contactId))).json().code
    expect((await f.admin.put(`/leads/${code}`, { status: 'LEAD-2' })).statusCode).toBe(200)
    const cleared = await f.admin.put(`/leads/${code}`, { city: '', type: null })
    expect(cleared.json().errors).toEqual({ type: required, city: required })
    const otherClient = await clientWithContact(f.admin, f.positionId)
    // Another client without a contact of its own: the old contact does not carry over.
    expect((await f.admin.put(`/leads/${code}`, { client: otherClient.client.id })).json().errors).toEqual({
      contact: required,
    })
  })
})

describe('project references', () => {
  it('are unique per company whatever the case; a unique typed reference is kept', async () => {
    const ref = uniqueName('ABC').replace(/\s/g, '-')
    const first = await f.admin.post('/leads', leadBody(f, client.id, contactId, { project_ref: ref }))
    expect(first.json().data.project_ref).toBe(ref)
    const again = await f.admin.post(
      '/leads',
      leadBody(f, client.id, contactId, { project_ref: ref.toLowerCase() }),
    )
    expect(again.statusCode).toBe(422)
    expect(again.json().errors).toEqual({ project_ref: ['Bu proje kodu zaten kullanılıyor'] })
    const code = first.json().code
    expect((await f.admin.put(`/leads/${code}`, { project_ref: ref.toLowerCase() })).statusCode).toBe(200)
  })

  it('are generated for a division that generates them: prefix, year, a growing sequence; typed values ignored', async () => {
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(
      new Date(),
    )
    const a = (
      await f.user.post('/leads', leadBody(f, client.id, contactId, { project_ref: 'TYPED-1' }))
    ).json()
    const b = (await f.user.post('/leads', leadBody(f, client.id, contactId, { project_ref: null }))).json()
    expect(a.data.project_ref).toMatch(new RegExp(`^KE-${year}-\\d{3,}$`))
    const seq = (ref: string) => Number(ref.split('-')[2])
    expect(seq(b.data.project_ref)).toBe(seq(a.data.project_ref) + 1)
    // An edit does not change a generated reference.
    const edited = await f.user.put(`/leads/${a.code}`, { project_ref: 'OTHER', status: 'LEAD-1' })
    expect(edited.json().data.project_ref).toBe(a.data.project_ref)
    // A typed reference that took the next number is skipped.
    const next = `KE-${year}-${String(seq(b.data.project_ref) + 1).padStart(3, '0')}`
    await f.admin.post('/leads', leadBody(f, client.id, contactId, { project_ref: next }))
    const c = (await f.user.post('/leads', leadBody(f, client.id, contactId))).json()
    expect(seq(c.data.project_ref)).toBe(seq(b.data.project_ref) + 2)
  })

  it('gives two concurrent creates different numbers', async () => {
    const [one, two] = await Promise.all([
      f.user.post('/leads', leadBody(f, client.id, contactId)),
      f.division.post('/leads', leadBody(f, client.id, contactId)),
    ])
    expect(one.statusCode, one.body).toBe(200)
    expect(two.statusCode, two.body).toBe(200)
    expect(one.json().data.project_ref).not.toBe(two.json().data.project_ref)
  })
})
