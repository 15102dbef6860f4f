import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { type ProjectFixtures, projectFixtures } from '../projects/project-test-fixtures'

/*
 * Issue 19 item 10 (decisions/0030): a notification is stored once, with the English forms of what reads
 * differently (a request's type and amount, a meeting named by its type and its start), so a colleague who
 * reads English gets an English mail, push and notification line. team@ switches to English as a person
 * does, on the profile page.
 */
let testApp: TestApp
let f: ProjectFixtures
let userName: string
const TEAM = 'team@demo.ajanda.test'
const ADMIN = 'admin@demo.ajanda.test'
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The notification mails (no calendar part) a write sends, by address. */
async function noticeMails(write: () => Promise<{ statusCode: number; body: string }>) {
  const before = testApp.mails.length
  const response = await write()
  expect(response.statusCode, response.body).toBe(200)
  const mails = testApp.mails.slice(before).filter((mail) => !mail.icalEvent)
  return (to: string) => mails.filter((mail) => mail.to.toLowerCase() === to)
}

beforeAll(async () => {
  testApp = await createTestApp()
  f = await projectFixtures(testApp)
  const me = (await f.team.get('/me')).json() as { full_name: string }
  expect((await f.team.put('/me', { full_name: me.full_name, language: 'en' })).statusCode).toBe(200)
  userName = ((await f.user.get('/me')).json() as { full_name: string }).full_name
  const chain = await f.admin.put('/approval-chains/ADVANCE_PAYMENT', {
    needs_approval: true,
    steps: [{ approver: 'USER', user_id: f.ids.team }],
  })
  expect(chain.statusCode, chain.body).toBe(200)
}, 60_000)
afterAll(async () => {
  await testApp?.close()
})

describe('notices for a colleague who reads English', () => {
  it('name a request by its English type with the amount written the English way', async () => {
    const projectId = ((await f.user.get('/projects?page_size=1')).json().data[0] as { id: number }).id
    const to = await noticeMails(() =>
      f.user.post('/accounting/advance-payments', {
        source: 'PROJECT',
        project_id: projectId,
        requested_date: inDays(7),
        currency: 'EUR',
        description: 'Fuar öncesi nakit',
        items: [{ description: 'Taksi', amount: '1234.50', payment_method: 'CASH' }],
      }),
    )
    const [mail] = to(TEAM)
    expect(mail?.subject).toContain(`Advance payment · ${userName}`)
    expect(mail?.text).toContain('Amount: 1,234.50 EUR')
    expect(mail?.text).not.toContain('Avans Talebi')
    // The same notice in the list: the Turkish forms stored, the English beside them.
    const list = (await f.team.get('/notifications')).json() as {
      data: {
        type: string
        data: { subject: string; subject_en?: string; details_en?: Record<string, string> }
      }[]
    }
    const notice = list.data.find((item) => item.type === 'ApproveRequested')?.data
    expect(notice).toMatchObject({
      subject: `Avans Talebi · ${userName}`,
      subject_en: `Advance payment · ${userName}`,
      details_en: { amount: '1,234.50 EUR' },
    })
  })

  it('name a meeting without a subject by its type’s English name, at a time written in English', async () => {
    const types = (await f.user.get('/definition/meeting-types')).json() as {
      id: number
      name: string
      name_en: string | null
    }[]
    const type = types.find((each) => each.name_en) ?? types[0]
    if (!type?.name_en) throw new Error('the demo meeting types have English names')
    const startsAt = `${inDays(6)}T10:00:00+03:00`
    const to = await noticeMails(() =>
      f.user.post('/meetings', {
        subject: '',
        meeting_type_id: type.id,
        starts_at: startsAt,
        ends_at: `${inDays(6)}T11:00:00+03:00`,
        location_code: 1,
        location: 'Ofis',
        participants: [`U-${f.ids.team}`, `U-${f.ids.admin}`],
      }),
    )
    const written = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Istanbul',
    }).format(new Date(startsAt))
    const [mail] = to(TEAM)
    expect(mail?.subject).toContain(type.name_en)
    expect(mail?.text).toContain(`Starts: ${written}`)
    // A colleague reading Turkish gets the Turkish forms of the same notice.
    const [turkish] = to(ADMIN)
    expect(turkish?.subject).toContain(type.name)
    expect(turkish?.text).toContain(
      `Başlangıç: ${new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(new Date(startsAt))}`,
    )
  })
})
