import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startS3Server, type TestS3Server } from '../test-support/s3-server'
import { createTestApp, loginAs, type TestApp } from '../test-support/test-app'
import { SIGNED_URL_SECONDS } from './storage'

/**
 * Private files through short-lived signed addresses (issue 22 item 1), on the local disk and on a real
 * S3-compatible server this test starts itself: the authenticated route checks who asks and answers a
 * redirect (or JSON) to a signed address; without a valid, unexpired signature nothing is served.
 */

let s3: TestS3Server
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(async () => {
  await s3?.close()
})
afterEach(() => {
  vi.useRealTimers()
})

const NAME = 'Fiş Şubat.png'
const DISPOSITION = `attachment; filename="Fi_ _ubat.png"; filename*=UTF-8''${encodeURIComponent(NAME)}`

function receiptBody(png: Buffer) {
  const boundary = '----ajanda-receipt'
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${NAME}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  }
}

describe.each(['local', 's3'] as const)('private files on the %s storage', (kind) => {
  let testApp: TestApp
  let png: Buffer
  let user: Record<string, string>
  let other: Record<string, string>
  let receiptUrl: string

  /** GET of a signed address: our own /files/… by inject, the S3 server's by HTTP. */
  async function fetchSigned(
    url: string,
  ): Promise<{ status: number; body: Buffer; header: (n: string) => string | null }> {
    if (url.startsWith('http://ajanda.test/')) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: url.slice('http://ajanda.test'.length),
      })
      return {
        status: response.statusCode,
        body: response.rawPayload,
        header: (name) => (response.headers[name] as string | undefined) ?? null,
      }
    }
    const response = await fetch(url)
    return {
      status: response.status,
      body: Buffer.from(await response.arrayBuffer()),
      header: (name) => response.headers.get(name),
    }
  }

  beforeAll(async () => {
    testApp = await createTestApp(kind === 's3' ? { env: s3.env } : {})
    user = (await loginAs(testApp.app, 'user@demo.ajanda.test')).headers
    other = (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers
    png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#c00' } })
      .png()
      .toBuffer()
    const body = receiptBody(png)
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/accounting/expenses/receipts',
      headers: { ...user, 'content-type': body.contentType },
      payload: body.payload,
    })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    receiptUrl = uploaded.json().data.url
  })
  afterAll(async () => {
    await testApp?.close()
  })

  const signedAddress = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: receiptUrl, headers: user })
    expect(response.statusCode, response.body).toBe(302)
    expect(response.headers['cache-control']).toBe('no-store')
    return String(response.headers.location)
  }

  it('redirect the one allowed to a signed address that serves the file with its name and type', async () => {
    const location = await signedAddress()
    expect(
      location.startsWith(kind === 'local' ? 'http://ajanda.test/files/receipts/' : s3.config.endpoint),
    ).toBe(true)
    const file = await fetchSigned(location)
    expect(file.status).toBe(200)
    expect(file.body.equals(png)).toBe(true)
    expect(file.header('content-type')).toBe('image/png')
    expect(file.header('content-disposition')).toBe(DISPOSITION)
  })

  it('answer the address as JSON to a caller that asks for JSON', async () => {
    const before = Date.now()
    const response = await testApp.app.inject({
      method: 'GET',
      url: receiptUrl,
      headers: { ...user, accept: 'application/json' },
    })
    expect(response.statusCode).toBe(200)
    const { url, expires_at } = response.json().data
    expect(Date.parse(expires_at) - before).toBeGreaterThan((SIGNED_URL_SECONDS - 5) * 1000)
    expect(Date.parse(expires_at) - before).toBeLessThanOrEqual((SIGNED_URL_SECONDS + 1) * 1000)
    expect((await fetchSigned(url)).status).toBe(200)
  })

  it("answer another company's file and an anonymous caller as any unknown file", async () => {
    expect((await testApp.app.inject({ method: 'GET', url: receiptUrl, headers: other })).statusCode).toBe(
      404,
    )
    expect((await testApp.app.inject({ method: 'GET', url: receiptUrl })).statusCode).toBe(401)
  })

  it('refuse a private file without a signature, and with a tampered one', async () => {
    const location = new URL(await signedAddress())
    const key =
      kind === 'local'
        ? location.pathname.slice('/files/'.length)
        : location.pathname.split('/').slice(2).join('/')
    const unsigned = await testApp.app.inject({ method: 'GET', url: `/files/${key}` })
    expect(unsigned.statusCode).toBe(404)
    const signatureParam = kind === 'local' ? 'signature' : 'X-Amz-Signature'
    const signature = location.searchParams.get(signatureParam) as string
    location.searchParams.set(signatureParam, `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`)
    const tampered = await fetchSigned(location.toString())
    expect(tampered.status).toBe(403)
    expect(tampered.body.equals(png)).toBe(false)
  })

  it('refuse a signed address once it has expired', async () => {
    const location = await signedAddress()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(Date.now() + (SIGNED_URL_SECONDS + 1) * 1000))
    const expired = await fetchSigned(location)
    expect(expired.status).toBe(403)
    if (kind === 'local')
      expect(JSON.parse(expired.body.toString())).toEqual({
        message: 'Bu dosya bağlantısının süresi doldu; dosyayı uygulamadan yeniden indirin.',
      })
  })

  it('serve public files (profile pictures, logos) to anyone, unsigned and cached', async () => {
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/me/profile-picture',
      headers: user,
      payload: { image: `data:image/png;base64,${png.toString('base64')}` },
    })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const picture = String(uploaded.json().user.profile_picture_full)
    expect(picture.startsWith('http://ajanda.test/files/profile-pictures/')).toBe(true)
    const served = await testApp.app.inject({
      method: 'GET',
      url: picture.slice('http://ajanda.test'.length),
    })
    expect(served.statusCode).toBe(200)
    expect(served.headers['cache-control']).toBe('public, max-age=604800, immutable')
    expect(served.headers['content-type']).toMatch(/^image\//)
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length)
    const missing = await testApp.app.inject({ method: 'GET', url: '/files/profile-pictures/1/yok.png' })
    expect(missing.statusCode).toBe(404)
  })
})
