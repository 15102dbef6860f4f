import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  clientWithContact,
  leadBody,
  type ProjectFixtures,
  projectFixtures,
} from '../../modules/projects/project-test-fixtures'
import { projectFiles } from '../../modules/projects/projects.table'
import { anyProjectId, expenseBody } from '../../modules/requests/request-test-support'
import { requestFiles } from '../../modules/requests/requests.table'
import { getSignedFile } from '../../test-support/signed-download'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
let f: ProjectFixtures
let headers: Record<string, Record<string, string>>
let code: string
let jpeg: Buffer
let png: Buffer

beforeAll(async () => {
  testApp = await createTestApp()
  f = await projectFixtures(testApp)
  headers = {}
  for (const who of ['user', 'team', 'admin'])
    headers[who] = (await loginAs(testApp.app, `${who}@demo.ajanda.test`)).headers
  headers.other = (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers
  headers.anonymous = {}
  const { client, contactId } = await clientWithContact(f.admin, f.positionId)
  code = (await f.user.post('/leads', leadBody(f, client.id, contactId))).json().code
  jpeg = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#08c' } })
    .jpeg()
    .toBuffer()
  png = await sharp({ create: { width: 2, height: 2, channels: 4, background: '#0000' } })
    .png()
    .toBuffer()
}, 60_000)
afterAll(async () => {
  await testApp?.close()
})

const HTML = Buffer.from('<!doctype html><html><body><script>fetch("/api/v1/me")</script></body></html>')

interface Part {
  field: string
  name: string
  type: string
  bytes: Buffer
}
function multipart(url: string, who: string, parts: Part[], extraHeaders: Record<string, string> = {}) {
  const boundary = '----ajanda-upload'
  const body = Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.name}"\r\n` +
          `Content-Type: ${part.type}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ])
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: {
      ...headers[who],
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...extraHeaders,
    },
    payload: body,
  })
}
/** A GET as a browser makes it: a private file's route redirects to its signed address, which is followed. */
const get = (url: string, who: string) => getSignedFile(testApp.app, url, headers[who])
const receipt = (who: string, name: string, type: string, bytes: Buffer) =>
  multipart('/accounting/expenses/receipts', who, [{ field: 'file', name, type, bytes }])
const projectFile = (name: string, type: string, bytes: Buffer) =>
  multipart(`/project/${code}/file`, 'user', [{ field: 'files[]', name, type, bytes }])

describe('receipts', () => {
  it('are typed by their bytes: HTML labelled PNG is refused, a photo labelled anything is a JPEG', async () => {
    const html = await receipt('user', 'fis.png', 'image/png', HTML)
    expect(html.statusCode).toBe(422)
    expect(html.json().errors).toEqual({
      file: ['Fiş bir fotoğraf (JPEG, PNG, WebP, HEIC) ya da PDF olmalı.'],
    })
    const photo = await receipt('user', 'fis.bin', 'application/octet-stream', jpeg)
    expect(photo.statusCode, photo.body).toBe(200)
    const [row] = await testApp.database.db
      .select()
      .from(requestFiles)
      .where(eq(requestFiles.id, photo.json().data.id))
    expect(row).toMatchObject({ mime_type: 'image/jpeg' })
    expect(row?.storage_key).toMatch(/\.jpg$/)
  })

  it('clean a name of bidi overrides and controls, and refuse a name with nothing left', async () => {
    const cleaned = await receipt('user', 'fatura\u202Egpj.exe\u0007', 'image/jpeg', jpeg)
    expect(cleaned.json().data.name).toBe('faturagpj.exe')
    const empty = await receipt('user', '\u200B\u202E', 'image/jpeg', jpeg)
    expect(empty.json().errors).toEqual({
      file: ['Dosya adı kullanılamıyor: görünür bir karakter kalmıyor.'],
    })
  })

  it('are served only to the uploader and to those who see a request that names them', async () => {
    const uploaded = await receipt('user', 'fis.jpg', 'image/jpeg', jpeg)
    const { id, url } = uploaded.json().data
    expect(url).toBe(`/api/v1/accounting/expenses/receipts/${id}`)
    const own = await get(url, 'user')
    expect(own.statusCode).toBe(200)
    expect(own.rawPayload.equals(jpeg)).toBe(true)
    expect(own.headers).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff' })
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="fis.jpg"/)

    expect((await get(url, 'anonymous')).statusCode).toBe(401)
    expect((await get(url, 'other')).statusCode).toBe(404)
    expect((await get(url, 'admin')).statusCode).toBe(404)

    const projectId = await anyProjectId(f.admin)
    const expense = await f.user.post('/accounting/expenses', expenseBody(projectId, { receipt_file_id: id }))
    expect(expense.statusCode, expense.body).toBe(200)
    expect(expense.json().data.items[0].receipt).toEqual({ id, name: 'fis.jpg', url })
    expect((await get(url, 'admin')).statusCode).toBe(200)
    expect((await get(url, 'other')).statusCode).toBe(404)

    const [row] = await testApp.database.db.select().from(requestFiles).where(eq(requestFiles.id, id))
    expect((await get(`/files/${row?.storage_key}`, 'anonymous')).statusCode).toBe(404)
    expect((await get(`/files/./${row?.storage_key}`, 'anonymous')).statusCode).toBe(404)
    expect(
      (await get(`/files/%72eceipts/${row?.storage_key.split('/').slice(1).join('/')}`, 'anonymous'))
        .statusCode,
    ).toBe(404)
  })

  it('refuse a body over their size at once, in the app shape', async () => {
    const response = await receipt('user', 'fis.jpg', 'image/jpeg', Buffer.alloc(11 * 1024 * 1024))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ message: 'Gönderilen veri çok büyük.' })
  })
})

describe('project files', () => {
  it('refuse bytes that are not what the name says: an HTML page named teklif.pdf', async () => {
    const response = await projectFile('teklif.pdf', 'application/pdf', HTML)
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors)).toEqual(['files'])
  })

  it('store and serve the type the bytes show, never the declared one, always as an attachment', async () => {
    const pdf = await projectFile('sözleşme.pdf', 'text/html', Buffer.from('%PDF-1.7\n%âãÏÓ\n'))
    expect(pdf.statusCode, pdf.body).toBe(200)
    const [stored] = pdf.json().data
    expect(stored.mime_type).toBe('application/pdf')
    const download = await get(stored.download_path, 'user')
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
    })
    expect(download.headers['content-disposition']).toMatch(/^attachment;/)

    const text = await projectFile('notlar.txt', 'text/html', HTML)
    const [note] = text.json().data
    expect(note.mime_type).toBe('text/plain; charset=utf-8')
    expect((await get(note.download_path, 'user')).headers['content-type']).toBe('text/plain; charset=utf-8')
  })

  it('serve a file stored before these checks under an active type as bytes', async () => {
    const uploaded = await projectFile('eski.txt', 'text/plain', Buffer.from('eski'))
    const [file] = uploaded.json().data
    await testApp.database.db
      .update(projectFiles)
      .set({ mime_type: 'text/html' })
      .where(eq(projectFiles.id, file.id))
    const download = await get(file.download_path, 'user')
    expect(download.headers['content-type']).toBe('application/octet-stream')
    expect(download.headers['content-disposition']).toMatch(/^attachment;/)
  })

  it('clean names and are not public files', async () => {
    const uploaded = await projectFile('C:\\belgeler\\fatura\u202Efdp.exe\u200B.png', 'image/png', png)
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const [file] = uploaded.json().data
    expect(file.name).toBe('faturafdp.exe.png')
    const [row] = await testApp.database.db.select().from(projectFiles).where(eq(projectFiles.id, file.id))
    expect((await get(`/files/${row?.storage_key}`, 'anonymous')).statusCode).toBe(404)
    expect((await get(file.download_path, 'anonymous')).statusCode).toBe(401)
    expect((await get(file.download_path, 'other')).statusCode).toBe(404)
    expect((await get(file.download_path, 'team')).statusCode).toBe(200)
  })

  it('refuse an upload declared larger than the files of one upload may be', async () => {
    const response = await multipart(
      `/project/${code}/file`,
      'user',
      [{ field: 'files[]', name: 'a.txt', type: 'text/plain', bytes: Buffer.from('a') }],
      { 'content-length': String(101 * 1024 * 1024) },
    )
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ message: 'Gönderilen veri çok büyük.' })
  })
})

describe('logos and profile pictures', () => {
  const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`
  const disguised = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), HTML])

  it('are decoded for real: HTML behind a PNG signature is refused, a real image is stored and public', async () => {
    const company = (await loginAs(testApp.app, 'admin@demo.ajanda.test')).user.event_company_id
    const logo = await f.admin.post(`/event-companies/${company}/logo`, {
      file: dataUrl('image/png', disguised),
    })
    expect(logo.statusCode).toBe(422)
    const picture = await f.admin.post('/me/profile-picture', { image: dataUrl('image/png', disguised) })
    expect(picture.statusCode).toBe(422)

    const stored = await f.admin.post('/me/profile-picture', { image: dataUrl('image/png', png) })
    expect(stored.statusCode, stored.body).toBe(200)
    const url = new URL(stored.json().user.profile_picture_full as string)
    const served = await get(url.pathname, 'anonymous')
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
  })
})
