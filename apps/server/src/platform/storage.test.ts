import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startS3Server, type TestS3Server } from '../test-support/s3-server'
import { loadConfig, loadS3Config } from './config'
import { createLocalStorage, createS3Storage, type FileStorage, SIGNED_URL_SECONDS } from './storage'
import { localSigningKey } from './storage-local'

const BASE = 'http://ajanda.test'
const download = { name: 'Fiş Şubat.pdf', contentType: 'application/pdf' }
const bytes = Buffer.from('%PDF-1.4 fiş')

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

let s3: TestS3Server
let localDir: string
const backends: Record<'local' | 's3', () => FileStorage> = {
  local: () => createLocalStorage(localDir, BASE),
  s3: () => createS3Storage(s3.config, BASE),
}
beforeAll(async () => {
  s3 = await startS3Server()
  localDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ajanda-files-'))
})
afterAll(async () => {
  await s3?.close()
  await fs.rm(localDir, { recursive: true, force: true })
})
afterEach(() => {
  vi.useRealTimers()
})

describe.each(['local', 's3'] as const)('the %s storage', (kind) => {
  it('stores, reads, opens and removes a file under a fresh key', async () => {
    const storage = backends[kind]()
    expect(storage.kind).toBe(kind)
    const key = await storage.put('receipts/7', bytes, 'pdf', download)
    expect(key).toMatch(/^receipts\/7\/[\w-]{22}\.pdf$/)
    expect(await storage.put('receipts/7', bytes, 'pdf', download)).not.toBe(key)
    expect(await readAll(storage.read(key))).toEqual(bytes)
    const opened = await storage.open(key)
    expect(opened?.size).toBe(bytes.length)
    expect(await readAll(opened?.stream as NodeJS.ReadableStream)).toEqual(bytes)
    expect(storage.url(key)).toBe(`${BASE}/files/${key}`)
    await storage.remove(key)
    expect(await storage.open(key)).toBeNull()
    await expect(readAll(storage.read(key))).rejects.toMatchObject({ code: 'ENOENT' })
  })

  it('never reads outside its root', async () => {
    const storage = backends[kind]()
    for (const key of ['../etc/passwd', 'receipts/../x.pdf', '/abs.pdf', '.hidden', 'a//b.pdf', ''])
      expect(await storage.open(key), key).toBeNull()
  })
})

describe('signed addresses on the local disk', () => {
  const query = (url: string) => Object.fromEntries(new URL(url).searchParams)

  it('carry the name and type to serve and expire after five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'))
    const storage = backends.local()
    const key = await storage.put('project-files/3', bytes, 'pdf')
    const signed = await storage.signedUrl(key, download)
    expect(signed.url.startsWith(`${BASE}/files/${key}?`)).toBe(true)
    expect(signed.expiresAt.toISOString()).toBe('2026-11-27T10:05:00.000Z')
    expect(storage.checkSigned(key, query(signed.url))).toEqual({ ok: true, download })

    vi.setSystemTime(new Date(Date.now() + SIGNED_URL_SECONDS * 1000 - 1000))
    expect(storage.checkSigned(key, query(signed.url)).ok).toBe(true)
    vi.setSystemTime(new Date(Date.now() + 1000))
    expect(storage.checkSigned(key, query(signed.url))).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuse a changed signature, key, expiry, name or type, and a missing part', async () => {
    const storage = backends.local()
    const key = await storage.put('project-files/3', bytes, 'pdf')
    const signed = query((await storage.signedUrl(key, download)).url)
    const flipped = `${signed.signature?.[0] === 'A' ? 'B' : 'A'}${signed.signature?.slice(1)}`
    const refused = { ok: false, reason: 'invalid' }
    expect(storage.checkSigned(key, { ...signed, signature: flipped })).toEqual(refused)
    expect(storage.checkSigned(key.replace('/3/', '/4/'), signed)).toEqual(refused)
    expect(storage.checkSigned(key, { ...signed, expires: String(Number(signed.expires) + 3600) })).toEqual(
      refused,
    )
    expect(storage.checkSigned(key, { ...signed, name: 'başka.pdf' })).toEqual(refused)
    expect(storage.checkSigned(key, { ...signed, type: 'text/html' })).toEqual(refused)
    expect(storage.checkSigned(key, { ...signed, signature: undefined })).toEqual(refused)
    expect(storage.checkSigned(key, { ...signed, signature: '' })).toEqual(refused)
  })

  it('from another key are refused: each data dir keeps its own key, or FILES_SIGNING_KEY', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ajanda-key-'))
    try {
      const kept = localSigningKey(dataDir, undefined)
      expect(localSigningKey(dataDir, undefined).equals(kept)).toBe(true)
      expect((await fs.stat(path.join(dataDir, 'files-signing.key'))).mode & 0o077).toBe(0)
      expect(localSigningKey(dataDir, 'configured').equals(kept)).toBe(false)
      const one = createLocalStorage(localDir, BASE, kept)
      const other = createLocalStorage(localDir, BASE, localSigningKey(dataDir, 'configured'))
      const key = await one.put('receipts/1', bytes, 'pdf')
      const signed = query((await one.signedUrl(key, download)).url)
      expect(one.checkSigned(key, signed).ok).toBe(true)
      expect(other.checkSigned(key, signed).ok).toBe(false)
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe('presigned addresses on object storage', () => {
  it('serve the file with its stored name and type, without any other credential', async () => {
    const storage = backends.s3()
    const key = await storage.put('attendee-files/5', bytes, 'pdf', download)
    const signed = await storage.signedUrl(key, download)
    expect(signed.url.startsWith(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/${key}?`)).toBe(true)
    const response = await fetch(signed.url)
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Fi_ _ubat.pdf"; filename*=UTF-8''${encodeURIComponent('Fiş Şubat.pdf')}`,
    )
    // (s3rver has no bucket policies, so an unsigned GET is not refused there as by a private S3 bucket.)
  })

  it('are refused when tampered with or expired', async () => {
    const storage = backends.s3()
    const key = await storage.put('receipts/5', bytes, 'pdf', download)
    const { url } = await storage.signedUrl(key, download)
    const tampered = url.replace(
      /X-Amz-Signature=([0-9a-f])/,
      (_, c) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`,
    )
    expect(tampered).not.toBe(url)
    expect((await fetch(tampered)).status).toBe(403)
    expect((await fetch(url.replace('receipts/5/', 'receipts/6/'))).status).toBe(403)

    // s3rver runs in this process and reads the same (faked) clock as the signer.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(Date.now() + SIGNED_URL_SECONDS * 1000 + 1000))
    const expired = await fetch(url)
    expect(expired.status).toBe(403)
    expect(await expired.text()).toContain('Request has expired')
  })
})

describe('the storage settings', () => {
  it('take all five S3 variables or none, and say which are missing', () => {
    expect(loadS3Config({})).toBeUndefined()
    expect(loadConfig({ DATA_DIR: localDir }).s3).toBeUndefined()
    expect(loadS3Config(s3.env)).toEqual({
      endpoint: s3.env.S3_ENDPOINT,
      bucket: 'ajanda-test',
      region: 'eu-central-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    })
    const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3.env
    expect(() => loadConfig({ DATA_DIR: localDir, ...partial })).toThrow(
      /Object storage needs all of S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; missing: S3_BUCKET, S3_SECRET_ACCESS_KEY/,
    )
    expect(() => loadS3Config({ ...s3.env, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT is not a URL/)
    expect(loadS3Config({ ...s3.env, S3_FORCE_PATH_STYLE: 'false' })?.forcePathStyle).toBe(false)
  })
})
