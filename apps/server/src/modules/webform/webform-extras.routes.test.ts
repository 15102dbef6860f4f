import { type Challenge, createChallenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { getSignedFile } from '../../test-support/signed-download'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { attendees } from '../attendees/attendees.table'
import { formDrafts, formFields, formSections } from '../forms/forms.table'
import { CAPTCHA_FAILED } from './webform-captcha'
import { webformSecret } from './webform-secret'
import { demoProjects, insertForm, nextIp, type TestForm, webformCall } from './webform-test-fixtures'

let testApp: TestApp
let api: ReturnType<typeof webformCall>
let demo: Awaited<ReturnType<typeof demoProjects>>
let png: Buffer

beforeAll(async () => {
  testApp = await createTestApp()
  api = webformCall(testApp)
  demo = await demoProjects(testApp)
  png = await sharp({ create: { width: 2, height: 2, channels: 4, background: '#0000' } })
    .png()
    .toBuffer()
}, 60_000)
afterAll(async () => {
  await testApp?.close()
})

const db = () => testApp.database.db
const newForm = (options: Partial<Parameters<typeof insertForm>[1]> = {}) =>
  insertForm(testApp, { companyId: demo.companyId, projectId: demo.projectId, ...options })

/** One more field on the form's first section. */
async function addField(f: TestForm, type: string, extra: Partial<typeof formFields.$inferInsert> = {}) {
  const [section] = await db().select().from(formSections).where(eq(formSections.form_id, f.form.id)).limit(1)
  const [row] = await db()
    .insert(formFields)
    .values({ form_id: f.form.id, section_id: section?.id as number, type, title: { tr: type }, ...extra })
    .returning()
  return row?.id as number
}

/** A valid registration, each with an e-mail of its own (one registration per address: decisions/0036). */
let mailbox = 0
const answersFor = (f: TestForm, extra: Record<string, unknown> = {}) => ({
  [f.nameId]: { first_name: 'Zeynep', last_name: 'Kaya' },
  [f.emailId]: `zeynep.${++mailbox}@example.com`,
  [f.radioId]: f.optionB,
  ...extra,
})

const decode = (text: string) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Challenge

async function solve(text: string): Promise<{ challenge: string; nonce: string }> {
  const solution = await solveChallenge({ challenge: decode(text), deriveKey })
  if (!solution) throw new Error('not solved')
  return { challenge: text, nonce: `${solution.counter}:${solution.derivedKey}` }
}

async function proofFor(slug: string) {
  const response = await api.get(`/webform/${slug}/captcha`)
  expect(response.statusCode, response.body).toBe(200)
  return solve(response.json().challenge)
}

describe('captcha', () => {
  it('gives a signed challenge of the field difficulty for the form', async () => {
    const f = await newForm()
    await addField(f, 'captcha', { props: { difficulty: 8 } })
    const response = await api.get(`/webform/${f.slug}/captcha`)
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ algorithm: 'SHA-256', key_prefix: '00' })
    expect(body.expires_at).toBeGreaterThan(Date.now() / 1000 + 500)
    expect(decode(body.challenge).parameters.data).toEqual({ form: f.form.id })
    expect((await api.get('/webform/yok-boyle-form/captcha')).statusCode).toBe(404)
  })

  it('takes a solved challenge once; a reused, wrong, other form or expired one is refused', async () => {
    const f = await newForm()
    const captchaId = await addField(f, 'captcha', { props: { difficulty: 4 } })
    const missing = await api.post(`/webform/${f.slug}`, { answers: answersFor(f) })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors[captchaId]).toEqual(['Robot olmadığını doğrulamalısın'])

    const proof = await proofFor(f.slug)
    const good = await api.post(`/webform/${f.slug}`, { answers: answersFor(f, { [captchaId]: proof }) })
    expect(good.statusCode, good.body).toBe(200)

    const reused = await api.post(`/webform/${f.slug}`, { answers: answersFor(f, { [captchaId]: proof }) })
    expect(reused.statusCode).toBe(422)
    expect(reused.json()).toEqual({
      message: CAPTCHA_FAILED.tr,
      errors: { [`answers.${captchaId}`]: [CAPTCHA_FAILED.tr] },
    })

    const fresh = await proofFor(f.slug)
    const wrong = await api.post(`/webform/${f.slug}?locale=en`, {
      locale: 'en',
      answers: answersFor(f, { [captchaId]: { ...fresh, nonce: `1:${'ab'.repeat(32)}` } }),
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors[`answers.${captchaId}`]).toEqual([CAPTCHA_FAILED.en])
    const garbage = await api.post(`/webform/${f.slug}`, {
      answers: answersFor(f, { [captchaId]: { challenge: 'bozuk', nonce: '1:00' } }),
    })
    expect(garbage.statusCode).toBe(422)

    const other = await newForm()
    await addField(other, 'captcha', { props: { difficulty: 4 } })
    const otherProof = await proofFor(other.slug)
    const crossed = await api.post(`/webform/${f.slug}`, {
      answers: answersFor(f, { [captchaId]: otherProof }),
    })
    expect(crossed.statusCode).toBe(422)

    const expired = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      deriveKey,
      keyPrefix: '0',
      expiresAt: Math.floor(Date.now() / 1000) - 5,
      data: { form: f.form.id },
      hmacSignatureSecret: await webformSecret(db(), 'captcha'),
    })
    const late = await api.post(`/webform/${f.slug}`, {
      answers: answersFor(f, {
        [captchaId]: await solve(Buffer.from(JSON.stringify(expired)).toString('base64url')),
      }),
    })
    expect(late.statusCode).toBe(422)
    expect(late.json().message).toBe(CAPTCHA_FAILED.tr)

    // The unused fresh proof still works: a failed check does not use it up.
    const later = await api.post(`/webform/${f.slug}`, { answers: answersFor(f, { [captchaId]: fresh }) })
    expect(later.statusCode, later.body).toBe(200)
  })

  it('gives the proof back when the submission fails after the check (a full option)', async () => {
    const f = await newForm({ quotas: [null, 0] })
    const captchaId = await addField(f, 'captcha', { props: { difficulty: 4 } })
    const proof = await proofFor(f.slug)
    const full = await api.post(`/webform/${f.slug}`, { answers: answersFor(f, { [captchaId]: proof }) })
    expect(full.statusCode).toBe(422)
    const again = await api.post(`/webform/${f.slug}`, {
      answers: answersFor(f, { [captchaId]: proof, [f.radioId]: f.optionA, [f.companyFieldId]: 'Şifa' }),
    })
    expect(again.statusCode, again.body).toBe(200)
  })
})

function upload(url: string, name: string, bytes: Buffer, remoteAddress = nextIp()) {
  const boundary = '----ajanda-webform-upload'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
    remoteAddress,
  })
}

describe('public uploads', () => {
  it('stores a file privately, the submission takes it and staff download it', async () => {
    const f = await newForm()
    const signatureId = await addField(f, 'signature')
    const stored = await upload(`/webform/${f.slug}/upload/${signatureId}`, 'imza.png', png)
    expect(stored.statusCode, stored.body).toBe(200)
    const answer = stored.json()
    expect(answer).toEqual({
      url: expect.stringMatching(/^upload:[\w-]+\.png\.[\w-]{22}$/),
      name: 'imza.png',
      size: png.length,
      mime: 'image/png',
    })
    const random = answer.url.split(':')[1].split('.')[0]
    const direct = await testApp.app.inject({
      method: 'GET',
      url: `/files/attendee-files/${demo.companyId}/${random}.png`,
    })
    expect(direct.statusCode).not.toBe(200)

    const submitted = await api.post(`/webform/${f.slug}`, {
      answers: answersFor(f, { [signatureId]: answer }),
    })
    expect(submitted.statusCode, submitted.body).toBe(200)
    const [attendee] = await db().select().from(attendees).where(eq(attendees.pcode, submitted.json().pcode))
    const fileUrl = `/api/v1/attendees/${attendee?.id}/files/${encodeURIComponent(answer.url)}`
    const admin = await loginAs(testApp.app, DEMO_EMAILS.admin)
    const file = await getSignedFile(testApp.app, fileUrl, admin.headers)
    expect(file.statusCode, file.body).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.rawPayload.equals(png)).toBe(true)
    const other = await loginAs(testApp.app, DEMO_EMAILS.otherAdmin)
    expect(
      (await testApp.app.inject({ method: 'GET', url: fileUrl, headers: other.headers })).statusCode,
    ).toBe(404)
    expect((await testApp.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(401)
    const unknown = `/api/v1/attendees/${attendee?.id}/files/${encodeURIComponent(`${answer.url.slice(0, -3)}AAA`)}`
    expect(
      (await testApp.app.inject({ method: 'GET', url: unknown, headers: admin.headers })).statusCode,
    ).toBe(404)
  })

  it('checks the type by the bytes, the size, the field and the form', async () => {
    const f = await newForm()
    const signatureId = await addField(f, 'signature')
    const documentId = await addField(f, 'file_uploader', { file_type: 'file', file_size: 1 })
    const html = await upload(`/webform/${f.slug}/upload/${signatureId}`, 'imza.png', Buffer.from('<html>'))
    expect(html.statusCode).toBe(422)
    expect(html.json().errors).toEqual({ file: ['İmza PNG görseli olarak gönderilmeli'] })
    const big = await upload(
      `/webform/${f.slug}/upload/${documentId}`,
      'notlar.txt',
      Buffer.alloc(1.2 * 1024 * 1024, 'a'),
    )
    expect(big.statusCode).toBe(422)
    const text = await upload(`/webform/${f.slug}/upload/${documentId}`, 'notlar.txt', Buffer.from('merhaba'))
    expect(text.statusCode, text.body).toBe(200)
    expect((await upload(`/webform/${f.slug}/upload/${f.nameId}`, 'a.png', png)).statusCode).toBe(404)
    const other = await newForm()
    const otherSignature = await addField(other, 'signature')
    expect((await upload(`/webform/${f.slug}/upload/${otherSignature}`, 'a.png', png)).statusCode).toBe(404)

    // An upload of another form, or an answer whose size was changed, is not taken.
    const foreign = (await upload(`/webform/${other.slug}/upload/${otherSignature}`, 'a.png', png)).json()
    const crossed = await api.post(`/webform/${f.slug}`, {
      answers: answersFor(f, { [signatureId]: foreign }),
    })
    expect(crossed.statusCode).toBe(422)
    expect(crossed.json().errors[`answers.${signatureId}`]).toEqual([
      'Dosya bu forma yüklenmemiş, lütfen yeniden yükleyin.',
    ])
    const mine = (await upload(`/webform/${f.slug}/upload/${signatureId}`, 'a.png', png)).json()
    const resized = await api.post(`/webform/${f.slug}`, {
      answers: answersFor(f, { [signatureId]: { ...mine, size: mine.size - 1 } }),
    })
    expect(resized.statusCode).toBe(422)
    const outside = await api.post(`/webform/${f.slug}`, {
      answers: answersFor(f, { [signatureId]: { ...mine, url: 'https://example.com/a.png' } }),
    })
    expect(outside.statusCode).toBe(422)
  })
})

describe('save and resume', () => {
  it('saves the answers, mails the link, gives them back and a submission deletes the draft', async () => {
    const f = await newForm({ password: true })
    const email = 'taslak@example.com'
    const saved = await api.post(`/webform/${f.slug}/draft`, {
      email,
      answers: {
        [f.nameId]: { first_name: 'Ali', last_name: 'Veli' },
        [f.passwordId as number]: 'Gizli-1234',
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().message).toMatch(/kaydedildi/)
    const mail = testApp.mails.filter((m) => m.to === email).at(-1)
    const code = new RegExp(`http://ajanda\\.test/web-form/${f.slug}\\?draft=([\\w-]+)`).exec(
      mail?.text ?? '',
    )?.[1]
    expect(code?.length).toBeGreaterThanOrEqual(22)
    const resumed = await api.get(`/webform/${f.slug}/draft/${code}`)
    expect(resumed.statusCode, resumed.body).toBe(200)
    expect(resumed.json()).toMatchObject({
      email,
      pcode: null,
      answers: { [f.nameId]: { first_name: 'Ali', last_name: 'Veli' } },
    })
    expect(resumed.json().answers[f.passwordId as number]).toBeUndefined()
    expect((await api.get(`/webform/${f.slug}/draft/${'x'.repeat(22)}`)).statusCode).toBe(404)
    const other = await newForm()
    expect((await api.get(`/webform/${other.slug}/draft/${code}`)).statusCode).toBe(404)

    const submitted = await api.post(`/webform/${f.slug}?draft=${code}`, {
      answers: { ...answersFor(f), [f.passwordId as number]: 'Gizli-12345' },
    })
    expect(submitted.statusCode, submitted.body).toBe(200)
    expect((await api.get(`/webform/${f.slug}/draft/${code}`)).statusCode).toBe(404)
  })

  it('refuses a bad address, and an expired draft is gone', async () => {
    const f = await newForm()
    expect((await api.post(`/webform/${f.slug}/draft`, { email: 'yok', answers: {} })).statusCode).toBe(422)
    const saved = await api.post(`/webform/${f.slug}/draft`, {
      email: 'eski@example.com',
      answers: {},
      locale: 'en',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().message).toMatch(/saved/)
    const [row] = await db().select().from(formDrafts).where(eq(formDrafts.form_id, f.form.id))
    await db()
      .update(formDrafts)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(formDrafts.id, row?.id as number))
    expect((await api.get(`/webform/${f.slug}/draft/${row?.code}`)).statusCode).toBe(404)
    const closed = await newForm({ status: 'closed' })
    expect(
      (await api.post(`/webform/${closed.slug}/draft`, { email: 'a@example.com', answers: {} })).statusCode,
    ).toBe(403)
  })
})
