import path from 'node:path'
import { declarationSchema } from '@ajanda/contracts/declarations.contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newPublicCode } from '../../platform/codes'
import { createLocalStorage } from '../../platform/storage'
import { getSignedFile } from '../../test-support/signed-download'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { attendeeAnswers, attendeeHistory } from '../attendees/attendees.table'
import { demoProjects, nextIp } from '../webform/webform-test-fixtures'
import { DECLARATION_PDF_JOB, deliverDeclaration } from './declaration-delivery'
import { declarationFixtures } from './declaration-test-fixtures'
import { attendeeDeclarations } from './declarations.table'

let testApp: TestApp
let staff: { authorization: string }
let other: { authorization: string }
let projectId: number
let companyId: number
let otherProject: { id: number; company_id: number }
let insertAttendee: Fixtures['insertAttendee']
let insertDeclarationForm: Fixtures['insertDeclarationForm']
let uploadSignature: Fixtures['uploadSignature']
type Fixtures = ReturnType<typeof declarationFixtures>

beforeAll(async () => {
  testApp = await createTestApp()
  staff = (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers
  other = (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers
  const projects = await demoProjects(testApp)
  projectId = projects.projectId
  companyId = projects.companyId
  otherProject = projects.other
  ;({ insertAttendee, insertDeclarationForm, uploadSignature } = declarationFixtures(testApp, {
    projectId,
    companyId,
  }))
})
afterAll(async () => {
  await testApp?.close()
})

const db = () => testApp.database.db

function call(method: 'GET' | 'POST', url: string, payload?: object, headers = {}) {
  return testApp.app.inject({ method, url: `/api/v1${url}`, headers, payload, remoteAddress: nextIp() })
}

describe('/declaration/{dcode}', () => {
  it('answers 404 for an unknown code and says so when the project has no declaration form', async () => {
    expect((await call('GET', `/declaration/${newPublicCode()}`)).statusCode).toBe(404)
    const stranger = await insertAttendee(otherProject.id, otherProject.company_id)
    const none = await call('GET', `/declaration/${stranger.dcode}`)
    expect(none.statusCode).toBe(404)
    expect(none.json().message).toBe('Bu etkinlik için yayımlanmış bir beyan formu yok.')
    expect((await call('GET', `/declaration/${stranger.dcode}?locale=en`)).json().message).toBe(
      'There is no published declaration form for this event.',
    )
  })

  it('is filled and signed once: answers, declaration row, history, PDF stored and mailed, staff download', async () => {
    const { form, contractId, noteId, signatureId } = await insertDeclarationForm()
    const attendee = await insertAttendee()
    const read = await call('GET', `/declaration/${attendee.dcode}`)
    expect(read.statusCode, read.body).toBe(200)
    const page = declarationSchema.parse(read.json())
    expect(page.declared_at).toBeNull()
    expect(page.attendee.first_name).toBe('Şule')
    expect(page.form.id).toBe(form.id)

    // Not accepted, not signed: 422 under both fields, nothing written.
    const refused = await call('POST', `/declaration/${attendee.dcode}`, { answers: { [noteId]: 'x' } })
    expect(refused.statusCode, refused.body).toBe(422)
    expect(Object.keys(refused.json().errors)).toContain(String(contractId))
    const unsigned = await call('POST', `/declaration/${attendee.dcode}`, { answers: { [contractId]: true } })
    expect(unsigned.statusCode).toBe(422)
    expect(unsigned.json().errors[`answers.${signatureId}`]).toEqual(['Lütfen imzanızı atın.'])
    // A made-up file reference is refused.
    const forged = await call('POST', `/declaration/${attendee.dcode}`, {
      answers: {
        [contractId]: true,
        [signatureId]: {
          url: 'upload:aaaaaaaaaaaaaaaa.png.bbbbbbbbbbbbbbbbbbbbbb',
          name: 'x',
          size: 1,
          mime: 'image/png',
        },
      },
    })
    expect(forged.statusCode).toBe(422)

    const signature = await uploadSignature(attendee.dcode, signatureId)
    const answers = { [contractId]: true, [noteId]: 'Vejetaryen', [signatureId]: signature }
    const done = await call('POST', `/declaration/${attendee.dcode}`, { answers })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().message).toContain('Beyanınız alındı')
    const again = await call('POST', `/declaration/${attendee.dcode}`, { answers })
    expect(again.statusCode).toBe(409)
    const reread = declarationSchema.parse((await call('GET', `/declaration/${attendee.dcode}`)).json())
    expect(reread.declared_at).not.toBeNull()

    const [stored] = await db()
      .select()
      .from(attendeeAnswers)
      .where(and(eq(attendeeAnswers.attendee_id, attendee.id), eq(attendeeAnswers.form_id, form.id)))
    expect(stored?.answers[String(noteId)]).toBe('Vejetaryen')
    const history = await db()
      .select()
      .from(attendeeHistory)
      .where(eq(attendeeHistory.attendee_id, attendee.id))
    expect(history.map((entry) => entry.action)).toContain('declared')
    const [row] = await db()
      .select()
      .from(attendeeDeclarations)
      .where(eq(attendeeDeclarations.attendee_id, attendee.id))
    expect(row?.pdf_key).toBeNull()

    // The job queued with the row makes the PDF and mails it as an attachment.
    const job = testApp.jobs.enqueued.find(
      (entry) => entry.name === DECLARATION_PDF_JOB && entry.data.declarationId === row?.id,
    )
    expect(job).toBeDefined()
    const before = testApp.mails.length
    await deliverDeclaration(
      {
        db: db(),
        storage: createLocalStorage(path.join(testApp.dataDir, 'files'), 'http://ajanda.test'),
        jobs: testApp.jobs,
      },
      job?.data as { declarationId: number },
    )
    const mail = testApp.mails.slice(before).find((each) => each.to === attendee.email)
    expect(mail?.subject).toContain('Katılımcı Beyanı')
    const pdf = mail?.attachments?.[0]
    expect(pdf?.contentType).toBe('application/pdf')
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-')
    const [withPdf] = await db()
      .select()
      .from(attendeeDeclarations)
      .where(eq(attendeeDeclarations.attendee_id, attendee.id))
    expect(withPdf?.pdf_key).toMatch(/^declarations\/\d+\/.+\.pdf$/)

    // Staff: the list's Beyan column, the signed download; the plain /files address is refused.
    const list = await call(
      'GET',
      `/project/${projectId}/attendees?search=${encodeURIComponent(attendee.last_name)}`,
      undefined,
      staff,
    )
    expect(list.json().data[0].declared_at).not.toBeNull()
    const file = await getSignedFile(testApp.app, `/api/v1/attendees/${attendee.id}/declaration`, staff)
    expect(file.statusCode, file.body).toBe(200)
    expect(file.headers['content-type']).toContain('application/pdf')
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const json = await call('GET', `/attendees/${attendee.id}/declaration`, undefined, {
      ...staff,
      accept: 'application/json',
    })
    expect(json.json().data.url).toContain('signature=')
    const plain = await testApp.app.inject({ method: 'GET', url: `/files/${withPdf?.pdf_key}` })
    expect(plain.statusCode).toBe(404)
    expect((await call('GET', `/attendees/${attendee.id}/declaration`, undefined, other)).statusCode).toBe(
      404,
    )
    expect((await call('GET', `/attendees/${attendee.id}/declaration`)).statusCode).toBe(401)
  })

  it('makes the PDF on a staff download when the job has not run; 404 for an attendee who has not declared', async () => {
    await insertDeclarationForm()
    const attendee = await insertAttendee()
    expect((await call('GET', `/attendees/${attendee.id}/declaration`, undefined, staff)).statusCode).toBe(
      404,
    )
    const form = declarationSchema.parse((await call('GET', `/declaration/${attendee.dcode}`)).json())
    const fields = form.form.sections.flatMap((section) => section.fields)
    const contract = fields.find((field) => field.type === 'contract')?.id as number
    const signatureId = fields.find((field) => field.type === 'signature')?.id as number
    const signature = await uploadSignature(attendee.dcode, signatureId)
    const done = await call('POST', `/declaration/${attendee.dcode}`, {
      answers: { [contract]: 1, [signatureId]: signature },
      locale: 'en',
    })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().message).toContain('Your declaration')
    const file = await getSignedFile(testApp.app, `/api/v1/attendees/${attendee.id}/declaration`, staff)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-disposition']).toContain('beyan-sule-caglayan')
  })

  it('refuses a revoked code and a cancelled attendee with 404', async () => {
    await insertDeclarationForm()
    const attendee = await insertAttendee()
    expect((await call('GET', `/declaration/${attendee.dcode}`)).statusCode).toBe(200)
    const revoked = await call('POST', `/attendees/${attendee.id}/revoke-codes`, {}, staff)
    expect(revoked.statusCode, revoked.body).toBe(200)
    expect((await call('GET', `/declaration/${attendee.dcode}`)).statusCode).toBe(404)
    expect((await call('POST', `/declaration/${attendee.dcode}`, { answers: {} })).statusCode).toBe(404)
    const cancelled = await insertAttendee(projectId, companyId, 'CANCELLED')
    expect((await call('GET', `/declaration/${cancelled.dcode}`)).statusCode).toBe(404)
    // The upload too: an unknown code never stores a file.
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/declaration/${newPublicCode()}/upload/1`,
      remoteAddress: nextIp(),
    })
    expect(unknown.statusCode).toBe(404)
  })
})
