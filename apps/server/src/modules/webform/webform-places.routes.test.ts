import { cityListResponseSchema, definitionListSchemas } from '@ajanda/contracts/definitions.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { demoProjects, insertForm, nextIp } from './webform-test-fixtures'

let testApp: TestApp
let demo: Awaited<ReturnType<typeof demoProjects>>
beforeAll(async () => {
  testApp = await createTestApp()
  demo = await demoProjects(testApp)
})
afterAll(async () => {
  await testApp?.close()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers, remoteAddress: nextIp() })

describe('GET /webform/{slug}/countries and /cities/{country}: the address field without a session', () => {
  it('gives the countries with has_states and a country’s cities with their states, cacheable', async () => {
    const f = await insertForm(testApp, { companyId: demo.companyId, projectId: demo.projectId })
    const countries = await get(`/webform/${f.slug}/countries`)
    expect(countries.statusCode, countries.body).toBe(200)
    expect(countries.headers['cache-control']).toBe('public, max-age=3600')
    const list = definitionListSchemas.countries.parse(countries.json())
    expect(list.find((country) => country.code === 'TR')).toMatchObject({
      name: 'Türkiye',
      has_states: false,
    })
    expect(list.find((country) => country.code === 'US')?.has_states).toBe(true)
    const english = definitionListSchemas.countries.parse(
      (await get(`/webform/${f.slug}/countries?locale=en`)).json(),
    )
    expect(english.find((country) => country.code === 'DE')?.name).toBe('Germany')

    const tr = cityListResponseSchema.parse((await get(`/webform/${f.slug}/cities/tr`)).json())
    expect(tr).toHaveLength(81)
    expect(tr.map((city) => city.name)).toContain('İzmir')
    const us = cityListResponseSchema.parse((await get(`/webform/${f.slug}/cities/US`)).json())
    expect(us.find((city) => city.name === 'Miami')?.state).toBe('Florida')
    // A country without a list answers an empty one: the page keeps free text.
    expect((await get(`/webform/${f.slug}/cities/ZZ`)).json()).toEqual([])
    expect((await get(`/webform/${f.slug}/cities/TUR`)).statusCode).toBe(422)
  })

  it('is public: the same for anyone, a CLIENT user or another company; 404 for a draft or unknown slug', async () => {
    const f = await insertForm(testApp, { companyId: demo.companyId, projectId: demo.projectId })
    const draft = await insertForm(testApp, {
      companyId: demo.companyId,
      projectId: demo.projectId,
      status: 'draft',
    })
    const anonymous = await get(`/webform/${f.slug}/cities/TR`)
    const client = await loginAs(testApp.app, 'client@demo.ajanda.test')
    const other = await loginAs(testApp.app, 'admin@other.ajanda.test')
    for (const headers of [client.headers, other.headers]) {
      const response = await get(`/webform/${f.slug}/cities/TR`, headers)
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(anonymous.body)
    }
    for (const url of [
      `/webform/${draft.slug}/countries`,
      `/webform/${draft.slug}/cities/TR`,
      '/webform/hic-olmayan-form/countries',
    ])
      expect((await get(url)).statusCode, url).toBe(404)
  })
})
