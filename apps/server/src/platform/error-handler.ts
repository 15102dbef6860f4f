import type { Locale } from '@ajanda/contracts/common/locale'
import { translateIssue, validationMessage } from '@ajanda/contracts/common/validation-messages'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { FieldValidationError, HttpError, InUseError, WordedError } from './errors'
import { t, usageList } from './messages'
import { requestLocale } from './request-locale'
import { RequestValidationError } from './validation'

type FieldErrors = Record<string, string[]>

function addError(errors: FieldErrors, field: string, message: string) {
  const list = errors[field] ?? []
  errors[field] = list
  if (!list.includes(message)) list.push(message)
}

export function issuesToFieldErrors(error: RequestValidationError, locale: Locale): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.')
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        addError(errors, base ? `${base}.${key}` : key, translateIssue(issue, locale))
      continue
    }
    addError(errors, base || error.part, translateIssue(issue, locale))
  }
  return errors
}

function fieldErrorsOf(error: FieldValidationError, locale: Locale): FieldErrors {
  const errors: FieldErrors = {}
  for (const [field, list] of Object.entries(error.fields)) {
    for (const item of list) {
      addError(
        errors,
        field,
        'key' in item
          ? t(locale, item.key, item.params)
          : validationMessage(locale, item.validation, item.params),
      )
    }
  }
  return errors
}

/** Laravel's summary: the first message, and how many more there are. */
function summary(errors: FieldErrors, locale: Locale): string {
  const all = Object.values(errors).flat()
  const first = all[0] ?? t(locale, 'validation_failed')
  return all.length > 1 ? `${first} ${t(locale, 'and_more_errors', { count: all.length - 1 })}` : first
}

function sendValidation(reply: FastifyReply, errors: FieldErrors, locale: Locale) {
  return reply.status(422).send({ message: summary(errors, locale), errors })
}

/**
 * The router's own refusals, before any hook has run (Fastify's `frameworkErrors`): a path parameter over
 * `maxParamLength` (414) or a path that does not decode (400). Fastify wrote them as
 * `{error, code, message, statusCode}` in English; they take the app's `{message}` shape and language.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const query = new URLSearchParams(request.raw.url?.split('?')[1] ?? '')
  const locale = requestLocale(query.get('locale') ?? undefined, request.headers['accept-language'])
  reply.header('x-request-id', request.id)
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send({ message: t(locale, 'uri_too_long') })
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ message: t(locale, 'bad_url') })
  request.log.info({ err: error }, 'framework error')
  return reply.status(error.statusCode ?? 400).send({ message: t(locale, 'validation_failed') })
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale ?? 'tr'
    if (error instanceof RequestValidationError)
      return sendValidation(reply, issuesToFieldErrors(error, locale), locale)
    if (error instanceof FieldValidationError)
      return sendValidation(reply, fieldErrorsOf(error, locale), locale)
    if (error instanceof InUseError) {
      const usages = usageList(locale, error.usages)
      return reply.status(409).send({
        message: t(locale, 'in_use', { subject: t(locale, error.subject), usages }),
        usages: error.usages,
      })
    }
    if (error instanceof WordedError) {
      const body = typeof error.body === 'function' ? error.body(locale) : error.body
      return reply.status(error.statusCode).send({ ...body, message: error.word(locale) })
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: t(locale, error.messageKey, error.params) })
    }
    const status = error.statusCode ?? 500
    if (status === 429) return reply.status(429).send({ message: t(locale, 'too_many_requests') })
    if (status === 413) return reply.status(413).send({ message: t(locale, 'body_too_large') })
    if (status === 415) return reply.status(415).send({ message: t(locale, 'unsupported_media_type') })
    if (status >= 400 && status < 500 && error.code?.startsWith('FST_ERR_CTP')) {
      return reply.status(400).send({ message: t(locale, 'invalid_json') })
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error')
      return reply.status(status).send({ message: t(locale, 'validation_failed') })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ message: t(locale, 'server_error', { requestId: String(request.id) }) })
  })
}
