import { describe, expect, it } from 'vitest'
import { ADMIN } from '../../test/fixtures'
import { sessionStore } from './session-store'

describe('sessionStore', () => {
  it('restores a remembered session from localStorage', () => {
    sessionStore.start('abc', ADMIN, true)
    expect(JSON.parse(localStorage.getItem('ajanda.session') ?? '{}').token).toBe('abc')
    sessionStore.reload()
    expect(sessionStore.token()).toBe('abc')
    expect(sessionStore.user()?.email).toBe(ADMIN.email)
  })

  it('keeps a session without "remember me" in this tab only', () => {
    sessionStore.start('tab', ADMIN, false)
    expect(localStorage.getItem('ajanda.session')).toBeNull()
    expect(sessionStorage.getItem('ajanda.session')).not.toBeNull()
  })

  it('ignores broken storage and clears', () => {
    localStorage.setItem('ajanda.session', '{not json')
    sessionStore.reload()
    expect(sessionStore.get()).toBeNull()
    sessionStore.start('x', ADMIN, true)
    sessionStore.clear()
    expect(localStorage.getItem('ajanda.session')).toBeNull()
  })
})
