import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { decodeImageDataUrl } from './data-url'

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')

describe('decodeImageDataUrl', () => {
  it('accepts a real PNG', async () => {
    const result = await decodeImageDataUrl(dataUrl('image/png', png), 1024)
    expect(result).toMatchObject({ ok: true, extension: 'png' })
  })

  it('refuses other types, wrong magic numbers, and too many bytes', async () => {
    expect(await decodeImageDataUrl('data:image/svg+xml;base64,PHN2Zz4=', 1024)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await decodeImageDataUrl(dataUrl('image/jpeg', png), 1024)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await decodeImageDataUrl(dataUrl('image/png', png), 10)).toEqual({
      ok: false,
      reason: 'too_large',
    })
    expect(await decodeImageDataUrl('not a data url', 1024)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('decodes the image for real: HTML behind a PNG signature is refused', async () => {
    const disguised = Buffer.concat([png.subarray(0, 8), HTML])
    expect(await decodeImageDataUrl(dataUrl('image/png', disguised), 1024)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    const truncated = png.subarray(0, 40)
    expect(await decodeImageDataUrl(dataUrl('image/png', truncated), 1024)).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('stores the image encoded anew: what was appended to a real image is gone', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c00' } })
      .jpeg()
      .toBuffer()
    const result = await decodeImageDataUrl(dataUrl('image/jpeg', Buffer.concat([jpeg, HTML])), 100_000)
    if (!result.ok) throw new Error(result.reason)
    expect(result.bytes.includes(Buffer.from('<script>'))).toBe(false)
    expect(await sharp(result.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 4, height: 3 })
  })

  it('refuses an image of more pixels than a logo needs before decoding it', async () => {
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(await decodeImageDataUrl(dataUrl('image/png', huge), 10 * 1024 * 1024)).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })
})
