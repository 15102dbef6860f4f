import type { PhotoLink, PhotoUploadState } from '@ajanda/contracts/photos.contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import yauzl from 'yauzl'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { nextIp } from '../webform/webform-test-fixtures'
import { testJpeg } from './photo-test-fixtures'
import { photoUploadLinks, projectPhotos } from './photos.table'

/**
 * Issue 22's accepted limits, closed: a deleted photo gives its bytes back to its link's total, and the
 * staff zip goes out through a five-minute signed link the browser streams to disk.
 */
let testApp: TestApp
let staff: Record<string, string>
let projectCode: string

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
function call(method: Method, url: string, headers: Record<string, string> = {}, payload?: object | Buffer) {
  return testApp.app.inject({ method, url: `/api/v1${url}`, headers, payload, remoteAddress: nextIp() })
}

beforeAll(async () => {
  testApp = await createTestApp()
  staff = (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers
  const projects = await call('GET', '/projects?page_size=1', staff)
  projectCode = (projects.json() as { data: { code: string }[] }).data[0]?.code as string
})
afterAll(async () => {
  await testApp?.close()
})

async function createLink(): Promise<PhotoLink> {
  const response = await call('POST', `/project/${projectCode}/photo-links`, staff, {
    name: 'Yer açan',
    max_file_mb: 1,
    max_total_mb: 1,
  })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { data: PhotoLink }).data
}

/** One photo in one chunk: the last answer. */
async function upload(code: string, bytes: Buffer, fileName = 'foto.jpg') {
  const started = await call(
    'POST',
    `/photo-uploader/${code}/uploads`,
    {},
    { file_name: fileName, total_bytes: bytes.length },
  )
  if (started.statusCode !== 200) return started
  const { upload_code } = started.json() as PhotoUploadState
  return call(
    'PUT',
    `/photo-uploader/${code}/uploads/${upload_code}`,
    { 'content-type': 'application/octet-stream', 'upload-offset': '0' },
    bytes,
  )
}
const photoId = (response: { json(): unknown }) => (response.json() as PhotoUploadState).photo?.id as number
const usedBytes = async (code: string) =>
  (await call('GET', `/photo-uploader/${code}`)).json().used_bytes as number

describe('deleting a photo gives its bytes back to the link', () => {
  it('a full link takes a photo again after one is deleted, up to the limit and no further', async () => {
    const first = await testJpeg({ width: 500, height: 400, color: '#1e8449' })
    const second = await testJpeg({ width: 500, height: 400, color: '#7d3c98' })
    const link = await createLink()
    // The total is exactly what the two photos take: the link is full after them.
    await testApp.database.db
      .update(photoUploadLinks)
      .set({ max_total_bytes: first.length + second.length })
      .where(eq(photoUploadLinks.id, link.id))
    const a = await upload(link.code, first)
    expect(a.statusCode, a.body).toBe(200)
    expect((await upload(link.code, second)).statusCode).toBe(200)
    expect(await usedBytes(link.code)).toBe(first.length + second.length)
    const full = await upload(link.code, first)
    expect(full.statusCode).toBe(422)
    expect(full.json().errors.total_bytes[0]).toMatch(/toplam yükleme sınırı/)

    // The photo keeps what it took (the bytes sent), not its re-encoded size.
    const [row] = await testApp.database.db
      .select({ upload_bytes: projectPhotos.upload_bytes })
      .from(projectPhotos)
      .where(eq(projectPhotos.id, photoId(a)))
    expect(row?.upload_bytes).toBe(first.length)
    const removed = await call('DELETE', `/project/${projectCode}/photos/${photoId(a)}`, staff)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await usedBytes(link.code)).toBe(second.length)
    const links = (await call('GET', `/project/${projectCode}/photo-links`, staff)).json().data as PhotoLink[]
    expect(links.find((l) => l.id === link.id)).toMatchObject({ used_bytes: second.length, photo_count: 1 })

    // Up to the limit again, and no further.
    const again = await upload(link.code, first, 'yeniden.jpg')
    expect(again.statusCode, again.body).toBe(200)
    expect(await usedBytes(link.code)).toBe(first.length + second.length)
    expect((await upload(link.code, second)).statusCode).toBe(422)
  })

  it('a second delete of the same photo is 404 and gives nothing back twice', async () => {
    const link = await createLink()
    const bytes = await testJpeg({ width: 200, height: 100 })
    const one = await upload(link.code, bytes)
    await upload(link.code, bytes)
    const url = `/project/${projectCode}/photos/${photoId(one)}`
    expect((await call('DELETE', url, staff)).statusCode).toBe(200)
    expect((await call('DELETE', url, staff)).statusCode).toBe(404)
    expect(await usedBytes(link.code)).toBe(bytes.length)
  })
})

function zipNames(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error)
      const names: string[] = []
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName)
        zip.readEntry()
      })
      zip.on('end', () => resolve(names))
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}

describe('the zip through a signed link', () => {
  async function twoPhotos(): Promise<number[]> {
    const link = await createLink()
    const ids: number[] = []
    for (const color of ['#aa0000', '#00aa00'])
      ids.push(photoId(await upload(link.code, await testJpeg({ color }), 'Gala.jpg')))
    return ids
  }
  const askLink = (ids: number[], headers = staff) =>
    call('POST', `/project/${projectCode}/photos/zip`, { ...headers, accept: 'application/json' }, { ids })
  const open = (url: string) => {
    const address = new URL(url)
    return testApp.app.inject({
      method: 'GET',
      url: `${address.pathname}${address.search}`,
      remoteAddress: nextIp(),
    })
  }

  it('staff asking for JSON get a five-minute link that streams the zip without a token', async () => {
    const ids = await twoPhotos()
    const asked = await askLink(ids)
    expect(asked.statusCode, asked.body).toBe(200)
    const { url, expires_at } = asked.json().data as { url: string; expires_at: string }
    expect(url).toContain(`/api/v1/project/${projectCode}/photos/zip?`)
    const lasts = new Date(expires_at).getTime() - Date.now()
    expect(lasts).toBeGreaterThan(4 * 60_000)
    expect(lasts).toBeLessThanOrEqual(5 * 60_000)
    const zip = await open(url)
    expect(zip.statusCode, zip.body).toBe(200)
    expect(zip.headers['content-type']).toBe('application/zip')
    expect(zip.headers['content-disposition']).toMatch(/^attachment;/)
    expect(await zipNames(zip.rawPayload)).toEqual(['Gala.jpg', 'Gala (2).jpg'])
    // Without JSON the POST still streams the zip itself (API callers).
    const direct = await call('POST', `/project/${projectCode}/photos/zip`, staff, { ids })
    expect(direct.headers['content-type']).toBe('application/zip')
  })

  it('a tampered link (other ids, another project, no signature) is refused', async () => {
    const ids = await twoPhotos()
    const { url } = (await askLink(ids.slice(0, 1))).json().data as { url: string }
    const other = new URL(url)
    other.searchParams.set('ids', ids.join(','))
    expect((await open(other.toString())).statusCode).toBe(403)
    const forged = new URL(url)
    forged.searchParams.set('signature', 'A'.repeat(43))
    const refused = await open(forged.toString())
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('Bu indirme bağlantısı geçersiz.')
    const moved = new URL(url.replace(projectCode, 'baska-bir-proje-kodu'))
    expect((await open(moved.toString())).statusCode).toBe(403)
    const bare = new URL(url)
    bare.searchParams.delete('signature')
    expect((await open(bare.toString())).statusCode).toBe(422)
  })

  it('an expired link is refused with a sentence that says to download again', async () => {
    const ids = await twoPhotos()
    const { url } = (await askLink(ids)).json().data as { url: string }
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 5 * 60_000 + 1000)
      const expired = await open(url)
      expect(expired.statusCode).toBe(403)
      expect(expired.json().message).toMatch(/süresi doldu/)
    } finally {
      vi.useRealTimers()
    }
  })

  it('no link for another company (404), a CLIENT user (403) or without a token (401)', async () => {
    const ids = await twoPhotos()
    const other = await loginAs(testApp.app, 'admin@other.ajanda.test')
    expect((await askLink(ids, other.headers)).statusCode).toBe(404)
    const client = await loginAs(testApp.app, 'client@demo.ajanda.test')
    expect((await askLink(ids, client.headers)).statusCode).toBe(403)
    expect((await askLink(ids, {})).statusCode).toBe(401)
    // Ids none of which is the project's photo: nothing to sign.
    expect((await askLink([999_999_999])).statusCode).toBe(404)
  })
})
