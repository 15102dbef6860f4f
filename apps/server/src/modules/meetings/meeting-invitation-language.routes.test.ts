import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailMessage } from '../../platform/mail'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { userCalendarAccounts } from '../calendar/calendar.table'
import { eventCompanies } from '../event-companies/event-companies.table'

/*
 * Meeting invitations in each recipient's language (decisions/0030 "Mails"): a colleague reads their own
 * language (team@ switches to English through PUT /me), a contact or a typed address the language of
 * the colleague whose write sent the mail. Everyone of one meeting gets the same calendar part.
 */

let testApp: TestApp
let user: Api
let team: Api
const ids = { user: 0, team: 0, admin: 0, company: 0 }
let clientType: number
let client: { id: number }
let contactId: number

const TEAM = 'team@demo.ajanda.test'
const ADMIN = 'admin@demo.ajanda.test'
const USER = 'user@demo.ajanda.test'
const CONTACT = 'dil.kisi@ornek.com'
const GUEST = 'dil.misafir@ornek.com'

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const at = (offset: number, time: string) => `${day(offset)}T${time}:00+03:00`
/** How the test expects a moment written, on the company's clock (independent of the module's own code). */
const written = (iso: string, locale: 'tr-TR' | 'en-GB', timeZone = 'Europe/Istanbul') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso))

const body = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Dil toplantısı',
  meeting_type_id: clientType,
  starts_at: at(5, '10:00'),
  ends_at: at(5, '11:00'),
  location_code: 2,
  location: 'Müşteri ofisi',
  companies: [`C-${client.id}`],
  client_id: client.id,
  participants: [`U-${ids.team}`, `U-${ids.admin}`, `C-${contactId}`],
  external_participants: GUEST,
  note: 'Gündem',
  ...overrides,
})

/** The invitation mails (those with a calendar part) sent by `write`, by address. */
async function mailsOf(write: () => Promise<LightMyRequestResponse>) {
  const before = testApp.mails.length
  const response = await write()
  expect(response.statusCode, response.body).toBe(200)
  const mails = testApp.mails.slice(before).filter((mail) => mail.icalEvent)
  const byAddress = new Map<string, MailMessage>(mails.map((mail) => [mail.to.toLowerCase(), mail]))
  expect(byAddress.size, 'one mail per address').toBe(mails.length)
  return { response, mails, to: (address: string) => byAddress.get(address) }
}

beforeAll(async () => {
  testApp = await createTestApp()
  const [u, t, a] = await Promise.all([USER, TEAM, ADMIN].map((email) => loginAs(testApp.app, email)))
  if (!u || !t || !a) throw new Error('login failed')
  user = apiAs(testApp.app, u.headers)
  team = apiAs(testApp.app, t.headers)
  Object.assign(ids, { user: u.user.id, team: t.user.id, admin: a.user.id, company: u.user.event_company_id })
  // team@ reads English: set on the profile page, as a person does.
  const me = (await team.get('/me')).json() as { full_name: string }
  const switched = await team.put('/me', { full_name: me.full_name, language: 'en' })
  expect(switched.statusCode, switched.body).toBe(200)
  expect((await user.get('/me')).json().language).toBe('tr')
  expect((await apiAs(testApp.app, a.headers).get('/me')).json().language).toBe('tr')
  const types = (await user.get('/definition/meeting-types')).json() as { id: number; name: string }[]
  clientType = types.find((type) => type.name === 'Müşteri Toplantısı')?.id as number
  client = (await user.post('/client', { name: 'Dilli Müşteri' })).json().data
  const positionId = (await user.get('/definition/contact-positions')).json()[0].id
  contactId = (
    await user.post('/contacts', {
      name: 'Dil Kişi',
      position_id: positionId,
      company_id: `C-${client.id}`,
      email: CONTACT,
    })
  ).json().data.id
})
afterAll(async () => {
  await testApp?.close()
})

describe('a meeting invitation in its recipient language', () => {
  it('gives the English colleague English and everyone else of a Turkish organiser Turkish', async () => {
    const start = at(5, '10:00')
    const end = at(5, '11:00')
    const { response, mails, to } = await mailsOf(() => user.post('/meetings', body()))
    const meeting = response.json().data
    expect(mails.map((m) => m.to).sort()).toEqual([ADMIN, CONTACT, GUEST, TEAM].sort())
    const english = to(TEAM)
    expect(english).toMatchObject({
      subject: `Meeting invitation: Dil toplantısı (${written(start, 'en-GB')} – ${written(end, 'en-GB')})`,
      icalEvent: { method: 'REQUEST', filename: 'invitation.ics' },
    })
    expect(english?.text).toContain('invites you to the meeting "Dil toplantısı".')
    expect(english?.text).toContain(`Time: ${written(start, 'en-GB')} – ${written(end, 'en-GB')}`)
    expect(english?.text).toContain('Place: Müşteri ofisi')
    for (const address of [ADMIN, CONTACT, GUEST]) {
      expect(to(address)).toMatchObject({
        subject: `Toplantı daveti: Dil toplantısı (${written(start, 'tr-TR')} – ${written(end, 'tr-TR')})`,
        icalEvent: { method: 'REQUEST', filename: 'davet.ics' },
      })
      expect(to(address)?.text).toContain('toplantısına davet ediyor.')
    }
    // One calendar part for all: the same UID and SEQUENCE whatever the language.
    expect(new Set(mails.map((m) => m.icalEvent?.content)).size).toBe(1)
    expect(english?.icalEvent?.content).toContain(`UID:${meeting.uid}`)
    expect(english?.icalEvent?.content).toContain('SEQUENCE:0')
  })

  it("gives the contact and the typed address the English organiser's language, the colleagues their own", async () => {
    const { to } = await mailsOf(() =>
      team.post('/meetings', body({ participants: [`U-${ids.user}`, `U-${ids.admin}`, `C-${contactId}`] })),
    )
    expect(to(CONTACT)?.subject).toMatch(/^Meeting invitation: Dil toplantısı \(/)
    expect(to(GUEST)?.subject).toMatch(/^Meeting invitation: Dil toplantısı \(/)
    expect(to(USER)?.subject).toMatch(/^Toplantı daveti: Dil toplantısı \(/)
    expect(to(ADMIN)?.subject).toMatch(/^Toplantı daveti: Dil toplantısı \(/)
    // The organiser is not a participant here, so gets nothing.
    expect(to(TEAM)).toBeUndefined()
  })

  it("gives a colleague's address typed as an external guest the colleague's own language", async () => {
    const { to } = await mailsOf(() =>
      user.post(
        '/meetings',
        body({ participants: [`C-${contactId}`], external_participants: 'Team@Demo.Ajanda.test' }),
      ),
    )
    expect(to(TEAM)?.subject).toMatch(/^Meeting invitation: /)
    expect(to(CONTACT)?.subject).toMatch(/^Toplantı daveti: /)
  })

  it('names a meeting without a subject by its type, in English for the English reader', async () => {
    const { to } = await mailsOf(() => user.post('/meetings', body({ subject: null })))
    expect(to(TEAM)?.subject).toMatch(/^Meeting invitation: Client meeting \(/)
    expect(to(ADMIN)?.subject).toMatch(/^Toplantı daveti: Müşteri Toplantısı \(/)
    // The calendar part is the same for both: named once, as before.
    expect(to(TEAM)?.icalEvent?.content).toBe(to(ADMIN)?.icalEvent?.content)
    expect(to(TEAM)?.icalEvent?.content).toContain('SUMMARY:Müşteri Toplantısı')
  })

  it('mails a move again, and the cancellation of a dropped colleague, each in their language', async () => {
    const meeting = (await user.post('/meetings', body())).json().data
    const moved = await mailsOf(() =>
      user.put(`/meetings/${meeting.id}`, { starts_at: at(6, '14:00'), ends_at: at(6, '15:00') }),
    )
    expect(moved.to(TEAM)?.subject).toContain(`(${written(at(6, '14:00'), 'en-GB')} – `)
    expect(moved.to(TEAM)?.icalEvent?.content).toContain('SEQUENCE:1')
    expect(moved.to(ADMIN)?.subject).toContain(`(${written(at(6, '14:00'), 'tr-TR')} – `)
    const dropped = await mailsOf(() =>
      user.put(`/meetings/${meeting.id}`, { participants: [`U-${ids.admin}`, `C-${contactId}`] }),
    )
    expect(dropped.to(TEAM)).toMatchObject({
      subject: 'Cancelled: Dil toplantısı',
      icalEvent: { method: 'CANCEL', filename: 'cancellation.ics' },
    })
    expect(dropped.to(TEAM)?.text).toContain('has cancelled the meeting "Dil toplantısı".')
    expect(dropped.to(ADMIN)).toMatchObject({ icalEvent: { method: 'REQUEST', filename: 'davet.ics' } })
  })

  it('cancels in each language; a second cancel and a refused edit mail nobody', async () => {
    const meeting = (await user.post('/meetings', body())).json().data
    const cancelled = await mailsOf(() => user.delete(`/meetings/${meeting.id}`))
    expect(cancelled.to(TEAM)).toMatchObject({
      subject: 'Cancelled: Dil toplantısı',
      icalEvent: { method: 'CANCEL', filename: 'cancellation.ics' },
    })
    expect(cancelled.to(ADMIN)).toMatchObject({
      subject: 'İptal edildi: Dil toplantısı',
      icalEvent: { method: 'CANCEL', filename: 'iptal.ics' },
    })
    expect(cancelled.to(ADMIN)?.text).toContain('"Dil toplantısı" toplantısını iptal etti.')
    expect(cancelled.to(TEAM)?.icalEvent?.content).toBe(cancelled.to(ADMIN)?.icalEvent?.content)
    const before = testApp.mails.length
    expect((await team.delete(`/meetings/${meeting.id}`)).statusCode).toBe(409)
    expect((await team.put(`/meetings/${meeting.id}`, { location: 'Başka yer' })).statusCode).toBe(409)
    const invalid = await team.post('/meetings', body({ ends_at: at(5, '09:00') }))
    expect(invalid.statusCode).toBe(422)
    expect(testApp.mails.length).toBe(before)
  })

  it("gives the creator's linked calendar account the creator's language, whoever edits", async () => {
    await testApp.database.db.insert(userCalendarAccounts).values({
      event_company_id: ids.company,
      user_id: ids.team,
      platform: 'google',
      email: 'team.takvim@gmail.test',
    })
    const created = await mailsOf(() =>
      team.post('/meetings', body({ share: true, participants: [`U-${ids.user}`] })),
    )
    expect(created.to('team.takvim@gmail.test')?.subject).toMatch(/^Meeting invitation: /)
    // A Turkish participant moves it: the account is still the English creator's, the guest now Turkish.
    const moved = await mailsOf(() =>
      user.put(`/meetings/${created.response.json().data.id}`, { location: 'Ofis' }),
    )
    expect(moved.to('team.takvim@gmail.test')?.subject).toMatch(/^Meeting invitation: /)
    expect(moved.to(GUEST)?.subject).toMatch(/^Toplantı daveti: /)
  })

  it("writes both languages' times on the company's clock", async () => {
    await testApp.database.db
      .update(eventCompanies)
      .set({ timezone: 'Asia/Tokyo' })
      .where(eq(eventCompanies.id, ids.company))
    try {
      const { to } = await mailsOf(() => user.post('/meetings', body()))
      // 10:00 in Istanbul (UTC+3) is 16:00 in Tokyo (UTC+9); neither has summer time.
      expect(to(TEAM)?.text).toContain(`Time: ${written(at(5, '10:00'), 'en-GB', 'Asia/Tokyo')} – `)
      expect(to(TEAM)?.text).toMatch(/at 16:00 – .* at 17:00/)
      expect(to(ADMIN)?.text).toMatch(/Zaman: .* 16:00 – .* 17:00/)
    } finally {
      await testApp.database.db
        .update(eventCompanies)
        .set({ timezone: 'Europe/Istanbul' })
        .where(eq(eventCompanies.id, ids.company))
    }
  })
})
