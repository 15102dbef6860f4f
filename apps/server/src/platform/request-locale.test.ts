import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { t } from './messages'
import { localeFromAcceptLanguage, requestLocale } from './request-locale'

describe('the language of a request', () => {
  it('reads the Accept-Language header by weight and skips languages the app does not speak', () => {
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9,tr;q=0.8')).toBe('en')
    expect(localeFromAcceptLanguage('de-DE, en;q=0.5, tr;q=0.4')).toBe('en')
    expect(localeFromAcceptLanguage('en;q=0.2, tr-TR;q=0.7')).toBe('tr')
    expect(localeFromAcceptLanguage('en;q=0, de')).toBeUndefined()
    expect(localeFromAcceptLanguage('fr, de')).toBeUndefined()
    expect(localeFromAcceptLanguage('')).toBeUndefined()
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined()
  })

  it('puts the locale parameter first, then the header, then Turkish', () => {
    expect(requestLocale('tr', 'en-US')).toBe('tr')
    expect(requestLocale('en', 'tr')).toBe('en')
    expect(requestLocale(undefined, 'en-US,en;q=0.9')).toBe('en')
    expect(requestLocale('', 'en-US')).toBe('en')
    expect(requestLocale(undefined, 'fr')).toBe('tr')
    expect(requestLocale(undefined, undefined)).toBe('tr')
  })

  it('says "1 more error" in the singular and "2 more errors" in the plural', () => {
    expect(t('en', 'and_more_errors', { count: 1 })).toBe('(and 1 more error)')
    expect(t('en', 'and_more_errors', { count: 2 })).toBe('(and 2 more errors)')
    expect(t('tr', 'and_more_errors', { count: 1 })).toBe('(ve 1 hata daha)')
    expect(t('en', 'files_uploaded', { count: 1 })).toBe('1 file uploaded.')
    expect(t('en', 'files_uploaded', { count: 3 })).toBe('3 files uploaded.')
  })
})

describe('an anonymous request without a locale parameter', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp()
  })
  afterAll(async () => {
    await testApp?.close()
  })

  const login = (headers: Record<string, string>, query = '') =>
    testApp.app.inject({ method: 'POST', url: `/api/v1/login${query}`, headers, payload: {} })

  it("answers a 422 in the browser's language, one extra error in the singular", async () => {
    const english = await login({ 'accept-language': 'en-GB,en;q=0.9' })
    expect(english.statusCode).toBe(422)
    const body = english.json()
    expect(Object.keys(body.errors)).toEqual(['email', 'password'])
    expect(body.errors.email).toEqual(['This field is required'])
    expect(body.message).toBe('This field is required (and 1 more error)')
  })

  it('stays Turkish without the header or with a language the app does not speak', async () => {
    for (const headers of [{}, { 'accept-language': 'de-DE,fr;q=0.8' }] as Record<string, string>[]) {
      const response = await login(headers)
      expect(response.statusCode).toBe(422)
      expect(response.json().message).toBe('Bu alan zorunludur (ve 1 hata daha)')
    }
  })

  it('lets the locale parameter win over the header', async () => {
    const response = await login({ 'accept-language': 'en' }, '?locale=tr')
    expect(response.json().errors.email).toEqual(['Bu alan zorunludur'])
  })
})
