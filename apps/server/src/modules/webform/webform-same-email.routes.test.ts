import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { attendees } from '../attendees/attendees.table'
import { demoProjects, insertForm, type TestForm, webformCall } from './webform-test-fixtures'

let testApp: TestApp
let api: ReturnType<typeof webformCall>
let demo: Awaited<ReturnType<typeof demoProjects>>
beforeAll(async () => {
  testApp = await createTestApp()
  api = webformCall(testApp)
  demo = await demoProjects(testApp)
})
afterAll(async () => {
  await testApp?.close()
})

const REFUSAL = 'Bu e-posta ile zaten kayıt olunmuş; kişisel bağlantınız e-postanıza yeniden gönderildi.'
const newForm = () => insertForm(testApp, { companyId: demo.companyId, projectId: demo.projectId })
const answersFor = (f: TestForm, email: string, first = 'Selin') => ({
  [f.nameId]: { first_name: first, last_name: 'Aksoy' },
  [f.emailId]: email,
  [f.radioId]: f.optionB,
})
const withEmail = (email: string) =>
  testApp.database.db
    .select({ id: attendees.id, pcode: attendees.pcode })
    .from(attendees)
    .where(and(eq(attendees.project_id, demo.projectId), sql`lower(${attendees.email}) = ${email}`))

describe('one registration per e-mail on a PUBLIC form (decisions/0036)', () => {
  it('refuses a second submission with the address under the e-mail field and mails the link again', async () => {
    const f = await newForm()
    const first = await api.post(`/webform/${f.slug}`, { answers: answersFor(f, 'selin.aksoy@example.com') })
    expect(first.statusCode, first.body).toBe(200)
    const pcode = first.json().pcode as string

    const again = await api.post(`/webform/${f.slug}`, {
      answers: answersFor(f, ' Selin.Aksoy@Example.com', 'Başkası'),
    })
    expect(again.statusCode).toBe(422)
    expect(again.json()).toMatchObject({
      message: REFUSAL,
      code: 'already_registered',
      errors: { [`answers.${f.emailId}`]: [REFUSAL] },
    })
    expect(await withEmail('selin.aksoy@example.com')).toHaveLength(1)
    const mail = testApp.mails.filter((sent) => sent.to === 'selin.aksoy@example.com').at(-1)
    expect(mail?.subject).toMatch(/^Kişisel bağlantınız: /)
    expect(mail?.text).toContain(`http://ajanda.test/web-form/${f.slug}/${pcode}`)
    expect(mail?.text).toContain('Merhaba Selin,')

    // English, and another form of the same project refuses the address too, with its own link.
    const other = await newForm()
    const english = await api.post(`/webform/${other.slug}`, {
      answers: answersFor(other, 'selin.aksoy@example.com'),
      locale: 'en',
    })
    expect(english.statusCode).toBe(422)
    expect(english.json().message).toMatch(/^Someone has already registered with this e-mail address/)
    expect(testApp.mails.at(-1)?.text).toContain(`http://ajanda.test/web-form/${other.slug}/${pcode}`)

    // The personal link still changes the answers under the same address.
    const changed = await api.post(`/webform/${f.slug}/${pcode}`, {
      answers: answersFor(f, 'selin.aksoy@example.com'),
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().message).toBe('Yanıtlarınız güncellendi.')
  })

  it('two simultaneous submissions with one address make one attendee', async () => {
    const f = await newForm()
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.post(`/webform/${f.slug}`, { answers: answersFor(f, 'es@example.com') }),
      ),
    )
    const statuses = responses.map((response) => response.statusCode).sort()
    expect(statuses).toEqual([200, 422, 422, 422, 422, 422])
    expect(await withEmail('es@example.com')).toHaveLength(1)
  })
})
