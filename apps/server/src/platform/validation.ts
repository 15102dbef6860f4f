import type { FastifySchemaCompiler } from 'fastify'
import type { core, ZodType } from 'zod'

/** Request validation failed: carries zod's issues (with their input) for the 422 translation. */
export class RequestValidationError extends Error {
  constructor(
    readonly issues: core.$ZodIssue[],
    readonly part: string,
  ) {
    super('request validation failed')
  }
}

/**
 * Like fastify-type-provider-zod's compiler, but keeps each issue's input so that a missing field
 * says "Bu alan zorunludur" rather than a type error.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true })
    if (!result.success) return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') }
    const nul = pathOfNulCharacter(result.data)
    if (nul) {
      const issue = { code: 'custom', path: nul, message: 'invalid_type', input: undefined } as core.$ZodIssue
      return { error: new RequestValidationError([issue], httpPart ?? 'body') }
    }
    return { value: result.data }
  }

/**
 * PostgreSQL text cannot hold U+0000 and fails the whole statement on it; such a value is refused as
 * invalid input here rather than as a server error later.
 */
function pathOfNulCharacter(value: unknown, path: PropertyKey[] = [], depth = 0): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (depth > 20 || value === null || typeof value !== 'object') return null
  for (const [key, item] of Object.entries(value)) {
    const found = pathOfNulCharacter(item, [...path, Array.isArray(value) ? Number(key) : key], depth + 1)
    if (found) return found
  }
  return null
}
