import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../session/session-store'
import { downloadPostedFile, downloadSignedFile, downloadThroughSignedLink } from './download-file'

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

describe('downloadThroughSignedLink', () => {
  it('POSTs the choice for a signed link and sends the browser there: no blob in the page', async () => {
    vi.spyOn(sessionStore, 'token').mockReturnValue('secret')
    const link = 'http://localhost/api/v1/project/P1/photos/zip?code=P1&ids=3%2C4&expires=1&signature=x'
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { url: link, expires_at: '2026-11-27T10:05:00.000Z' } }), {
          headers: { 'content-type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href)
    })

    await downloadThroughSignedLink('/project/P1/photos/zip', { ids: [3, 4] }, 'fotograflar.zip')

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toMatch(/^\/api\/v1\/project\/P1\/photos\/zip/)
    expect(init.method).toBe('POST')
    expect(init.body).toBe(JSON.stringify({ ids: [3, 4] }))
    expect(init.headers).toMatchObject({ Authorization: 'Bearer secret', Accept: 'application/json' })
    // The link itself, not a blob: address of bytes read into the page.
    expect(clicked).toEqual([link])
  })

  it("throws the API's error and opens nothing", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ message: 'Bu işlem için yetkiniz yok.' }), { status: 403 }),
      ),
    )
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await expect(
      downloadThroughSignedLink('/project/P1/photos/zip', { ids: [1] }, 'x.zip'),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Bu işlem için yetkiniz yok.',
    })
    expect(click).not.toHaveBeenCalled()
  })
})

describe('downloadPostedFile', () => {
  it("keeps a refusal's body for the dialog (a reprint's 409) and saves nothing", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Yeniden basılsın mı?', printed_before: 2, total: 3 }), {
            status: 409,
          }),
      ),
    )
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await expect(downloadPostedFile('/badges/1/print', {}, 'application/pdf', 'x.pdf')).rejects.toMatchObject(
      {
        status: 409,
      },
    )
    expect(click).not.toHaveBeenCalled()
  })
})
