import { type ZodType, z } from 'zod'
import { paginated } from './pagination'

/**
 * A response body checked against its schema and serialized once, then sent as-is by every request that
 * shares it (a cached board: 300 cards cost more to check and stringify than to fetch from the cache).
 * Routes send its text with `JSON_CONTENT_TYPE`; Fastify passes a JSON string through without serializing it.
 */
export class JsonPayload {
  constructor(readonly json: string) {}
}

export function serializeOnce<T>(schema: ZodType<T>, value: T): JsonPayload {
  return new JsonPayload(JSON.stringify(z.encode(schema, value)))
}

/**
 * Serialized without a schema check: for hot list pages whose rows are typed end to end from the query
 * to the contract (their route tests check the answers against the schema). Checking 20 rows per request
 * cost as much as the rest of the request's work in Node.
 */
export function serializeTyped<T>(value: T): JsonPayload {
  return new JsonPayload(JSON.stringify(value))
}

/** The content type a route sends a `JsonPayload` with: `reply.type(JSON_CONTENT_TYPE).send(payload.json)`. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

/**
 * Laravel's paginator around rows already written as JSON text by the database (the clients and attendee
 * lists): the same document `paginated()` gives, `data` first, then the counters and links in the schema's
 * order. `from` and `to` depend only on how many rows the page has.
 */
export function pagePayload(
  items: readonly string[],
  total: number,
  query: { page: number; page_size: number } & Record<string, unknown>,
  path: string,
): JsonPayload {
  const { data: _, ...rest } = paginated(
    Array.from({ length: items.length }),
    total,
    { page: query.page, pageSize: query.page_size },
    path,
    query,
  )
  return new JsonPayload(`{"data":[${items.join(',')}],${JSON.stringify(rest).slice(1)}`)
}
