import { similarityMatchResponseSchema } from '@ajanda/contracts/similarity.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

/** The create form's warning (issue 19 item 6): which active records share an e-mail, phone or tax number. */
let testApp: TestApp
let admin: Api
let user: Api
let other: Api
let client: Api
const stamp = Date.now().toString().slice(-8)
const taxNumber = `90${stamp}`
let ege: { id: number; code: string }

beforeAll(async () => {
  testApp = await createTestApp()
  const as = async (email: string) => apiAs(testApp.app, (await loginAs(testApp.app, email)).headers)
  admin = await as('admin@demo.ajanda.test')
  user = await as('user@demo.ajanda.test')
  other = await as('admin@other.ajanda.test')
  client = await as('client@demo.ajanda.test')
  const created = await admin.post('/client', {
    name: `Ege Otomotiv ${stamp}`,
    tax_number: taxNumber,
    email: `info${stamp}@ege-otomotiv.com.tr`,
    phone: '0232 555 12 34',
  })
  expect(created.statusCode, created.body).toBe(200)
  ege = created.json().data
})
afterAll(async () => {
  await testApp?.close()
})

const matches = async (api: Api, kind: string, query: Record<string, string>) => {
  const response = await api.get(`/similarity/${kind}/matches?${new URLSearchParams(query)}`)
  expect(response.statusCode, response.body).toBe(200)
  return similarityMatchResponseSchema.parse(response.json()).data
}

describe('GET /similarity/{clients|suppliers}/matches', () => {
  it('finds the client with the same tax number, for any staff member', async () => {
    expect(await matches(user, 'clients', { tax_number: taxNumber })).toEqual([
      { id: ege.id, code: ege.code, name: `Ege Otomotiv ${stamp}`, fields: ['tax_number'] },
    ])
  })

  it('compares the e-mail in lower case and the phone in its international form, and names every shared field', async () => {
    const found = await matches(user, 'clients', {
      email: `  INFO${stamp}@Ege-Otomotiv.com.tr `,
      phone: '+90 (232) 555 1234',
      tax_number: taxNumber,
    })
    expect(found.map((m) => [m.code, m.fields])).toEqual([[ege.code, ['tax_number', 'email', 'phone']]])
  })

  it('matches nothing for other values, invalid ones, the other kind or another company', async () => {
    expect(await matches(user, 'clients', { tax_number: `91${stamp}` })).toEqual([])
    expect(await matches(user, 'clients', { tax_number: '12', email: 'not-an-email', phone: 'abc' })).toEqual(
      [],
    )
    expect(await matches(user, 'clients', {})).toEqual([])
    expect(await matches(user, 'suppliers', { tax_number: taxNumber })).toEqual([])
    expect(await matches(other, 'clients', { tax_number: taxNumber })).toEqual([])
  })

  it('finds suppliers the same way and leaves archived records out', async () => {
    const supplier = (
      await admin.post('/supplier', { name: `Ege Tedarik ${stamp}`, tax_number: taxNumber })
    ).json().data
    expect((await matches(user, 'suppliers', { tax_number: taxNumber })).map((m) => m.code)).toEqual([
      supplier.code,
    ])
    expect((await admin.delete(`/supplier/${supplier.code}`)).statusCode).toBe(200)
    expect(await matches(user, 'suppliers', { tax_number: taxNumber })).toEqual([])
  })

  it('is refused to CLIENT users and bounds its input', async () => {
    expect((await client.get(`/similarity/clients/matches?tax_number=${taxNumber}`)).statusCode).toBe(403)
    expect((await user.get(`/similarity/clients/matches?email=${'a'.repeat(300)}`)).statusCode).toBe(422)
  })
})
