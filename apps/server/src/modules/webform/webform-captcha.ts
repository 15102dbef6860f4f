import type { Locale } from '@ajanda/contracts/common/locale'
import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import type { Visibility } from '@ajanda/contracts/forms/visibility'
import { CappedMap, type Challenge, createChallenge, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { Db } from '../../platform/db'
import { WordedError } from '../../platform/errors'
import { webformSecret } from './webform-secret'

/**
 * The captcha field's self-hosted proof of work (event-side.md section 2, decisions 0031), made and
 * checked with altcha-lib: GET /webform/{slug}/captcha signs a challenge (SHA-256, a random nonce and
 * salt, the form's id and an expiry); the browser finds the counter whose SHA-256(salt ‖ nonce ‖
 * counter) starts with the key prefix and answers {challenge, nonce: "counter:derivedKey"}; the
 * submission checks the signature, the expiry, the form, the work, and that the challenge was not used.
 *
 * Single use is remembered in this process's memory (a capped map of the challenges used, kept for
 * their lifetime). Limit: with several server processes a solved challenge could be used once per
 * process within its ten minutes; each use still costs the sender a full registration.
 */

/** A challenge is good for ten minutes. */
export const CAPTCHA_LIFETIME_SECONDS = 10 * 60
/** The field's difficulty (bits) when it says none: a fraction of a second on a phone. */
export const DEFAULT_CAPTCHA_BITS = 10
/** At most five hex digits (20 bits, about a million hashes): a phone must still finish. */
const MAX_PREFIX_DIGITS = 5
const USED_MAX = 100_000

export const CAPTCHA_FAILED = {
  tr: 'Doğrulama başarısız, lütfen tekrar deneyin.',
  en: 'Verification failed, please try again.',
} as const

export interface CaptchaChallengeOut {
  /** The signed challenge as the answer carries it back (base64url JSON). */
  challenge: string
  algorithm: string
  nonce: string
  salt: string
  key_prefix: string
  expires_at: number
}

/** Difficulty in bits → the key prefix of zeros in hex digits (whole digits, at least one). */
export function keyPrefixFor(bits: number | undefined): string {
  const digits = Math.min(MAX_PREFIX_DIGITS, Math.max(1, Math.ceil((bits ?? DEFAULT_CAPTCHA_BITS) / 4)))
  return '0'.repeat(digits)
}

const encode = (challenge: Challenge) => Buffer.from(JSON.stringify(challenge)).toString('base64url')

function decode(text: string): Challenge | null {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Challenge
    if (!value || typeof value !== 'object' || typeof value.parameters !== 'object' || !value.parameters)
      return null
    return value
  } catch {
    return null
  }
}

/** The captcha fields a submission showed (the engine already required their answers). */
export function shownCaptchaFields(detail: FormDetail, visibility: Visibility): number[] {
  return detail.sections
    .filter((section) => visibility.sections.has(section.id))
    .flatMap((section) => section.fields)
    .filter((field) => field.type === 'captcha' && visibility.fields.has(field.id))
    .map((field) => field.id)
}

/** The difficulty of the form's first captcha field (bits), when it sets one. */
export function captchaBitsOf(detail: FormDetail): number | undefined {
  const field = detail.sections.flatMap((section) => section.fields).find((f) => f.type === 'captcha')
  const value = Number((field?.props as Record<string, unknown> | undefined)?.difficulty)
  return Number.isInteger(value) && value > 0 ? value : undefined
}

export function captchaError(fieldIds: readonly number[]): WordedError {
  return new WordedError(
    422,
    (locale: Locale) => CAPTCHA_FAILED[locale === 'en' ? 'en' : 'tr'],
    (locale: Locale) => ({
      errors: Object.fromEntries(
        fieldIds.map((id) => [`answers.${id}`, [CAPTCHA_FAILED[locale === 'en' ? 'en' : 'tr']]]),
      ),
    }),
  )
}

export function createWebformCaptcha(db: Db) {
  const used = new CappedMap<string, number>({ maxSize: USED_MAX })

  function forgetExpired(now: number) {
    for (const [key, expires] of used) {
      if (expires >= now) break
      used.delete(key)
    }
  }

  return {
    async challenge(formId: number, bits: number | undefined): Promise<CaptchaChallengeOut> {
      const made = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        deriveKey,
        keyPrefix: keyPrefixFor(bits),
        expiresAt: Math.floor(Date.now() / 1000) + CAPTCHA_LIFETIME_SECONDS,
        data: { form: formId },
        hmacSignatureSecret: await webformSecret(db, 'captcha'),
      })
      const { parameters } = made
      return {
        challenge: encode(made),
        algorithm: parameters.algorithm,
        nonce: parameters.nonce,
        salt: parameters.salt,
        key_prefix: parameters.keyPrefix,
        expires_at: parameters.expiresAt ?? 0,
      }
    },

    /**
     * Checks one answer and, when good, marks its challenge used. Returns a release that forgets the
     * mark (the submission failed after all, so the person may send the same proof again), or null
     * when the answer is no good.
     */
    async take(formId: number, answer: unknown): Promise<(() => void) | null> {
      const { challenge: text, nonce } = (answer ?? {}) as { challenge?: unknown; nonce?: unknown }
      if (typeof text !== 'string' || typeof nonce !== 'string') return null
      const match = /^(\d{1,10}):([0-9a-f]{2,128})$/.exec(nonce)
      const challenge = decode(text)
      if (!match || !challenge || typeof challenge.signature !== 'string') return null
      if (challenge.parameters.algorithm !== 'SHA-256') return null
      let result: Awaited<ReturnType<typeof verifySolution>>
      try {
        result = await verifySolution({
          challenge,
          deriveKey,
          hmacSignatureSecret: await webformSecret(db, 'captcha'),
          solution: { counter: Number(match[1]), derivedKey: match[2] as string },
        })
      } catch {
        return null
      }
      if (!result.verified || challenge.parameters.data?.form !== formId) return null
      const now = Date.now() / 1000
      forgetExpired(now)
      const key = challenge.signature
      if (!used.setIfAbsent(key, challenge.parameters.expiresAt ?? now + CAPTCHA_LIFETIME_SECONDS))
        return null
      return () => {
        used.delete(key)
      }
    },
  }
}
export type WebformCaptcha = ReturnType<typeof createWebformCaptcha>

const captchas = new WeakMap<Db, WebformCaptcha>()
/** The one captcha of a database handle in this process: its memory of used challenges is shared. */
export function webformCaptchaOf(db: Db): WebformCaptcha {
  let captcha = captchas.get(db)
  if (!captcha) {
    captcha = createWebformCaptcha(db)
    captchas.set(db, captcha)
  }
  return captcha
}
