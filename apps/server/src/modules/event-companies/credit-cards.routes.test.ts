import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
let admin: Api
let user: Api
let other: Api
let url: string
let otherUrl: string
beforeAll(async () => {
  testApp = await createTestApp()
  const demoAdmin = await loginAs(testApp.app, 'admin@demo.ajanda.test')
  const otherAdmin = await loginAs(testApp.app, 'admin@other.ajanda.test')
  admin = apiAs(testApp.app, demoAdmin.headers)
  user = apiAs(testApp.app, (await loginAs(testApp.app, 'user@demo.ajanda.test')).headers)
  other = apiAs(testApp.app, otherAdmin.headers)
  url = `/event-companies/${demoAdmin.user.event_company_id}/credit-cards`
  otherUrl = `/event-companies/${otherAdmin.user.event_company_id}/credit-cards`
})
afterAll(async () => {
  await testApp?.close()
})

describe('company credit cards', () => {
  it('lists, adds, renames and deletes a card', async () => {
    const list = await user.get(url)
    expect(list.statusCode).toBe(200)
    expect(list.json().map((c: { name: string }) => c.name)).toContain('Şirket Kartı - Garanti')

    const created = await admin.post(url, { name: '  Şirket Kartı - Akbank ' })
    expect(created.statusCode).toBe(200)
    expect(created.json()).toMatchObject({
      message: 'Kredi kartı eklendi.',
      credit_card: { name: 'Şirket Kartı - Akbank' },
    })
    const id = created.json().credit_card.id

    const renamed = await admin.put(`${url}/${id}`, { name: 'Akbank Kurumsal' })
    expect(renamed.json()).toEqual({
      message: 'Kredi kartı güncellendi.',
      credit_card: { id, name: 'Akbank Kurumsal' },
    })
    // The company answer carries the cards too (startup load).
    const company = await admin.get(url.replace('/credit-cards', ''))
    expect(company.json().credit_cards).toContainEqual({ id, name: 'Akbank Kurumsal' })

    const deleted = await admin.delete(`${url}/${id}`)
    expect(deleted.json()).toEqual({ message: 'Kredi kartı silindi.' })
    expect((await admin.put(`${url}/${id}`, { name: 'X' })).statusCode).toBe(404)
  })

  it('needs a name of at most 100 characters', async () => {
    const empty = await admin.post(url, { name: ' ' })
    expect(empty.statusCode).toBe(422)
    expect(empty.json()).toEqual({ message: 'Bu alan zorunludur', errors: { name: ['Bu alan zorunludur'] } })
    const long = await admin.post(url, { name: 'x'.repeat(101) })
    expect(long.json().errors).toEqual({ name: ['En fazla 100 karakterden oluşmalı'] })
  })

  it('is written by admins only', async () => {
    const [card] = (await admin.get(url)).json()
    expect((await user.post(url, { name: 'X' })).statusCode).toBe(403)
    expect((await user.put(`${url}/${card.id}`, { name: 'X' })).statusCode).toBe(403)
    expect((await user.delete(`${url}/${card.id}`)).statusCode).toBe(403)
  })

  it("answers 404 for another company's cards, through either id", async () => {
    const [card] = (await admin.get(url)).json()
    expect((await other.get(url)).statusCode).toBe(404)
    expect((await other.post(url, { name: 'X' })).statusCode).toBe(404)
    // Their own company in the path, our card id: still not found.
    expect((await other.put(`${otherUrl}/${card.id}`, { name: 'X' })).statusCode).toBe(404)
    expect((await other.delete(`${otherUrl}/${card.id}`)).statusCode).toBe(404)
    expect((await admin.get(url)).json()).toContainEqual(card)
  })
})
