import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger'
import type { FastifySchema } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { RouteAccess } from './request-context'
import { XLSX_CONTENT_TYPE } from './xlsx'

/**
 * The OpenAPI document served at /api/docs (issue 19 item 12): fastify-type-provider-zod turns the zod
 * schemas into JSON Schema; `openApiTransform` adds what no zod schema says: an operationId per
 * operation, the bearer scheme, and the bodies and answers that are not JSON (`schema.document`).
 */

/** A download's file types. `stored`: a file as it was uploaded (its type read from its bytes). */
export type DownloadKind = 'xlsx' | 'pdf' | 'ics' | 'zip' | 'stored'

export const DOWNLOAD_MEDIA_TYPES: Record<DownloadKind, string> = {
  xlsx: XLSX_CONTENT_TYPE,
  pdf: 'application/pdf',
  ics: 'text/calendar',
  zip: 'application/zip',
  stored: '*/*',
}

interface MultipartField {
  /** `file`: one file part; `files`: the field repeats, one part per file; `text`: a plain field. */
  kind: 'file' | 'files' | 'text'
  required?: boolean
  description?: string
}

/** What the OpenAPI document says of a route that zod cannot: Fastify itself never reads it. */
export interface RouteDocument {
  /** The multipart form an upload route reads itself (request.file() or request.parts()). */
  multipart?: Record<string, MultipartField>
  /** A 200 that is a file, not JSON. */
  download?: readonly DownloadKind[]
  /** An answer without a body (204) or a redirect (302 with Location). */
  status?: 204 | 302
  /**
   * With status 302 or a download: the route's JSON 200 stays too (a signed download answers either; a
   * download route may answer JSON, a signed link to the file, to a caller that accepts it).
   */
  keepJson?: boolean
  description?: string
}

declare module 'fastify' {
  interface FastifySchema {
    /** For the OpenAPI document only; see platform/openapi.ts. */
    document?: RouteDocument
  }
}

export const uploadForm = (fields: Record<string, MultipartField>, description?: string): RouteDocument => ({
  multipart: fields,
  description,
})
export const download = (...kinds: DownloadKind[]): RouteDocument => ({ download: kinds })
export const noContent: RouteDocument = { status: 204 }
export const redirect: RouteDocument = { status: 302 }

export const BEARER_SCHEME = 'bearerAuth'

/** The document's root: servers, the security scheme, and bearer required unless an operation says none. */
export const openApiDocument = {
  info: { title: 'Ajanda API', version: '1.0.0' },
  servers: [{ url: '/' }],
  components: {
    securitySchemes: {
      [BEARER_SCHEME]: {
        type: 'http' as const,
        scheme: 'bearer',
        description:
          'The opaque token that POST /api/v1/login (or the sign-up confirmation) answers, sent as ' +
          '`Authorization: Bearer <token>`. There is no cookie session. Operations marked ' +
          '`x-access: staff` also need a back-office (AGENCY, ECOS) user, `admin` an admin; CLIENT users ' +
          'may call only the operations with `x-client-access`.',
      },
    },
  },
  security: [{ [BEARER_SCHEME]: [] }],
} satisfies FastifyDynamicSwaggerOptions['openapi']

const capitalised = (word: string) => (word ? word[0]?.toUpperCase() + word.slice(1) : '')

/**
 * `GET /api/v1/project/:code/file/:id` → `getProjectByCodeFileById`: the method and the path without
 * /api/v1, each parameter as `By{Name}`. Stable as long as the route is, unique as method+path are.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1(?=\/|$)/, '')
    .split(/[/.\-_]+/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${capitalised(part.slice(1))}` : capitalised(part)))
  return method.toLowerCase() + words.join('')
}

function multipartSchema(fields: Record<string, MultipartField>) {
  const binary = { type: 'string', format: 'binary' }
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      {
        ...(field.kind === 'files'
          ? { type: 'array', items: binary }
          : field.kind === 'file'
            ? binary
            : { type: 'string' }),
        ...(field.description ? { description: field.description } : {}),
      },
    ]),
  )
  const required = Object.entries(fields)
    .filter(([, field]) => field.required)
    .map(([name]) => name)
  return { type: 'object', properties, ...(required.length ? { required } : {}) }
}

/** A response without a body: @fastify/swagger leaves out `content` for `type: 'null'`. */
const bodiless = (description: string) => ({ type: 'null', description })

export const openApiTransform: SwaggerTransform = (input) => {
  const { schema: converted, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0])
  if (converted?.hide) return { schema: converted, url }
  const { document, ...schema }: FastifySchema & Record<string, unknown> = { ...(converted ?? {}) }
  const route = input.route
  const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method)
  schema.operationId ??= operationIdOf(method, route.url ?? url)
  const access: RouteAccess | undefined = route.config?.access
  if (access) schema['x-access'] = access
  if (route.config?.client) schema['x-client-access'] = route.config.client
  if (access === 'public') schema.security = []
  if (document?.description) schema.description ??= document.description

  if (document?.multipart) {
    schema.consumes = ['multipart/form-data']
    schema.body = multipartSchema(document.multipart)
  }
  const response: Record<string, unknown> = { ...((schema.response as Record<string, unknown>) ?? {}) }
  if (document?.download) {
    const content = Object.fromEntries(
      document.download.map((kind) => [
        DOWNLOAD_MEDIA_TYPES[kind],
        { schema: { type: 'string', format: 'binary' } },
      ]),
    )
    // keepJson: the route also answers JSON (a signed link to the file) to a caller that accepts it.
    const json =
      document.keepJson && response['200'] ? { 'application/json': { schema: response['200'] } } : {}
    response['200'] = { description: 'The file', content: { ...json, ...content } }
  }
  if (document?.status === 204) {
    delete response['200']
    response['204'] = bodiless('No Content')
  }
  if (document?.status === 302) {
    if (!document.keepJson) delete response['200']
    response['302'] = {
      ...bodiless('Found: the file is at the Location header'),
      headers: { location: { type: 'string' } },
    }
  }
  for (const status of Object.keys(response)) if (status === '204') response[status] = bodiless('No Content')
  if (Object.keys(response).length) schema.response = response
  return { schema, url }
}
