import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchRoster } from './checkin.api'
import { SyncStopped } from './sync-queue'

afterEach(() => {
  vi.unstubAllGlobals()
})

const answer = (status: number, body: object) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )

describe('fetchRoster', () => {
  it('stops the page for an unknown, revoked or mistyped code, with the server words when it has any', async () => {
    vi.stubGlobal('fetch', answer(410, { message: 'Bu giriş noktası iptal edildi.' }))
    await expect(fetchRoster('a-revoked-code', 'tr')).rejects.toEqual(
      new SyncStopped(410, 'Bu giriş noktası iptal edildi.'),
    )
    vi.stubGlobal('fetch', answer(404, { message: 'Bulunamadı.' }))
    await expect(fetchRoster('an-unknown-code', 'tr')).rejects.toBeInstanceOf(SyncStopped)
    // A link cut short is malformed for the server (422), unknown for the page: not a network failure.
    vi.stubGlobal('fetch', answer(422, { message: 'Geçersiz', errors: { code: ['Geçersiz'] } }))
    await expect(fetchRoster('abc', 'tr')).rejects.toBeInstanceOf(SyncStopped)
  })

  it('leaves other failures to be retried', async () => {
    vi.stubGlobal('fetch', answer(503, {}))
    const failure = await fetchRoster('a-good-code-0001', 'tr').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect(failure).not.toBeInstanceOf(SyncStopped)
  })
})
