import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
let user: Api
let other: Api
beforeAll(async () => {
  testApp = await createTestApp()
  user = apiAs(testApp.app, (await loginAs(testApp.app, 'user@demo.ajanda.test')).headers)
  other = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers)
  await user.post('/client', { name: 'İSTANBUL KONGRE HİZMETLERİ' })
  await user.post('/client', { name: 'Yeni Şirket Organizasyon' })
  await user.post('/supplier', { name: 'Istanbul Tur Otobüsleri' })
})
afterAll(async () => {
  await testApp?.close()
})

const search = async (query: string, api = user) => {
  const response = await api.get(`/search?query=${encodeURIComponent(query)}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as {
    type: string
    name: string
    company_id: string
    company: unknown
    code: string
  }[]
}

describe('GET /search', () => {
  it('needs at least 3 characters', async () => {
    const short = await user.get('/search?query=ab')
    expect(short.statusCode).toBe(422)
    expect(short.json().errors).toEqual({ query: ['En az 3 karakterden oluşmalı'] })
    expect((await user.get('/search')).json().errors).toEqual({ query: ['Bu alan zorunludur'] })
    expect((await user.get(`/search?query=${encodeURIComponent('  ab  ')}`)).statusCode).toBe(422)
  })

  it('ignores case and Turkish letters: "istanbul" finds "İSTANBUL", "sirket" finds "Şirket"', async () => {
    const istanbul = await search('istanbul')
    expect(istanbul.map((r) => r.name)).toEqual(
      expect.arrayContaining(['İSTANBUL KONGRE HİZMETLERİ', 'Istanbul Tur Otobüsleri']),
    )
    const client = istanbul.find((r) => r.name === 'İSTANBUL KONGRE HİZMETLERİ')
    expect(client).toMatchObject({ type: 'client', company: null })
    expect(client?.company_id).toMatch(/^C-\d+$/)
    expect(istanbul.find((r) => r.name === 'Istanbul Tur Otobüsleri')?.type).toBe('supplier')
    expect((await search('sirket')).map((r) => r.name)).toContain('Yeni Şirket Organizasyon')
    expect((await search('ŞİRKET')).map((r) => r.name)).toContain('Yeni Şirket Organizasyon')
  })

  it('ranks names starting with the query first and finds near spellings', async () => {
    const results = await search('grand bosph')
    expect(results[0]?.name).toBe('Grand Bosphorus Otel')
    const typo = await search('marmara ilac sanayii')
    expect(typo.map((r) => r.name)).toContain('Marmara İlaç Sanayi A.Ş.')
  })

  it('lists contacts with the company they belong to, and can leave them out', async () => {
    const results = await search('selin aktas')
    const contact = results.find((r) => r.type === 'contact')
    expect(contact).toMatchObject({
      name: 'Dr. Selin Aktaş',
      code: null,
      company: { type: 'client', name: 'Marmara İlaç Sanayi A.Ş.' },
    })
    expect(contact?.company_id).toMatch(/^C-\d+$/)
    const companies = await user.get(`/search?query=selin&types=client,supplier`)
    expect(companies.json()).toEqual([])
    expect((await user.get('/search?query=selin&types=people')).statusCode).toBe(422)
  })

  it('gives at most 20 results, of the caller’s company only, and none archived', async () => {
    expect((await search('a.s')).length).toBeLessThanOrEqual(20)
    expect(await search('marmara', other)).toEqual([])
    expect((await search('baskent', other)).map((r) => r.name)).toEqual([
      'Başkent Üniversitesi Mezunlar Derneği',
    ])
    const client = (await user.post('/client', { name: 'Silinecek Arama Firması' })).json().data
    expect((await search('silinecek arama')).length).toBe(1)
    await user.delete(`/client/${client.code}`)
    expect(await search('silinecek arama')).toEqual([])
  })

  it('finds a name by its start whatever letters follow, and lists equal names oldest first', async () => {
    const wave = (await user.post('/client', { name: 'Kaş🌊 Dalış Merkezi' })).json().data
    const starting = await search('kaş🌊')
    expect(starting[0]).toMatchObject({ type: 'client', name: 'Kaş🌊 Dalış Merkezi', id: wave.id })
    const twins: number[] = []
    for (const email of ['ikiz1@ikiz.test', 'ikiz2@ikiz.test', 'ikiz3@ikiz.test'])
      twins.push((await user.post('/client', { name: 'İkiz Organizasyon', email })).json().data.id)
    for (let round = 0; round < 3; round++)
      expect(
        (await search('ikiz organizasyon'))
          .filter((r) => r.name === 'İkiz Organizasyon')
          .map((r) => (r as unknown as { id: number }).id),
      ).toEqual(twins)
  })
})
