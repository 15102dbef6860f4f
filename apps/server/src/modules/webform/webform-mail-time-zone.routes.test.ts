import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { eventCompanies } from '../event-companies/event-companies.table'
import { demoProjects, insertForm, type TestForm, webformCall } from './webform-test-fixtures'

/*
 * The public form's mails give their moments in the reader's language on the company's clock
 * (decisions/0030 "Mails"), not on a fixed Istanbul clock.
 */

let testApp: TestApp
let api: ReturnType<typeof webformCall>
let demo: Awaited<ReturnType<typeof demoProjects>>

// 14 June 2030 07:00 UTC: 10:00 in Istanbul (UTC+3), 16:00 in Tokyo (UTC+9); neither has summer time.
const DEADLINE = new Date(Date.UTC(2030, 5, 14, 7, 0))

beforeAll(async () => {
  testApp = await createTestApp()
  api = webformCall(testApp)
  demo = await demoProjects(testApp)
}, 60_000)
afterEach(async () => {
  await setZone('Europe/Istanbul')
})
afterAll(async () => {
  await testApp?.close()
})

const setZone = (timezone: string) =>
  testApp.database.db.update(eventCompanies).set({ timezone }).where(eq(eventCompanies.id, demo.companyId))

let mailbox = 0
/** Registers a new person on the form in `locale` and answers the confirmation mail's text. */
async function confirmationText(f: TestForm, locale: 'tr' | 'en'): Promise<string> {
  const email = `saat.${++mailbox}@example.com`
  const answers = {
    [f.nameId]: { first_name: 'Zeynep', last_name: 'Kaya' },
    [f.emailId]: email,
    [f.radioId]: f.optionB,
  }
  const response = await api.post(`/webform/${f.slug}`, { answers, locale })
  expect(response.statusCode, response.body).toBe(200)
  const mail = testApp.mails.filter((m) => m.to === email).at(-1)
  expect(mail, 'the confirmation was mailed').toBeDefined()
  return mail?.text ?? ''
}

describe("the public form's mails on the company's clock", () => {
  it("gives the edit deadline of the confirmation in the company's zone, in both languages", async () => {
    const f = await insertForm(testApp, {
      companyId: demo.companyId,
      projectId: demo.projectId,
      editDeadline: DEADLINE,
    })
    expect(await confirmationText(f, 'tr')).toContain('(14 Haziran 2030 10:00 tarihine kadar):')
    await setZone('Asia/Tokyo')
    expect(await confirmationText(f, 'tr')).toContain('(14 Haziran 2030 16:00 tarihine kadar):')
    expect(await confirmationText(f, 'en')).toContain('(until 14 June 2030 at 16:00):')
  })

  it('falls back to UTC when the stored zone is one the runtime does not know', async () => {
    const f = await insertForm(testApp, {
      companyId: demo.companyId,
      projectId: demo.projectId,
      editDeadline: DEADLINE,
    })
    await setZone('Mars/Olympus')
    expect(await confirmationText(f, 'en')).toContain('(until 14 June 2030 at 07:00):')
  })

  it("dates a saved draft's link on the company's calendar", async () => {
    const f = await insertForm(testApp, { companyId: demo.companyId, projectId: demo.projectId })
    // UTC+14 and UTC-11 are 25 hours apart: the same moment always falls on two different days.
    for (const [timeZone, locale] of [
      ['Pacific/Kiritimati', 'en'],
      ['Pacific/Pago_Pago', 'tr'],
    ] as const) {
      await setZone(timeZone)
      const email = `taslak.${timeZone.split('/')[1]?.toLowerCase()}@example.com`
      const saved = await api.post(`/webform/${f.slug}/draft`, { email, answers: {}, locale })
      expect(saved.statusCode, saved.body).toBe(200)
      const expected = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
        dateStyle: 'long',
        timeZone,
      }).format(new Date(saved.json().expires_at))
      const text = testApp.mails.filter((m) => m.to === email).at(-1)?.text ?? ''
      expect(text).toContain(
        locale === 'en'
          ? `The link is valid until ${expected}.`
          : `Bağlantı ${expected} tarihine kadar geçerlidir.`,
      )
    }
  })
})
