import type { Locale } from '@ajanda/contracts/common/locale'
import type { ValidationMessageKey } from '@ajanda/contracts/common/validation-messages'
import type { MessageKey } from './messages'

/** An error the client should see, with a translatable message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey)
  }
}

export class UnauthenticatedError extends HttpError {
  constructor() {
    super(401, 'unauthenticated')
  }
}
export class SessionExpiredError extends HttpError {
  constructor() {
    super(419, 'session_expired')
  }
}
export class ForbiddenError extends HttpError {
  constructor() {
    super(403, 'forbidden')
  }
}
/** Also what another company's record answers: its existence is not revealed. */
export class NotFoundError extends HttpError {
  constructor() {
    super(404, 'not_found')
  }
}
export class TooManyAttemptsError extends HttpError {
  constructor(minutes: number) {
    super(429, 'too_many_attempts', { minutes })
  }
}

export type FieldMessage =
  | { key: MessageKey; params?: Record<string, string | number> }
  | { validation: ValidationMessageKey; params?: Record<string, string | number> }

/** A 422 raised by business rules (after the schema passed): field → messages. */
export class FieldValidationError extends Error {
  constructor(readonly fields: Record<string, FieldMessage[]>) {
    super('validation')
  }
  static of(field: string, message: FieldMessage): FieldValidationError {
    return new FieldValidationError({ [field]: [message] })
  }
}

/**
 * 409: the record is still used by others and cannot be deleted. `subject` names the record
 * ("Bu pozisyon"), each usage the using records and how many (`usage_{type}` in messages.ts).
 */
export class InUseError extends Error {
  constructor(
    readonly subject: MessageKey,
    readonly usages: { type: string; count: number }[],
  ) {
    super('in use')
  }
}

/** Collects the business 422s of several fields, so a form learns every problem at once. */
export class FieldErrors {
  readonly fields: Record<string, FieldMessage[]> = {}
  add(field: string, message: FieldMessage): this {
    const list = this.fields[field] ?? []
    this.fields[field] = list
    list.push(message)
    return this
  }
  get empty(): boolean {
    return Object.keys(this.fields).length === 0
  }
  throwIfAny(): void {
    if (!this.empty) throw new FieldValidationError(this.fields)
  }
}

/**
 * An error worded by the module that raises it (its messages live beside it, not in messages.ts), with
 * extra fields for the body: a 409 that carries the record as it is now.
 */
export class WordedError extends Error {
  constructor(
    readonly statusCode: number,
    readonly word: (locale: Locale) => string,
    readonly body: Record<string, unknown> | ((locale: Locale) => Record<string, unknown>) = {},
  ) {
    super('worded error')
  }
}
