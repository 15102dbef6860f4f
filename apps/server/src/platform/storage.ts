import path from 'node:path'
import type { Readable } from 'node:stream'
import type { AppConfig } from './config'
import { createLocalStorage, localSigningKey } from './storage-local'
import { createS3Storage } from './storage-s3'

/**
 * Folders whose files are served only through authenticated routes that check who may see them
 * (GET /accounting/expenses/receipts/{id}, GET /project/{code}/file/{id}, GET /attendees/{id}/files/{ref}),
 * and then only through a short-lived signed address (platform/signed-download.ts), never as plain
 * `/files/…`. Logos and profile pictures stay public: the login page and e-mails load them without a session.
 */
export const PRIVATE_FOLDERS = [
  'receipts',
  'project-files',
  'attendee-files',
  'declarations',
  'photos',
] as const

export function isPrivateKey(key: string): boolean {
  const folder = key.split('/')[0] ?? ''
  return (PRIVATE_FOLDERS as readonly string[]).includes(folder)
}

/** What a private file is downloaded as: the browser's file name and the Content-Type it is served with. */
export interface DownloadAs {
  name: string
  contentType: string
}

export interface SignedUrl {
  url: string
  expiresAt: Date
}

/** The answer to a `/files/…?expires=&signature=` request on the local disk. */
export type SignedCheck = { ok: true; download: DownloadAs } | { ok: false; reason: 'invalid' | 'expired' }

export interface OpenedFile {
  stream: Readable
  size: number
}

export interface FileStorage {
  /** `local` (DATA_DIR/files) or `s3` (S3_*). */
  readonly kind: 'local' | 's3'
  /**
   * Stores the bytes under a fresh unguessable key inside `folder` and returns the key. A private file
   * gives `download`: object storage keeps its type and name with it, to serve them from its own host.
   */
  put(folder: string, bytes: Buffer, extension: string, download?: DownloadAs): Promise<string>
  remove(key: string): Promise<void>
  /** The stored bytes as a stream (a download); a missing file errors on the stream with ENOENT. */
  read(key: string): Readable
  /** The stored bytes and their size, or null when there is no such file. */
  open(key: string): Promise<OpenedFile | null>
  /** The address a browser loads a public file from: `{APP_URL}/files/{key}` on either backend. */
  url(key: string): string
  /**
   * A short-lived address of a private file, for a caller the route has already checked: an HMAC-signed
   * `/files/…` address on the local disk, a presigned GET on object storage.
   */
  signedUrl(key: string, download: DownloadAs, seconds?: number): Promise<SignedUrl>
  /** Checks a signed `/files/…` request's query (local disk; object storage signs its own addresses). */
  checkSigned(key: string, query: Record<string, unknown>): SignedCheck
}

export { contentTypeOfKey, isStorageKey, SIGNED_URL_SECONDS } from './storage-keys'
export { createLocalStorage, createS3Storage }

/** The storage the app runs on: object storage when S3_* is set, else DATA_DIR/files on the local disk. */
export function createStorage(config: AppConfig): FileStorage {
  if (config.s3) return createS3Storage(config.s3, config.appUrl)
  return createLocalStorage(
    path.join(config.dataDir, 'files'),
    config.appUrl,
    localSigningKey(config.dataDir, config.filesSigningKey),
  )
}
