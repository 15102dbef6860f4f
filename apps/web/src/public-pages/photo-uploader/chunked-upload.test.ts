import { afterEach, describe, expect, it, vi } from 'vitest'
import { backoff, UploadRefused, uploadInChunks } from './chunked-upload'

/**
 * A fake photo link server in memory: it keeps the bytes received per upload and answers like the real
 * routes (409 at a wrong offset, done at the last byte). `failPut` makes chosen PUT calls fail on the way.
 */
function fakeServer(
  options: { failPut?: (call: number) => 'network' | 'after-write' | null; refuse?: number } = {},
) {
  const received = new Map<string, number>()
  let puts = 0
  const calls: string[] = []
  const json = (status: number, body: object) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    calls.push(`${method} ${url.pathname}`)
    if (method === 'POST') {
      if (options.refuse) return json(options.refuse, { message: 'Bu fotoğraf çok büyük.' })
      received.set('u1', 0)
      return json(200, { upload_code: 'u1', received_bytes: 0, total_bytes: 10, done: false, photo: null })
    }
    const have = received.get('u1') ?? 0
    if (method === 'GET')
      return json(200, { upload_code: 'u1', received_bytes: have, total_bytes: 10, done: false, photo: null })
    const offset = Number((init?.headers as Record<string, string> | undefined)?.['upload-offset'])
    const body = init?.body as Blob
    const failure = options.failPut?.(++puts)
    if (failure === 'network') throw new TypeError('Failed to fetch')
    if (offset !== have) return json(409, { message: 'wrong offset', received_bytes: have })
    const end = offset + body.size
    received.set('u1', end)
    if (failure === 'after-write') throw new TypeError('Failed to fetch')
    const done = end === 10
    return json(200, {
      upload_code: 'u1',
      received_bytes: end,
      total_bytes: 10,
      done,
      photo: done ? { id: 1, name: 'a.jpg' } : null,
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, received }
}

const file = () => new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' })
const callbacks = () => ({ onProgress: vi.fn(), onRetrying: vi.fn(), wait: async () => {} })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('uploadInChunks', () => {
  it('sends the file in chunks and reports the progress', async () => {
    const server = fakeServer()
    const cb = callbacks()
    const state = await uploadInChunks('link', file(), 'tr', 4, cb)
    expect(state.done).toBe(true)
    expect(server.calls.filter((call) => call.startsWith('PUT'))).toHaveLength(3)
    expect(cb.onProgress.mock.calls.map(([n]) => n)).toEqual([4, 8, 10])
  })

  it('after a dropped chunk asks the server how much it has and resumes from there', async () => {
    const server = fakeServer({ failPut: (call) => (call === 2 ? 'network' : null) })
    const cb = callbacks()
    const state = await uploadInChunks('link', file(), 'tr', 4, cb)
    expect(state.done).toBe(true)
    expect(server.calls).toContain('GET /api/v1/photo-uploader/link/uploads/u1')
    expect(cb.onRetrying).toHaveBeenCalledWith(true)
    expect(server.received.get('u1')).toBe(10)
  })

  it('a chunk whose answer was lost after the server wrote it is not sent twice', async () => {
    const server = fakeServer({ failPut: (call) => (call === 1 ? 'after-write' : null) })
    await uploadInChunks('link', file(), 'tr', 4, callbacks())
    const puts = server.calls.filter((call) => call.startsWith('PUT'))
    expect(puts).toHaveLength(3)
  })

  it('a refusal ends the upload with the server sentence', async () => {
    fakeServer({ refuse: 422 })
    await expect(uploadInChunks('link', file(), 'tr', 4, callbacks())).rejects.toEqual(
      new UploadRefused(422, 'Bu fotoğraf çok büyük.'),
    )
  })

  it('waits longer after each failure, at most about 30 s', () => {
    expect(backoff(0)).toBeLessThan(backoff(3))
    expect(backoff(20)).toBeLessThanOrEqual(37_500)
  })
})
