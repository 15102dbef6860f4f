import { describe, expect, it } from 'vitest'
import { decodeImageDataUrl } from './data-url'

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

describe('decodeImageDataUrl', () => {
  it('accepts a real PNG', () => {
    const result = decodeImageDataUrl(`data:image/png;base64,${png.toString('base64')}`, 1024)
    expect(result).toMatchObject({ ok: true, extension: 'png' })
  })

  it('refuses other types, wrong magic numbers, and too many bytes', () => {
    expect(decodeImageDataUrl('data:image/svg+xml;base64,PHN2Zz4=', 1024)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(decodeImageDataUrl(`data:image/jpeg;base64,${png.toString('base64')}`, 1024)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(decodeImageDataUrl(`data:image/png;base64,${png.toString('base64')}`, 10)).toEqual({
      ok: false,
      reason: 'too_large',
    })
    expect(decodeImageDataUrl('not a data url', 1024)).toEqual({ ok: false, reason: 'invalid' })
  })
})
