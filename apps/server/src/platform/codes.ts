import crypto from 'node:crypto'

/** Public codes: 128 random bits, URL-safe (ARCHITECTURE.md section 4). */
export function newPublicCode(): string {
  return crypto.randomBytes(16).toString('base64url')
}

/** A secret for a token or a link: 256 random bits. */
export function newSecret(): string {
  return crypto.randomBytes(32).toString('base64url')
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex')
}
