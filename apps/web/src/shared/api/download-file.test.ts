import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../session/session-store'
import { downloadSignedFile } from './download-file'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('downloadSignedFile', () => {
  it('asks the route for the signed address with the bearer token, then sends the browser there', async () => {
    vi.spyOn(sessionStore, 'token').mockReturnValue('secret')
    const signed = 'https://bucket.example/project-files/1/abc.pdf?X-Amz-Signature=f00'
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { url: signed, expires_at: '2026-11-27T10:05:00.000Z' } }), {
          headers: { 'content-type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const clicked: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download })
    })

    await downloadSignedFile('/project/P1/file/1', {}, 'Teklif Şubat.pdf')

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toMatch(/^\/api\/v1\/project\/P1\/file\/1\?/)
    expect(init.headers).toMatchObject({ Authorization: 'Bearer secret', Accept: 'application/json' })
    // The bearer token goes to the API only: the signed address is opened as a plain link.
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(clicked).toEqual([{ href: signed, download: 'Teklif Şubat.pdf' }])
    expect(document.querySelector('a[download]')).toBeNull()
  })

  it("throws the API's error (another company's file is 404) and opens nothing", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Bulunamadı.' }), { status: 404 })),
    )
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await expect(downloadSignedFile('/project/P1/file/9', {}, 'x.pdf')).rejects.toMatchObject({ status: 404 })
    expect(click).not.toHaveBeenCalled()
  })
})
