import { describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../shared/session/session-store'
import { ADMIN } from '../test/fixtures'
import { createUnauthorizedHandler } from './unauthorized'

describe('createUnauthorizedHandler', () => {
  it('clears the stored session and cache, then goes to /login remembering the page', () => {
    sessionStore.start('token', ADMIN, true)
    const navigate = vi.fn()
    const clearCache = vi.fn()
    createUnauthorizedHandler({
      router: { navigate },
      clearCache,
      currentLocation: () => ({ pathname: '/profile', search: '?tab=1' }),
    })()
    expect(sessionStore.get()).toBeNull()
    expect(localStorage.getItem('ajanda.session')).toBeNull()
    expect(clearCache).toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fprofile%3Ftab%3D1', { replace: true })
  })

  it('stays put on /login', () => {
    const navigate = vi.fn()
    createUnauthorizedHandler({
      router: { navigate },
      clearCache: () => {},
      currentLocation: () => ({ pathname: '/login', search: '' }),
    })()
    expect(navigate).not.toHaveBeenCalled()
  })
})
