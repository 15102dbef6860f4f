import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newPublicCode } from '../../platform/codes'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { formFields, formSections, forms } from './forms.table'

let testApp: TestApp
let headers: Record<string, Record<string, string>>
let png: Buffer
let jpeg: Buffer
const field: Record<string, number> = {}

const HTML = Buffer.from('<!doctype html><html><body><script>fetch("/api/v1/me")</script></body></html>')
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/** A draft form of the demo company with one field per upload rule. */
async function insertFields(companyId: number) {
  const db = testApp.database.db
  const [form] = await db
    .insert(forms)
    .values({
      event_company_id: companyId,
      code: newPublicCode(),
      name: 'Yükleme Testi',
      slug: `yukleme-testi-${Date.now()}`,
      form_type: 'registration',
    })
    .returning({ id: forms.id })
  const formId = form?.id as number
  const [section] = await db
    .insert(formSections)
    .values({ form_id: formId, title: { tr: 'Dosyalar' } })
    .returning({ id: formSections.id })
  const add = async (key: string, values: Partial<typeof formFields.$inferInsert> & { type: string }) => {
    const [row] = await db
      .insert(formFields)
      .values({ form_id: formId, section_id: section?.id as number, title: { tr: key }, ...values })
      .returning({ id: formFields.id })
    field[key] = row?.id as number
  }
  await add('image', { type: 'file_uploader', file_type: 'image' })
  await add('document', { type: 'file_uploader', file_type: 'file', file_size: 1 })
  await add('legacy', { type: 'fileupload', file_type: 'file' })
  await add('signature', { type: 'signature' })
}

beforeAll(async () => {
  testApp = await createTestApp()
  headers = { anonymous: {} }
  const admin = await loginAs(testApp.app, DEMO_EMAILS.admin)
  headers.admin = admin.headers
  headers.user = (await loginAs(testApp.app, DEMO_EMAILS.user)).headers
  headers.client = (await loginAs(testApp.app, DEMO_EMAILS.client)).headers
  headers.other = (await loginAs(testApp.app, DEMO_EMAILS.otherAdmin)).headers
  await insertFields(admin.user.event_company_id)
  png = await sharp({ create: { width: 2, height: 2, channels: 4, background: '#0000' } })
    .png()
    .toBuffer()
  jpeg = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#08c' } })
    .jpeg()
    .toBuffer()
}, 60_000)
afterAll(async () => {
  await testApp?.close()
})

function upload(fieldId: number, who: string, name: string, type: string, bytes: Buffer, part = 'file') {
  const boundary = '----ajanda-field-upload'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part}"; filename="${name}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/form/field/${fieldId}/upload`,
    headers: { ...headers[who], 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  })
}

describe('POST /form/field/{id}/upload', () => {
  it('stores an image of an image field by its bytes and answers its address, name, size and type', async () => {
    const response = await upload(
      field.image as number,
      'user',
      'Vesikalık.bin',
      'application/octet-stream',
      png,
    )
    expect(response.statusCode, response.body).toBe(200)
    const answer = response.json()
    expect(answer).toEqual({
      url: expect.stringMatching(/^http:\/\/ajanda\.test\/files\/form-files\/\d+\/[\w-]+\.png$/),
      name: 'Vesikalık.bin',
      size: png.length,
      mime: 'image/png',
    })
    const served = await testApp.app.inject({ method: 'GET', url: new URL(answer.url).pathname })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(png)).toBe(true)
  })

  it('refuses what the bytes are not, whatever the name and declared type say (422 in Turkish)', async () => {
    const html = await upload(field.image as number, 'user', 'foto.png', 'image/png', HTML)
    expect(html.statusCode).toBe(422)
    expect(html.json()).toEqual({
      message: 'Yalnızca görsel (PNG, JPEG, WebP veya GIF) yükleyebilirsin',
      errors: { file: ['Yalnızca görsel (PNG, JPEG, WebP veya GIF) yükleyebilirsin'] },
    })
    const pdfAsImage = await upload(field.image as number, 'user', 'foto.jpg', 'image/jpeg', PDF)
    expect(pdfAsImage.statusCode).toBe(422)
    const jpegSignature = await upload(field.signature as number, 'user', 'imza.png', 'image/png', jpeg)
    expect(jpegSignature.json().errors).toEqual({ file: ['İmza PNG görseli olarak gönderilmeli'] })
    const english = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/form/field/${field.image}/upload?locale=en`,
      headers: { ...headers.user, 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nhi\r\n--x--\r\n',
      ),
    })
    expect(english.json().errors).toEqual({ file: ['You may only upload an image (PNG, JPEG, WebP or GIF)'] })
  })

  it('a document field takes PDFs and text (CSV by its name), a legacy fileupload field too', async () => {
    const pdf = await upload(field.document as number, 'admin', 'Sözleşme.pdf', 'text/plain', PDF)
    expect(pdf.json()).toMatchObject({ mime: 'application/pdf', name: 'Sözleşme.pdf' })
    expect(pdf.json().url).toMatch(/\.pdf$/)
    const csv = await upload(
      field.legacy as number,
      'admin',
      'liste.csv',
      'application/pdf',
      Buffer.from('ad;soyad\nAyşe;Yılmaz\n'),
    )
    expect(csv.json()).toMatchObject({ mime: 'text/csv' })
    const binary = await upload(
      field.document as number,
      'admin',
      'a.txt',
      'text/plain',
      Buffer.from([0, 1, 2, 255, 0]),
    )
    expect(binary.statusCode).toBe(422)
    expect(binary.json().errors.file).toHaveLength(1)
  })

  it("a file over the field's size is 422 with the field's limit; no file is 422", async () => {
    const big = Buffer.alloc(1024 * 1024 + 10, 'a')
    const tooLarge = await upload(field.document as number, 'admin', 'uzun.txt', 'text/plain', big)
    expect(tooLarge.statusCode).toBe(422)
    expect(tooLarge.json().errors).toEqual({ file: ['Dosya en fazla 1 MB olabilir'] })
    const wrongPart = await upload(
      field.document as number,
      'admin',
      'a.pdf',
      'application/pdf',
      PDF,
      'other',
    )
    expect(wrongPart.statusCode).toBe(422)
    expect(wrongPart.json().errors).toEqual({ file: ['Bu alan zorunludur'] })
    const json = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/form/field/${field.document}/upload`,
      headers: headers.admin,
      payload: {},
    })
    expect(json.statusCode).toBe(422)
  })

  it('404 for another company’s field or none; 403 for a CLIENT user; 401 anonymous', async () => {
    expect((await upload(field.image as number, 'other', 'a.png', 'image/png', png)).statusCode).toBe(404)
    expect((await upload(999_999_999, 'admin', 'a.png', 'image/png', png)).statusCode).toBe(404)
    expect((await upload(field.image as number, 'client', 'a.png', 'image/png', png)).statusCode).toBe(403)
    expect((await upload(field.image as number, 'anonymous', 'a.png', 'image/png', png)).statusCode).toBe(401)
  })
})
