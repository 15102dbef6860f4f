import { afterEach, describe, expect, it, vi } from 'vitest'
import { uploadWebformFile } from './web-form-extras.api'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('uploadWebformFile', () => {
  it("sends the form's language once, as a query parameter (twice, the server refused it with a 422)", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ url: '/files/attendee-files/a.pdf', name: 'a.pdf' }), {
          headers: { 'content-type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)

    await uploadWebformFile({ slug: 'kongre-kayit', pcode: null }, 12, new File(['x'], 'a.pdf'), 'en')

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    const address = new URL(url, 'http://localhost')
    expect(address.pathname).toBe('/api/v1/webform/kongre-kayit/upload/12')
    expect(address.searchParams.getAll('locale')).toEqual(['en'])
    expect(init.body).toBeInstanceOf(FormData)
  })
})
