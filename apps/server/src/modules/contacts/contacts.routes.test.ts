import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
let user: Api
let other: Api
let positionId: number
let client: { id: number; code: string }
beforeAll(async () => {
  testApp = await createTestApp()
  user = apiAs(testApp.app, (await loginAs(testApp.app, 'user@demo.ajanda.test')).headers)
  other = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers)
  positionId = (await user.get('/definition/contact-positions')).json()[0].id
  client = (await user.post('/client', { name: 'Kontaklı Müşteri A.Ş.' })).json().data
})
afterAll(async () => {
  await testApp?.close()
})

const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

describe('POST /contacts', () => {
  it('creates a contact of a client; the list and the profile show it', async () => {
    const response = await user.post('/contacts', {
      name: 'Şebnem İnce',
      position_id: positionId,
      company_id: `C-${client.id}`,
      email: 'Sebnem.Ince@Ornek.com.tr',
      mobile: '0532 111 22 33',
      phone: '+90 212 444 55 66',
      fax: '0212 444 55 67',
      profile_picture: PNG_1X1,
    })
    expect(response.statusCode, response.body).toBe(200)
    const { message, data } = response.json()
    expect(message).toBe('Kontak eklendi.')
    expect(data).toMatchObject({
      name: 'Şebnem İnce',
      contact_type: 'C',
      contact_for: client.id,
      company_id: `C-${client.id}`,
      company: { type: 'client', id: client.id, code: client.code, name: 'Kontaklı Müşteri A.Ş.' },
      email: 'sebnem.ince@ornek.com.tr',
      mobile: '+90 532 111 22 33',
      fax: '+90 212 444 55 67',
      creator: { full_name: 'Gizem Aydın' },
    })
    expect(data.profile_picture_full).toMatch(/contact-pictures\/.+\.png$/)
    const list = (await user.get(`/contacts?for=C-${client.id}`)).json()
    expect(list.map((c: { id: number }) => c.id)).toEqual([data.id])
    const profile = (await user.get(`/client/${client.code}`)).json()
    expect(profile.contacts.map((c: { name: string }) => c.name)).toEqual(['Şebnem İnce'])
  })

  it('requires name, position, a valid e-mail and the company', async () => {
    const response = await user.post('/contacts', { name: '', email: 'yanlis' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      name: ['Bu alan zorunludur'],
      position_id: ['Bu alan zorunludur'],
      company_id: ['Bu alan zorunludur'],
      email: ['Geçerli bir e-posta adresi girmelisin'],
    })
  })

  it('validates phones by type and the company by reference', async () => {
    const otherClient = (await other.post('/client', { name: 'Öteki Müşteri' })).json().data
    const response = await user.post('/contacts', {
      name: 'Telefon Denemesi',
      position_id: positionId,
      company_id: `C-${otherClient.id}`,
      email: 'deneme@ornek.com',
      mobile: '0212 444 55 66',
      fax: '0532 111 22 33',
      phone: '12',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ phone: ['Geçerli bir telefon numarası girmelisin'] })
    const typed = await user.post('/contacts', {
      name: 'Telefon Denemesi',
      position_id: positionId,
      company_id: `C-${otherClient.id}`,
      email: 'deneme@ornek.com',
      mobile: '0212 444 55 66',
      fax: '0532 111 22 33',
    })
    expect(typed.json().errors).toEqual({
      mobile: ['Geçerli bir cep telefonu numarası girmelisin'],
      fax: ['Geçerli bir sabit hat numarası girmelisin'],
      company_id: ['Bir müşteri ya da tedarikçi seçmelisin'],
    })
    const mismatch = await user.post('/contacts', {
      name: 'Tür',
      position_id: positionId,
      company_id: `C-${client.id}`,
      contact_type: 'S',
      email: 'tur@ornek.com',
    })
    expect(mismatch.json().errors).toEqual({ contact_type: ['Geçersiz seçim'] })
    const badRef = await user.post('/contacts', {
      name: 'Ref',
      position_id: positionId,
      company_id: 'X-1',
      email: 'ref@ornek.com',
    })
    expect(badRef.json().errors).toEqual({ company_id: ['Bir müşteri ya da tedarikçi seçmelisin'] })
  })
})

describe('GET /contacts', () => {
  it('is a bare array without page, a paginator with it; filters by type and search', async () => {
    const all = await user.get('/contacts')
    expect(Array.isArray(all.json())).toBe(true)
    expect(all.json().length).toBeGreaterThan(70)
    const suppliersOnly = (await user.get('/contacts?type=S')).json() as { contact_type: string }[]
    expect(new Set(suppliersOnly.map((c) => c.contact_type))).toEqual(new Set(['S']))
    const page = (await user.get('/contacts?page=2&page_size=10&type=C')).json()
    expect(page).toMatchObject({ current_page: 2, per_page: 10, from: 11, to: 20 })
    const search = (await user.get(`/contacts?search=${encodeURIComponent('SEBNEM INCE')}`)).json()
    expect(search.map((c: { name: string }) => c.name)).toEqual(['Şebnem İnce'])
    expect((await other.get('/contacts?search=sebnem')).json()).toEqual([])
    expect((await user.get('/contacts?for=Q-1')).statusCode).toBe(422)
  })
})

describe('PUT and DELETE /contacts/{id}', () => {
  it('moves a contact to a supplier, edits fields and archives it', async () => {
    const supplier = (await user.post('/supplier', { name: 'Kontak Tedarikçisi' })).json().data
    const contact = (
      await user.post('/contacts', {
        name: 'Taşınacak Kişi',
        position_id: positionId,
        company_id: `C-${client.id}`,
        email: 'tasinacak@ornek.com',
      })
    ).json().data
    const moved = await user.put(`/contacts/${contact.id}`, { company_id: `S-${supplier.id}`, mobile: '' })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({
      message: 'Kontak güncellendi.',
      data: { contact_type: 'S', contact_for: supplier.id, company: { type: 'supplier' }, mobile: null },
    })
    expect((await other.put(`/contacts/${contact.id}`, { name: 'x' })).statusCode).toBe(404)
    expect((await user.delete(`/contacts/${contact.id}`)).json()).toEqual({ message: 'Kontak silindi.' })
    expect((await user.put(`/contacts/${contact.id}`, { name: 'x' })).statusCode).toBe(404)
    expect((await user.get(`/contacts?for=S-${supplier.id}`)).json()).toEqual([])
  })
})
