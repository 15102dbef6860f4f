import crypto from 'node:crypto'
import type { Db } from '../../platform/db'
import { vapidKeysOf } from '../push/vapid-keys'

/**
 * A server-wide secret for the public form's signatures (captcha challenges, upload references),
 * derived (HKDF-SHA-256) from the one secret every process already shares: the VAPID private key
 * kept in the database (push_vapid_keys, made on first use). Each purpose gets its own key, so a
 * captcha signature never verifies as an upload reference. No new configuration to set or rotate.
 */
export async function webformSecret(db: Db, purpose: 'captcha' | 'upload'): Promise<string> {
  const { privateKey } = await vapidKeysOf(db).get()
  return Buffer.from(
    crypto.hkdfSync('sha256', privateKey, 'ajanda-webform', `webform ${purpose} v1`, 32),
  ).toString('hex')
}
