import { describe, expect, it } from 'vitest'
import { loginUrlFor, redirectTargetFromSearch, safeRedirectTarget } from './redirect-target'

describe('safeRedirectTarget', () => {
  it('keeps a path of this app with its query', () => {
    expect(safeRedirectTarget('/projects?page=2')).toBe('/projects?page=2')
    expect(safeRedirectTarget('%2Fprofile')).toBe('/profile')
  })

  it('falls back to home for empty, foreign or protocol-relative targets', () => {
    for (const target of [
      null,
      undefined,
      '',
      'https://evil.test/x',
      '//evil.test',
      '/\\evil.test',
      'projects',
    ]) {
      expect(safeRedirectTarget(target)).toBe('/')
    }
  })

  it('never sends back to an auth page', () => {
    expect(safeRedirectTarget('/login')).toBe('/')
    expect(safeRedirectTarget('/login?redirect=/x')).toBe('/')
    expect(safeRedirectTarget('/password-reset/abc')).toBe('/')
  })

  it('survives malformed encodings', () => {
    expect(safeRedirectTarget('%E0%A4%A')).toBe('/')
  })
})

describe('loginUrlFor', () => {
  it('remembers the protected page', () => {
    expect(loginUrlFor('/project/abc/main')).toBe('/login?redirect=%2Fproject%2Fabc%2Fmain')
  })

  it('is plain /login for home', () => {
    expect(loginUrlFor('/')).toBe('/login')
  })

  it('round-trips through the login URL', () => {
    const url = new URL(loginUrlFor('/tasks/list?x=1'), 'http://localhost')
    expect(redirectTargetFromSearch(url.search)).toBe('/tasks/list?x=1')
  })
})
