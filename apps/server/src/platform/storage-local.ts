import crypto from 'node:crypto'
import fsSync, { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { EXPIRES, expiryOf, verifySignature } from './signed-links'
import type { DownloadAs, FileStorage, SignedCheck } from './storage'
import { isStorageKey, SIGNED_URL_SECONDS } from './storage-keys'

const KEY_FILE = 'files-signing.key'

/**
 * The key of the local disk's signed addresses: FILES_SIGNING_KEY when set, else a random key kept in
 * DATA_DIR/files-signing.key (outside DATA_DIR/files, so never served), made by the first process that
 * starts on the data dir. Processes that share a data dir share its files and so its key.
 */
export function localSigningKey(dataDir: string, configured: string | undefined): Buffer {
  const secret = configured ?? readOrCreateKeyFile(path.join(dataDir, KEY_FILE))
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'ajanda-files', 'signed file address v1', 32))
}

function readOrCreateKeyFile(file: string): string {
  try {
    return fsSync.readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  fsSync.mkdirSync(path.dirname(file), { recursive: true })
  const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`
  fsSync.writeFileSync(draft, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 })
  try {
    // link() fails when another process made the file first: then its key is the one.
    fsSync.linkSync(draft, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    fsSync.rmSync(draft, { force: true })
  }
  return fsSync.readFileSync(file, 'utf8').trim()
}

const ENOENT = () => Object.assign(new Error('no such stored file'), { code: 'ENOENT' })

/**
 * Files on the local disk under `rootDir` (DATA_DIR/files). Private files go out through
 * `{APP_URL}/files/{key}?expires=&name=&type=&signature=`, an HMAC-SHA-256 over the key, the expiry and
 * the name and type to serve, checked by platform/files.routes.ts.
 */
export function createLocalStorage(
  rootDir: string,
  publicBaseUrl: string,
  signingKey: Buffer = crypto.randomBytes(32),
): FileStorage {
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw ENOENT()
    return path.join(rootDir, key)
  }
  const signatureOf = (key: string, expires: string, download: DownloadAs) =>
    crypto
      .createHmac('sha256', signingKey)
      .update(['v1', key, expires, download.name, download.contentType].join('\n'))
      .digest()

  return {
    kind: 'local',
    async put(folder, bytes, extension) {
      const key = `${folder}/${crypto.randomBytes(16).toString('base64url')}.${extension}`
      const target = fileOf(key)
      await fs.mkdir(path.dirname(target), { recursive: true })
      await fs.writeFile(target, bytes)
      return key
    },
    read(key) {
      return createReadStream(isStorageKey(key) ? path.join(rootDir, key) : path.join(rootDir, '.missing'))
    },
    async open(key) {
      if (!isStorageKey(key)) return null
      const file = path.join(rootDir, key)
      const stat = await fs.stat(file).catch(() => null)
      if (!stat?.isFile()) return null
      return { stream: createReadStream(file), size: stat.size }
    },
    async remove(key) {
      if (isStorageKey(key)) await fs.rm(path.join(rootDir, key), { force: true })
    },
    url: (key) => `${publicBaseUrl}/files/${key}`,
    async signedUrl(key, download, seconds = SIGNED_URL_SECONDS) {
      const { expires, expiresAt } = expiryOf(seconds)
      const query = new URLSearchParams({
        expires,
        name: download.name,
        type: download.contentType,
        signature: signatureOf(key, expires, download).toString('base64url'),
      })
      return { url: `${publicBaseUrl}/files/${key}?${query}`, expiresAt }
    },
    checkSigned(key, query): SignedCheck {
      const { expires, name, type, signature } = query
      if (
        typeof expires !== 'string' ||
        typeof name !== 'string' ||
        typeof type !== 'string' ||
        typeof signature !== 'string' ||
        !EXPIRES.test(expires)
      )
        return { ok: false, reason: 'invalid' }
      const download = { name, contentType: type }
      const checked = verifySignature(signatureOf(key, expires, download), signature, expires)
      return checked.ok ? { ok: true, download } : checked
    },
  }
}
