import fs from 'node:fs/promises'
import path from 'node:path'
import type { PhotoLink, PhotoUploadState, ProjectPhoto } from '@ajanda/contracts/photos.contract'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import yauzl from 'yauzl'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { nextIp } from '../webform/webform-test-fixtures'
import { testJpeg } from './photo-test-fixtures'
import { photoUploadLinks } from './photos.table'

let testApp: TestApp
let staff: { authorization: string }
let projectCode: string

beforeAll(async () => {
  testApp = await createTestApp()
  staff = (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers
  const projects = await call('GET', '/projects?page_size=1', staff)
  projectCode = (projects.json() as { data: { code: string }[] }).data[0]?.code as string
})
afterAll(async () => {
  await testApp?.close()
})

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
function call(method: Method, url: string, headers: Record<string, string> = {}, payload?: object | Buffer) {
  return testApp.app.inject({ method, url: `/api/v1${url}`, headers, payload, remoteAddress: nextIp() })
}

async function createLink(body: object = {}): Promise<PhotoLink> {
  const response = await call('POST', `/project/${projectCode}/photo-links`, staff, {
    name: 'Fotoğrafçı',
    max_file_mb: 2,
    max_total_mb: 10,
    ...body,
  })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { data: PhotoLink }).data
}

async function start(code: string, bytes: number, fileName = 'foto.jpg') {
  return call('POST', `/photo-uploader/${code}/uploads`, {}, { file_name: fileName, total_bytes: bytes })
}

function chunk(code: string, upload: string, offset: number, bytes: Buffer) {
  return call(
    'PUT',
    `/photo-uploader/${code}/uploads/${upload}`,
    { 'content-type': 'application/octet-stream', 'upload-offset': String(offset) },
    bytes,
  )
}

/** Uploads a whole file in chunks of `size` and gives the last answer. */
async function upload(code: string, bytes: Buffer, size = 1024, fileName = 'foto.jpg') {
  const started = await start(code, bytes.length, fileName)
  expect(started.statusCode, started.body).toBe(200)
  const { upload_code } = started.json() as PhotoUploadState
  let last = started
  for (let offset = 0; offset < bytes.length; offset += size) {
    last = await chunk(code, upload_code, offset, bytes.subarray(offset, offset + size))
    if (last.statusCode !== 200) return last
  }
  return last
}

async function photos(): Promise<ProjectPhoto[]> {
  const response = await call('GET', `/project/${projectCode}/photos?page_size=100`, staff)
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { data: ProjectPhoto[] }).data
}

const fetchUrl = (url: string) => {
  const address = new URL(url)
  return testApp.app.inject({ method: 'GET', url: `${address.pathname}${address.search}` })
}

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

describe('photo upload links (staff)', () => {
  it('creates and lists a link with its page address; the total may not be under the limit per file', async () => {
    const link = await createLink({ name: 'Gala fotoğrafları' })
    expect(link).toMatchObject({
      active: true,
      max_file_bytes: 2 * 1024 * 1024,
      used_bytes: 0,
      photo_count: 0,
    })
    expect(link.url).toMatch(/\/photo-uploader\/[\w-]{20,}$/)
    const list = await call('GET', `/project/${projectCode}/photo-links`, staff)
    expect((list.json() as { data: PhotoLink[] }).data.map((l) => l.id)).toContain(link.id)
    const wrong = await call('POST', `/project/${projectCode}/photo-links`, staff, {
      name: 'Ters',
      max_file_mb: 20,
      max_total_mb: 10,
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors.max_total_mb[0]).toMatch(/küçük olamaz/)
  })

  it('another company gets 404 and a CLIENT user 403', async () => {
    const other = await loginAs(testApp.app, 'admin@other.ajanda.test')
    expect((await call('GET', `/project/${projectCode}/photo-links`, other.headers)).statusCode).toBe(404)
    expect((await call('GET', `/project/${projectCode}/photos`, other.headers)).statusCode).toBe(404)
    const client = await loginAs(testApp.app, 'client@demo.ajanda.test')
    expect((await call('GET', `/project/${projectCode}/photo-links`, client.headers)).statusCode).toBe(403)
  })
})

describe('/photo-uploader/{code}', () => {
  it('shows the link, the project and what is left; an unknown code is 404', async () => {
    const link = await createLink({ name: 'Sahne' })
    const page = await call('GET', `/photo-uploader/${link.code}`)
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json()).toMatchObject({ name: 'Sahne', used_bytes: 0, remaining_bytes: 10 * 1024 * 1024 })
    expect(page.json().project_name).toBeTruthy()
    expect((await call('GET', '/photo-uploader/yok-boyle-bir-kod')).statusCode).toBe(404)
  })

  it('uploads a photo in chunks, removes its GPS data and makes a thumbnail', async () => {
    const link = await createLink()
    const original = await testJpeg({ width: 640, height: 480, gps: true })
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const done = await upload(link.code, original, 4096, 'Sahne 1.jpg')
    expect(done.statusCode, done.body).toBe(200)
    const state = done.json() as PhotoUploadState
    expect(state.done).toBe(true)
    const photo = (await photos()).find((p) => p.id === state.photo?.id)
    expect(photo).toMatchObject({ name: 'Sahne 1.jpg', mime_type: 'image/jpeg', width: 640, height: 480 })
    const stored = await fetchUrl(photo?.url as string)
    expect(stored.statusCode).toBe(200)
    const metadata = await sharp(stored.rawPayload).metadata()
    expect(metadata.exif).toBeUndefined()
    expect(metadata.format).toBe('jpeg')
    const thumb = await fetchUrl(photo?.thumb_url as string)
    expect(thumb.statusCode).toBe(200)
    const thumbMeta = await sharp(thumb.rawPayload).metadata()
    expect(thumbMeta.format).toBe('webp')
    expect(thumbMeta.width).toBe(400)
    // The link counts the bytes sent, and the temporary file is gone.
    const page = await call('GET', `/photo-uploader/${link.code}`)
    expect(page.json().used_bytes).toBe(original.length)
    const left = await fs.readdir(path.join(testApp.dataDir, 'photo-uploads')).catch(() => [])
    expect(left.filter((name) => name.includes(state.upload_code))).toEqual([])
  })

  it('a private photo is refused without a signature or with a forged one', async () => {
    const link = await createLink()
    await upload(link.code, await testJpeg())
    const photo = (await photos())[0] as ProjectPhoto
    const address = new URL(photo.url)
    expect(address.pathname).toMatch(/^\/files\/photos\//)
    expect((await testApp.app.inject({ method: 'GET', url: address.pathname })).statusCode).toBe(404)
    address.searchParams.set('signature', 'x'.repeat(64))
    const forged = await testApp.app.inject({ method: 'GET', url: `${address.pathname}${address.search}` })
    expect(forged.statusCode).toBe(403)
  })

  it('resumes after a partial upload from the received bytes; a chunk at the wrong place is 409', async () => {
    const link = await createLink()
    const bytes = await testJpeg({ width: 300, height: 200, color: '#2e86c1' })
    const started = await start(link.code, bytes.length)
    const { upload_code } = started.json() as PhotoUploadState
    expect((await chunk(link.code, upload_code, 0, bytes.subarray(0, 500))).statusCode).toBe(200)
    // The connection dropped: the page asks where to go on.
    const status = await call('GET', `/photo-uploader/${link.code}/uploads/${upload_code}`)
    expect(status.json()).toMatchObject({ received_bytes: 500, total_bytes: bytes.length, done: false })
    const skipped = await chunk(link.code, upload_code, 900, bytes.subarray(900, 1000))
    expect(skipped.statusCode).toBe(409)
    expect(skipped.json().received_bytes).toBe(500)
    const again = await chunk(link.code, upload_code, 0, bytes.subarray(0, 500))
    expect(again.statusCode).toBe(409)
    const rest = await chunk(link.code, upload_code, 500, bytes.subarray(500))
    expect(rest.statusCode, rest.body).toBe(200)
    expect(rest.json().done).toBe(true)
    const stored = (await photos()).find((p) => p.id === rest.json().photo.id)
    expect(stored?.width).toBe(300)
  })

  it('a chunk without its offset, or as JSON, is a 422, never a 500', async () => {
    const link = await createLink()
    const { upload_code } = (await start(link.code, 100)).json() as PhotoUploadState
    const url = `/photo-uploader/${link.code}/uploads/${upload_code}`
    const noOffset = await call('PUT', url, { 'content-type': 'application/octet-stream' }, Buffer.alloc(10))
    expect(noOffset.statusCode).toBe(422)
    const asJson = await call('PUT', url, { 'upload-offset': '0' }, { bytes: 'x' })
    expect(asJson.statusCode).toBe(422)
    const tooLong = await chunk(link.code, upload_code, 0, Buffer.alloc(101))
    expect(tooLong.statusCode).toBe(422)
  })

  it('refuses a file over the limit per file and over what the total leaves, in Turkish', async () => {
    const link = await createLink({ max_file_mb: 1, max_total_mb: 1 })
    const tooBig = await start(link.code, 1024 * 1024 + 1)
    expect(tooBig.statusCode).toBe(422)
    expect(tooBig.json().errors.total_bytes[0]).toBe(
      'Bu fotoğraf çok büyük: dosya başına en fazla 1 MB yüklenebilir.',
    )
    const bytes = await testJpeg({ width: 400, height: 300 })
    expect((await upload(link.code, bytes, 100_000)).statusCode).toBe(200)
    const rest = 1024 * 1024 - bytes.length
    const over = await start(link.code, rest + 1)
    expect(over.statusCode).toBe(422)
    expect(over.json().errors.total_bytes[0]).toMatch(/toplam yükleme sınırı/)
    expect(over.json().message).toMatch(/^Bu bağlantının/)
  })

  it('two uploads that fit alone but not together: only one is kept (the total is checked atomically)', async () => {
    const first = await testJpeg({ width: 500, height: 400, color: '#1e8449' })
    const second = await testJpeg({ width: 500, height: 400, color: '#7d3c98' })
    const link = await createLink({ max_file_mb: 1, max_total_mb: 1 })
    // Shrink the total so that each fits but both do not.
    await testApp.database.db
      .update(photoUploadLinks)
      .set({ max_total_bytes: first.length + second.length - 1 })
      .where(eq(photoUploadLinks.id, link.id))
    const a = (await start(link.code, first.length)).json() as PhotoUploadState
    const b = (await start(link.code, second.length)).json() as PhotoUploadState
    const [doneA, doneB] = await Promise.all([
      chunk(link.code, a.upload_code, 0, first),
      chunk(link.code, b.upload_code, 0, second),
    ])
    const statuses = [doneA.statusCode, doneB.statusCode].sort()
    expect(statuses).toEqual([200, 422])
    const page = await call('GET', `/photo-uploader/${link.code}`)
    expect(page.json().used_bytes).toBeLessThanOrEqual(first.length + second.length - 1)
  })

  it('refuses a .jpg that is a PDF, by its bytes', async () => {
    const link = await createLink()
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
    const refused = await upload(link.code, pdf, 1024, 'tatil.jpg')
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.file[0]).toMatch(/fotoğraf değil/)
    const page = await call('GET', `/photo-uploader/${link.code}`)
    expect(page.json().used_bytes).toBe(0)
  })

  it('a revoked link refuses the page, new uploads and chunks in progress at once', async () => {
    const link = await createLink()
    const bytes = await testJpeg()
    const started = (await start(link.code, bytes.length)).json() as PhotoUploadState
    expect((await chunk(link.code, started.upload_code, 0, bytes.subarray(0, 100))).statusCode).toBe(200)
    const revoked = await call('DELETE', `/project/${projectCode}/photo-links/${link.id}`, staff)
    expect(revoked.statusCode, revoked.body).toBe(200)
    expect(revoked.json().data.active).toBe(false)
    const late = await chunk(link.code, started.upload_code, 100, bytes.subarray(100))
    expect(late.statusCode).toBe(410)
    expect(late.json().message).toMatch(/iptal edildi/)
    expect((await call('GET', `/photo-uploader/${link.code}`)).statusCode).toBe(410)
    expect((await start(link.code, 10)).statusCode).toBe(410)
  })
})

describe('photos of a project (staff)', () => {
  it('downloads a selection as a zip with unique names; another project’s ids are left out', async () => {
    const link = await createLink({ max_total_mb: 20 })
    const ids: number[] = []
    for (const color of ['#111111', '#222222']) {
      const done = await upload(link.code, await testJpeg({ color }), 1024, 'Aynı ad.jpg')
      ids.push((done.json() as PhotoUploadState).photo?.id as number)
    }
    const zip = await call('POST', `/project/${projectCode}/photos/zip`, staff, { ids })
    expect(zip.statusCode, zip.body).toBe(200)
    expect(zip.headers['content-type']).toBe('application/zip')
    expect(await zipNames(zip.rawPayload)).toEqual(['Aynı ad.jpg', 'Aynı ad (2).jpg'])
    const tooMany = await call('POST', `/project/${projectCode}/photos/zip`, staff, {
      ids: Array.from({ length: 501 }, (_, i) => i + 1),
    })
    expect(tooMany.statusCode).toBe(422)
  })

  it('pages the photos and deletes one', async () => {
    const link = await createLink()
    await upload(link.code, await testJpeg())
    const page = await call('GET', `/project/${projectCode}/photos?page_size=1`, staff)
    expect(page.json()).toMatchObject({ per_page: 1, current_page: 1 })
    const first = page.json().data[0] as ProjectPhoto
    const removed = await call('DELETE', `/project/${projectCode}/photos/${first.id}`, staff)
    expect(removed.statusCode).toBe(200)
    expect((await photos()).some((p) => p.id === first.id)).toBe(false)
  })
})
