import { Validator } from '@seriousme/openapi-schema-validator'
import Ajv from 'ajv'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type TestApp } from '../test-support/test-app'
import { DOWNLOAD_MEDIA_TYPES, operationIdOf } from './openapi'

interface Operation {
  operationId?: string
  security?: unknown[]
  'x-access'?: string
  requestBody?: {
    content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }>
  }
  responses: Record<
    string,
    { content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> }
  >
}
interface Document {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes?: Record<string, { type: string; scheme?: string }> }
  security?: Record<string, string[]>[]
}

let testApp: TestApp
let doc: Document
beforeAll(async () => {
  testApp = await createTestApp()
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })
  expect(response.statusCode).toBe(200)
  doc = response.json()
})
afterAll(async () => {
  await testApp?.close()
})

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  )
const operation = (key: string) => {
  const found = operations().find((entry) => entry.key === key)
  if (!found) throw new Error(`${key} is not in the document`)
  return found.operation
}

const XLSX = DOWNLOAD_MEDIA_TYPES.xlsx
/** Every route that answers a file, with the media types the document must give its 200. */
const DOWNLOADS: Record<string, string[]> = {
  'GET /api/v1/clients/export': [XLSX],
  'GET /api/v1/reports/executive-brief/export': [XLSX],
  'GET /api/v1/reports/performance/export': [XLSX],
  'GET /api/v1/reports/division-performance/export': [XLSX],
  'GET /api/v1/reports/people-performance/export': [XLSX],
  'GET /api/v1/reports/clients/export': [XLSX],
  'GET /api/v1/reports/yoy/export': [XLSX],
  'GET /api/v1/reports/suppliers/export': [XLSX],
  'GET /api/v1/reports/unclosed-projects/export': [XLSX],
  'GET /api/v1/reports/client-financials/export': [XLSX],
  'GET /api/v1/reports/invoicing-timeframes/export': [XLSX],
  'GET /api/v1/suppliers/export': [XLSX],
  'GET /api/v1/projects/export': [XLSX],
  'GET /api/v1/accounting/{kind}/export': [XLSX],
  'GET /api/v1/project/{code}/{kind}/export': [XLSX],
  'GET /api/v1/budget/{code}/export': [XLSX, 'application/pdf'],
  'GET /api/v1/calendar/feed/{token}.ics': ['text/calendar'],
  'GET /api/v1/event-badge/{acode}/calendar.ics': ['text/calendar'],
  'POST /api/v1/badges/{id}/print': ['application/pdf'],
  // Asked for JSON, the signed link of the GET below (the web app's way: the browser streams it to disk).
  'POST /api/v1/project/{code}/photos/zip': ['application/zip', 'application/json'],
  'GET /api/v1/project/{code}/photos/zip': ['application/zip'],
  'GET /api/v1/project/{code}/fees/export': [XLSX],
  'GET /api/v1/attendees/{id}/proforma': ['application/pdf'],
  'GET /api/v1/project/{code}/rooming/export': [XLSX],
  'GET /api/v1/project/{code}/flights/{flightId}/manifest': [XLSX],
}
/** Private files: a 302 to a short-lived signed address, or that address as JSON (platform/signed-download.ts). */
const SIGNED_DOWNLOADS = [
  'GET /api/v1/project/{code}/file/{id}',
  'GET /api/v1/accounting/expenses/receipts/{id}',
  'GET /api/v1/attendees/{id}/files/{ref}',
  'GET /api/v1/attendees/{id}/declaration',
]
/** Every upload route, with the file field of its multipart form. */
const UPLOADS: Record<string, string> = {
  'POST /api/v1/project/{code}/file': 'files[]',
  'POST /api/v1/accounting/expenses/receipts': 'file',
  'POST /api/v1/imports/{entity}/parse': 'file',
  'POST /api/v1/checklists/{id}/parse': 'file',
  'POST /api/v1/declaration/{dcode}/upload/{fieldId}': 'file',
}

/** OpenAPI 3.0's boolean exclusiveMinimum/Maximum (JSON Schema draft 4) as Ajv's draft 7 numbers. */
function toDraft7(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toDraft7)
  if (!node || typeof node !== 'object') return node
  const schema = Object.fromEntries(Object.entries(node).map(([key, child]) => [key, toDraft7(child)]))
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (schema[exclusive] === true) {
      schema[exclusive] = schema[bound]
      delete schema[bound]
    } else if (schema[exclusive] === false) delete schema[exclusive]
  }
  return schema
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.0 document for an independent validator', async () => {
    expect(doc.openapi).toMatch(/^3\.0\./)
    const result = await new Validator().validate(doc as never)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(operations().length).toBeGreaterThan(200)
  })

  it('gives every schema default a value its own schema accepts', () => {
    // The calendar feed's token once had default "" against the pattern of a 43-character token.
    const ajv = new Ajv({ strict: false, validateFormats: false })
    const broken: string[] = []
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return
      const schema = node as Record<string, unknown>
      if ('default' in schema && !Array.isArray(node) && !JSON.stringify(schema).includes('$ref')) {
        const { default: value, ...rest } = schema
        if (!ajv.validate(toDraft7(rest) as object, value)) broken.push(`${at}: ${JSON.stringify(value)}`)
      }
      for (const [key, child] of Object.entries(schema)) walk(child, `${at}/${key}`)
    }
    walk(doc.paths, '')
    walk(doc.components, '#/components')
    expect(broken).toEqual([])
  })

  it('names every operation with a unique operationId', () => {
    const missing = operations().filter(({ operation }) => !operation.operationId)
    expect(missing.map(({ key }) => key)).toEqual([])
    const ids = operations().map(({ operation }) => operation.operationId)
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
    expect(operation('GET /api/v1/project/{code}').operationId).toBe('getProjectByCode')
    expect(operation('POST /api/v1/login').operationId).toBe('postLogin')
  })

  it('declares the bearer scheme, required by every operation but the public ones', () => {
    expect(doc.components.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(doc.security).toEqual([{ bearerAuth: [] }])
    const wrong = operations().filter(({ operation }) => {
      const open = operation.security !== undefined && operation.security.length === 0
      return open !== (operation['x-access'] === 'public')
    })
    expect(wrong.map(({ key }) => key)).toEqual([])
    expect(operation('POST /api/v1/login').security).toEqual([])
    expect(operation('GET /api/v1/clients')['x-access']).toBe('staff')
  })

  it('matches the routes: public in the document is public on the server', () => {
    const documented = new Set(
      operations()
        .filter(({ operation }) => operation['x-access'] === 'public')
        .map(({ key }) => key),
    )
    const served = testApp.app.routeInventory
      .filter((route) => route.access === 'public' && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
    expect([...documented].sort()).toEqual([...new Set(served)].sort())
  })

  it('gives every download its media types, and every other success a body or none', () => {
    for (const [key, types] of Object.entries(DOWNLOADS)) {
      const content = operation(key).responses['200']?.content ?? {}
      expect(Object.keys(content).sort(), key).toEqual([...types].sort())
      for (const type of types.filter((type) => type !== 'application/json'))
        expect(content[type]?.schema, key).toEqual({ type: 'string', format: 'binary' })
    }
    // A route that sends a file but does not say so would show an empty 200 ("Default Response").
    const undescribed = operations().filter(({ operation }) =>
      Object.entries(operation.responses).some(([status, response]) => status === '200' && !response.content),
    )
    expect(undescribed.map(({ key }) => key)).toEqual([])
  })

  it('gives every signed download its redirect and its JSON address', () => {
    for (const key of SIGNED_DOWNLOADS) {
      const responses = operation(key).responses
      expect(responses['302']?.headers?.location, key).toBeDefined()
      expect(Object.keys(responses['200']?.content ?? {}), key).toEqual(['application/json'])
    }
  })

  it('gives every upload its multipart body', () => {
    for (const [key, field] of Object.entries(UPLOADS)) {
      const form = operation(key).requestBody?.content['multipart/form-data']?.schema
      expect(form?.required, key).toContain(field)
      expect(JSON.stringify(form?.properties?.[field]), key).toContain('"format":"binary"')
    }
  })

  it('documents GET /sanctum/csrf-cookie as 204, as it answers', async () => {
    for (const path of ['/sanctum/csrf-cookie', '/api/v1/sanctum/csrf-cookie']) {
      const responses = operation(`GET ${path}`).responses
      expect(Object.keys(responses), path).toEqual(['204'])
      expect(responses['204']?.content, path).toBeUndefined()
      expect((await testApp.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(204)
    }
  })

  it('sends a download with the media type the document gives it', async () => {
    const { headers } = await loginAs(testApp.app, 'admin@demo.ajanda.test')
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/clients/export', headers })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe(XLSX)
  })
})

describe('operationIdOf', () => {
  it('reads the method and the path without /api/v1, parameters as By{Name}', () => {
    expect(operationIdOf('GET', '/api/v1/project/:code/file/:id')).toBe('getProjectByCodeFileById')
    expect(operationIdOf('DELETE', '/api/v1/definition/budget-categories/:id')).toBe(
      'deleteDefinitionBudgetCategoriesById',
    )
    expect(operationIdOf('GET', '/api/v1/calendar/feed/:token.ics')).toBe('getCalendarFeedByTokenIcs')
    expect(operationIdOf('GET', '/api/health')).toBe('getApiHealth')
    expect(operationIdOf('GET', '/api/v1x/a')).toBe('getApiV1xA')
  })
})
