import crypto from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

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
