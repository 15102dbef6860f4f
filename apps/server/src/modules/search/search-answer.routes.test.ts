import { type SearchType, searchResponseSchema } from '@ajanda/contracts/search.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

/**
 * GET /search is serialized by the service without the response schema's check (search.service.ts): its
 * bytes must be what the check and JSON.stringify gave, every key in the schema's order, for every kind.
 */
let testApp: TestApp
let headers: Record<string, string>
beforeAll(async () => {
  testApp = await createTestApp()
  headers = (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers
})
afterAll(async () => {
  await testApp?.close()
})

// Clients, suppliers and their contacts, projects, leads and the congress's attendees of the demo company.
const QUERIES = [
  'gala',
  'kongre',
  'otel',
  'hilton',
  'demir',
  'marmara',
  'kapadokya',
  'istanbul',
  'arslan',
  'yilmaz',
]

describe('GET /search: the answer as the schema writes it', () => {
  it('sends every kind with the bytes of the schema check and JSON.stringify', async () => {
    const kinds = new Set<SearchType>()
    for (const query of QUERIES) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/search?query=${encodeURIComponent(query)}`,
        headers,
      })
      expect(response.statusCode, query).toBe(200)
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      const results = searchResponseSchema.parse(JSON.parse(response.body))
      expect(response.body, query).toBe(JSON.stringify(z.encode(searchResponseSchema, results)))
      for (const result of results) kinds.add(result.type)
    }
    expect([...kinds].sort()).toEqual(['attendee', 'client', 'contact', 'lead', 'project', 'supplier'])
  })
})
