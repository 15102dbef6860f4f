import path from 'node:path'
import { declarationSchema } from '@ajanda/contracts/declarations.contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from '../../platform/storage'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { attendeeAnswers, attendeeHistory } from '../attendees/attendees.table'
import { demoProjects, nextIp } from '../webform/webform-test-fixtures'
import { parseUploadRef, storageKeyOf } from '../webform/webform-upload'
import { ensureDeclarationPdf } from './declaration-delivery'
import { declarationFixtures } from './declaration-test-fixtures'
import { attendeeDeclarations } from './declarations.table'

/** DELETE /attendees/{id}/declaration: staff reset an attendee's declaration so that they sign again. */
let testApp: TestApp
let staff: Record<string, string>
let fixtures: ReturnType<typeof declarationFixtures>
let otherProject: { id: number; company_id: number }

beforeAll(async () => {
  testApp = await createTestApp()
  staff = (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers
  const projects = await demoProjects(testApp)
  otherProject = projects.other
  fixtures = declarationFixtures(testApp, projects)
})
afterAll(async () => {
  await testApp?.close()
})

const db = () => testApp.database.db
const storage = () => createLocalStorage(path.join(testApp.dataDir, 'files'), 'http://ajanda.test')

function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = {}) {
  return testApp.app.inject({ method, url: `/api/v1${url}`, headers, payload, remoteAddress: nextIp() })
}

/** An attendee who declared and signed, with the PDF copy stored: the attendee, the form's ids, the keys. */
async function declared() {
  const { form, contractId, signatureId } = await fixtures.insertDeclarationForm()
  const attendee = await fixtures.insertAttendee()
  const signature = await fixtures.uploadSignature(attendee.dcode, signatureId)
  const answers = { [contractId]: true, [signatureId]: signature }
  const done = await call('POST', `/declaration/${attendee.dcode}`, { answers })
  expect(done.statusCode, done.body).toBe(200)
  const [row] = await db()
    .select()
    .from(attendeeDeclarations)
    .where(eq(attendeeDeclarations.attendee_id, attendee.id))
  const made = await ensureDeclarationPdf(
    { db: db(), storage: storage(), jobs: testApp.jobs },
    row?.id as number,
  )
  const ref = parseUploadRef(signature.url)
  if (!ref) throw new Error('no signature reference')
  const signatureKey = storageKeyOf(attendee.event_company_id, ref)
  return { attendee, form, answers, pdfKey: made?.key as string, signatureKey }
}

describe('staff reset of a declaration', () => {
  it('removes the declaration, its answers, the PDF and the signature; the attendee signs again', async () => {
    const { attendee, form, answers, pdfKey, signatureKey } = await declared()
    expect(await storage().open(pdfKey)).not.toBeNull()
    expect(await storage().open(signatureKey)).not.toBeNull()

    const reset = await call('DELETE', `/attendees/${attendee.id}/declaration`, undefined, staff)
    expect(reset.statusCode, reset.body).toBe(200)
    expect(reset.json().message).toBe('Beyan sıfırlandı. Katılımcı beyan sayfasından yeniden imzalayabilir.')
    expect(
      await db().select().from(attendeeDeclarations).where(eq(attendeeDeclarations.attendee_id, attendee.id)),
    ).toEqual([])
    const kept = await db()
      .select()
      .from(attendeeAnswers)
      .where(and(eq(attendeeAnswers.attendee_id, attendee.id), eq(attendeeAnswers.form_id, form.id)))
    expect(kept).toEqual([])
    expect(await storage().open(pdfKey)).toBeNull()
    expect(await storage().open(signatureKey)).toBeNull()
    const history = await db()
      .select()
      .from(attendeeHistory)
      .where(eq(attendeeHistory.attendee_id, attendee.id))
    const entry = history.find((row) => row.action === 'declaration_reset')
    expect(entry).toMatchObject({ actor_type: 'USER', changes: { form_id: form.id } })

    // The "Beyan" column and the drawer: not declared; the staff download is 404.
    const list = await call(
      'GET',
      `/project/${attendee.project_id}/attendees?search=${encodeURIComponent(attendee.last_name)}`,
      undefined,
      staff,
    )
    expect(list.json().data[0].declared_at).toBeNull()
    expect((await call('GET', `/attendees/${attendee.id}/declaration`, undefined, staff)).statusCode).toBe(
      404,
    )

    // The public page shows the form again and takes a new signature.
    const page = declarationSchema.parse((await call('GET', `/declaration/${attendee.dcode}`)).json())
    expect(page.declared_at).toBeNull()
    const signatureId = Object.keys(answers)[1] as string
    const again = await call('POST', `/declaration/${attendee.dcode}`, {
      answers: {
        ...answers,
        [signatureId]: await fixtures.uploadSignature(attendee.dcode, Number(signatureId)),
      },
    })
    expect(again.statusCode, again.body).toBe(200)
    expect(
      declarationSchema.parse((await call('GET', `/declaration/${attendee.dcode}`)).json()).declared_at,
    ).not.toBeNull()
  })

  it('a second reset is 409 with a sentence in Turkish and in English', async () => {
    const { attendee } = await declared()
    const url = `/attendees/${attendee.id}/declaration`
    expect((await call('DELETE', url, undefined, staff)).statusCode).toBe(200)
    const second = await call('DELETE', url, undefined, staff)
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toBe(
      'Bu katılımcının sıfırlanacak bir beyanı yok; beyan daha önce sıfırlanmış ya da hiç verilmemiş.',
    )
    const english = await call('DELETE', `${url}?locale=en`, undefined, staff)
    expect(english.json().message).toBe(
      'This attendee has no declaration to reset; it was already reset or never given.',
    )
  })

  it('anonymous 401, a CLIENT user 403, another company 404; the declaration stays', async () => {
    const { attendee } = await declared()
    const url = `/attendees/${attendee.id}/declaration`
    expect((await call('DELETE', url)).statusCode).toBe(401)
    const client = await loginAs(testApp.app, 'client@demo.ajanda.test')
    expect((await call('DELETE', url, undefined, client.headers)).statusCode).toBe(403)
    const other = await loginAs(testApp.app, 'admin@other.ajanda.test')
    expect((await call('DELETE', url, undefined, other.headers)).statusCode).toBe(404)
    // Another company's own attendee is theirs: the demo admin gets 404 for it.
    const stranger = await fixtures.insertAttendee(otherProject.id, otherProject.company_id)
    expect((await call('DELETE', `/attendees/${stranger.id}/declaration`, undefined, staff)).statusCode).toBe(
      404,
    )
    const rows = await db()
      .select()
      .from(attendeeDeclarations)
      .where(eq(attendeeDeclarations.attendee_id, attendee.id))
    expect(rows).toHaveLength(1)
  })
})
