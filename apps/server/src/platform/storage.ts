import crypto from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

/**
 * Folders whose files are served only through authenticated routes that check who may see them
 * (GET /accounting/expenses/receipts/{id}, GET /project/{code}/file/{id}, GET /attendees/{id}/files/{ref}),
 * never as public `/files/…`.
 * Logos and profile pictures stay public: the login page and e-mails load them without a session.
 */
export const PRIVATE_FOLDERS = ['receipts', 'project-files', 'attendee-files'] as const

/** Whether `/files/{pathName}` may be served to anyone who has the address. */
export function isPublicFilePath(pathName: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathName)
  } catch {
    return false
  }
  const folder = decoded.split(/[\\/]+/).find((segment) => segment !== '' && segment !== '.') ?? ''
  return !(PRIVATE_FOLDERS as readonly string[]).includes(folder)
}

export interface FileStorage {
  /** Stores the bytes under a fresh unguessable key inside `folder` and returns the key. */
  put(folder: string, bytes: Buffer, extension: string): Promise<string>
  remove(key: string): Promise<void>
  /** The stored bytes as a stream (a download); a missing file errors on the stream with ENOENT. */
  read(key: string): Readable
  /** The address a browser loads the file from. */
  url(key: string): string
}

export function createLocalStorage(rootDir: string, publicBaseUrl: string): FileStorage {
  return {
    async put(folder, bytes, extension) {
      const key = `${folder}/${crypto.randomBytes(16).toString('base64url')}.${extension}`
      const target = path.join(rootDir, key)
      await fs.mkdir(path.dirname(target), { recursive: true })
      await fs.writeFile(target, bytes)
      return key
    },
    read(key) {
      return createReadStream(path.join(rootDir, key))
    },
    async remove(key) {
      await fs.rm(path.join(rootDir, key), { force: true })
    },
    url: (key) => `${publicBaseUrl}/files/${key}`,
  }
}
