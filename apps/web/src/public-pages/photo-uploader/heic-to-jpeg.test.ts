import { describe, expect, it } from 'vitest'
import { isHeicFile } from './heic-to-jpeg'

describe('isHeicFile', () => {
  it('knows a HEIC by its type, or by its name when the browser gives no type', () => {
    expect(isHeicFile(new File(['x'], 'IMG_0001.jpg', { type: 'image/heic' }))).toBe(true)
    expect(isHeicFile(new File(['x'], 'IMG_0001.HEIC', { type: '' }))).toBe(true)
    expect(isHeicFile(new File(['x'], 'foto.heif', { type: 'application/octet-stream' }))).toBe(true)
    expect(isHeicFile(new File(['x'], 'foto.jpg', { type: 'image/jpeg' }))).toBe(false)
    expect(isHeicFile(new File(['x'], 'heic.png', { type: 'image/png' }))).toBe(false)
  })
})
