import { describe, expect, it } from 'vitest'
import { mobilePlatform } from './mobile-platform'

describe('mobilePlatform', () => {
  it('recognises Android and iOS browsers', () => {
    expect(mobilePlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126 Mobile')).toBe('android')
    expect(mobilePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1')).toBe('ios')
    expect(mobilePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe('ios')
  })

  it('leaves desktops alone', () => {
    expect(mobilePlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/126')).toBeNull()
    expect(mobilePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0)).toBeNull()
  })
})
