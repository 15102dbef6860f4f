import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../test/fixtures'
import { apiRequest, buildUrl, configureApi, serializeBody } from './api-client'
import { ApiError } from './api-error'

function setup(response: Response, token: string | null = 'secret') {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response)
  const onUnauthorized = vi.fn()
  configureApi({
    fetch: fetchMock as unknown as typeof fetch,
    getToken: () => token,
    getLocale: () => 'en',
    onUnauthorized,
  })
  return { fetchMock, onUnauthorized }
}

afterEach(() => {
  configureApi({
    fetch: (...args) => globalThis.fetch(...args),
    getToken: () => null,
    onUnauthorized: () => {},
  })
})

describe('buildUrl', () => {
  it('adds the base path and the locale', () => {
    expect(buildUrl('/me', {}, 'tr')).toBe('/api/v1/me?locale=tr')
  })

  it('joins arrays with commas and drops null values', () => {
    const url = buildUrl(
      '/projects',
      { statuses: ['PREP', 'OPERATION'], page: 2, q: null, x: undefined },
      'en',
    )
    expect(url).toBe('/api/v1/projects?statuses=PREP%2COPERATION&page=2&locale=en')
  })

  it('keeps an explicit locale', () => {
    expect(buildUrl('/me', { locale: 'tr' }, 'en')).toBe('/api/v1/me?locale=tr')
  })
})

describe('serializeBody', () => {
  it('drops null values', () => {
    expect(serializeBody({ a: 1, b: null, c: { d: null, e: 'x' } })).toBe('{"a":1,"c":{"e":"x"}}')
  })

  it('keeps null values when a call clears fields with them', () => {
    expect(serializeBody({ reports_to: null, full_name: 'A' }, true)).toBe(
      '{"reports_to":null,"full_name":"A"}',
    )
  })
})

describe('apiRequest', () => {
  it('sends the bearer token, JSON and the UI locale', async () => {
    const { fetchMock } = setup(jsonResponse({ ok: true }))
    await expect(apiRequest('/me', { method: 'PUT', body: { full_name: 'A' } })).resolves.toEqual({
      ok: true,
    })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/v1/me?locale=en')
    expect(init?.method).toBe('PUT')
    expect(init?.credentials).toBe('include')
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer secret',
      'Content-Type': 'application/json',
    })
    expect(init?.body).toBe('{"full_name":"A"}')
  })

  it('sends no Authorization header without a session', async () => {
    const { fetchMock } = setup(new Response(null, { status: 204 }), null)
    await expect(apiRequest('/sanctum/csrf-cookie')).resolves.toBeUndefined()
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization')
  })

  it.each([401, 419])('calls the unauthorized handler on %i and throws', async (status) => {
    const { onUnauthorized } = setup(jsonResponse({ message: 'Unauthenticated.' }, status))
    const error = await apiRequest('/me').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(status)
    expect((error as ApiError).message).toBe('Unauthenticated.')
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('leaves a 401 to the caller when asked (logout)', async () => {
    const { onUnauthorized } = setup(jsonResponse({ message: 'Unauthenticated.' }, 401))
    await expect(apiRequest('/logout', { method: 'POST', skipUnauthorizedHandler: true })).rejects.toThrow()
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('keeps the field errors of a 422', async () => {
    const { onUnauthorized } = setup(
      jsonResponse({ message: 'Bilgiler hatalı.', errors: { email: ['Bilgiler hatalı.', 'ikinci'] } }, 422),
    )
    const error = (await apiRequest('/login', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError
    expect(error.isValidation).toBe(true)
    expect(error.firstError('email')).toBe('Bilgiler hatalı.')
    expect(error.firstError('password')).toBeUndefined()
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it("says the app's own Turkish message, not the status text, when a 5xx has no JSON body", async () => {
    setup(new Response('boom', { status: 502, statusText: 'Internal Server Error' }))
    await expect(apiRequest('/me')).rejects.toMatchObject({
      status: 502,
      message: 'Sunucu şu an yanıt veremedi. Biraz sonra tekrar dene; sorun sürerse yöneticine haber ver.',
    })
  })

  it("keeps the server's own message of a 500", async () => {
    setup(jsonResponse({ message: 'Beklenmeyen bir hata oluştu. Kod: r-1' }, 500))
    await expect(apiRequest('/me')).rejects.toMatchObject({
      message: 'Beklenmeyen bir hata oluştu. Kod: r-1',
    })
  })

  it('turns a network failure into status 0', async () => {
    configureApi({
      fetch: (async () => {
        throw new TypeError('Failed to fetch')
      }) as typeof fetch,
    })
    await expect(apiRequest('/me')).rejects.toMatchObject({
      status: 0,
      message: 'Sunucuya ulaşılamadı. İnternet bağlantını kontrol edip tekrar dene.',
    })
  })
})
