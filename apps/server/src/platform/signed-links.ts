import crypto from 'node:crypto'
import { WordedError } from './errors'
import { SIGNED_URL_SECONDS } from './storage-keys'

/**
 * Short-lived signed links to downloads the server makes on the fly (a zip of chosen photos), which
 * `storage.signedUrl` cannot sign because no stored key holds them. An authenticated route checks who
 * asks and what for, then signs those facts (`fields`: the project's code, the chosen ids) with an
 * expiry; the browser is sent to the link without its bearer token and its download manager streams
 * the answer to disk. The link route checks the signature and the expiry and nothing else: the
 * signature is the only credential, for a few minutes, as with a signed file address.
 *
 *   ?{fields…}&expires={unix seconds}&signature={HMAC-SHA-256, base64url}
 *
 * The key is derived (HKDF) per purpose from a secret every server process shares, so a link signed
 * for one purpose never verifies for another.
 */
export type SignedLinkCheck = { ok: true } | { ok: false; reason: 'invalid' | 'expired' }

export interface LinkSigner {
  /** The query string of a link for these fields, and when it stops working. */
  sign(fields: Record<string, string>, seconds?: number): Promise<{ query: string; expiresAt: Date }>
  /** Checks a request's query against the fields the route reads from its own path and query. */
  check(
    fields: Record<string, string>,
    query: { expires?: unknown; signature?: unknown },
  ): Promise<SignedLinkCheck>
}

export function createLinkSigner(secret: () => Promise<string>, purpose: string): LinkSigner {
  let key: Promise<Buffer> | undefined
  const keyOf = () => {
    key ??= secret().then((value) =>
      Buffer.from(crypto.hkdfSync('sha256', value, 'ajanda-links', `signed link ${purpose} v1`, 32)),
    )
    key.catch(() => {
      key = undefined
    })
    return key
  }
  // JSON of sorted pairs: no field's value can pass for another's, whatever characters it holds.
  const signatureOf = async (fields: Record<string, string>, expires: string) =>
    crypto
      .createHmac('sha256', await keyOf())
      .update(JSON.stringify(['v1', expires, Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1))]))
      .digest()

  return {
    async sign(fields, seconds = SIGNED_URL_SECONDS) {
      const { expires, expiresAt } = expiryOf(seconds)
      const signature = (await signatureOf(fields, expires)).toString('base64url')
      return { query: new URLSearchParams({ ...fields, expires, signature }).toString(), expiresAt }
    },
    async check(fields, { expires, signature }) {
      if (typeof expires !== 'string' || typeof signature !== 'string' || !EXPIRES.test(expires))
        return { ok: false, reason: 'invalid' }
      return verifySignature(await signatureOf(fields, expires), signature, expires)
    },
  }
}

/** An expiry `seconds` from now, on a whole second, as the links write it (unix seconds). */
export function expiryOf(seconds: number): { expires: string; expiresAt: Date } {
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + seconds) * 1000)
  return { expires: String(expiresAt.getTime() / 1000), expiresAt }
}

/** How a link's `expires` is written: unix seconds. */
export const EXPIRES = /^\d{1,12}$/

/**
 * Checks a link's signature against the expected one, then its expiry. Signed file addresses
 * (storage-local.ts) and signed download links share it.
 */
export function verifySignature(expected: Buffer, signature: string, expires: string): SignedLinkCheck {
  const given = Buffer.from(signature, 'base64url')
  // Constant time: the comparison tells nothing of how much of a forged signature was right.
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' }
  if (Number(expires) * 1000 <= Date.now()) return { ok: false, reason: 'expired' }
  return { ok: true }
}

const REFUSED = {
  invalid: { tr: 'Bu indirme bağlantısı geçersiz.', en: 'This download link is not valid.' },
  expired: {
    tr: 'Bu indirme bağlantısının süresi doldu; uygulamadan yeniden indirin.',
    en: 'This download link has expired; download again from the app.',
  },
} as const

/** 403 for a forged or expired link, with a sentence the browser shows instead of a file. */
export function signedLinkRefusal(reason: 'invalid' | 'expired') {
  return new WordedError(403, (locale) => REFUSED[reason][locale === 'en' ? 'en' : 'tr'])
}
