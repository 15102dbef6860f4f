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
    if (result.success) return { value: result.data }
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') }
  }
