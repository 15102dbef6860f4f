import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { icsComponents, icsText } from '../../test-support/ics'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { eventCompanies } from '../event-companies/event-companies.table'

/*
 * A meeting in the private feed and in its e-mailed invitation is one meeting to a calendar program
 * (issue 19 item 11): the same UID and SEQUENCE in both, and the feed says where and what it is.
 */

let testApp: TestApp
let user: Api
let team: Api
let teamId: number
let companyId: number
let internalType: number

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const at = (offset: number, time: string) => `${day(offset)}T${time}:00+03:00`
const pathOf = (url: string) => new URL(url).pathname

beforeAll(async () => {
  testApp = await createTestApp()
  const [u, t] = await Promise.all(
    ['user@demo.ajanda.test', 'team@demo.ajanda.test'].map((email) => loginAs(testApp.app, email)),
  )
  if (!u || !t) throw new Error('no demo sessions')
  user = apiAs(testApp.app, u.headers)
  team = apiAs(testApp.app, t.headers)
  teamId = t.user.id
  companyId = t.user.event_company_id
  const types = (await user.get('/definition/meeting-types')).json() as { id: number; name: string }[]
  internalType = types.find((type) => type.name === 'İç Toplantı')?.id as number
})
afterAll(async () => {
  await testApp?.close()
})

/** The feed of team@ (a participant of the meetings below), read as a calendar program reads it. */
async function teamFeed() {
  const created = await team.post('/calendar/feed')
  expect(created.statusCode, created.body).toBe(200)
  const response = await testApp.app.inject({ method: 'GET', url: pathOf(created.json().url) })
  expect(response.statusCode, response.body).toBe(200)
  return icsComponents(response.body)
}

/** The VEVENT of the latest invitation mailed to team@. */
function invitationEvent(since: number) {
  const mail = testApp.mails
    .slice(since)
    .filter((m) => m.to === 'team@demo.ajanda.test' && m.icalEvent)
    .at(-1)
  expect(mail, 'an invitation to team@').toBeDefined()
  const [event] = icsComponents(String(mail?.icalEvent?.content))
  if (!event) throw new Error('no VEVENT in the invitation')
  return event
}

describe('a meeting in the calendar feed and in its invitation', () => {
  it('has one UID and SEQUENCE in both, and the feed carries its location and description', async () => {
    const before = testApp.mails.length
    const note = 'Gündem: bütçe, mekan; tarih\nİkinci satır \\ ters bölü'
    const created = await user.post('/meetings', {
      subject: 'Akış planlaması',
      meeting_type_id: internalType,
      starts_at: at(2, '10:00'),
      ends_at: at(2, '11:00'),
      location_code: 1,
      location: 'Ofis, 3. kat toplantı odası',
      participants: [`U-${teamId}`],
      note,
    })
    expect(created.statusCode, created.body).toBe(200)
    const meeting = created.json().data as { id: number; uid: string }
    const invitation = invitationEvent(before)

    const entries = (await teamFeed()).filter((event) => icsText(event, 'UID') === meeting.uid)
    expect(entries).toHaveLength(1)
    const entry = entries[0] as (typeof entries)[number]
    expect(icsText(invitation, 'UID')).toBe(meeting.uid)
    expect(icsText(entry, 'SEQUENCE')).toBe('0')
    expect(icsText(invitation, 'SEQUENCE')).toBe('0')
    expect(icsText(entry, 'LOCATION')).toBe('Ofis, 3. kat toplantı odası')
    expect(icsText(entry, 'LOCATION')).toBe(icsText(invitation, 'LOCATION'))
    expect(icsText(entry, 'DESCRIPTION')).toBe(note)
    expect(icsText(entry, 'DESCRIPTION')).toBe(icsText(invitation, 'DESCRIPTION'))
    expect(icsText(entry, 'DTSTART')).toBe(icsText(invitation, 'DTSTART'))
    expect(icsText(entry, 'SUMMARY')).toBe('Toplantı: Akış planlaması')

    // Moved: the update mail and the feed both carry the next SEQUENCE of the same UID.
    const beforeMove = testApp.mails.length
    const moved = await user.put(`/meetings/${meeting.id}`, {
      starts_at: at(3, '14:00'),
      ends_at: at(3, '15:00'),
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const update = invitationEvent(beforeMove)
    const movedEntry = (await teamFeed()).find((event) => icsText(event, 'UID') === meeting.uid)
    expect(icsText(update, 'UID')).toBe(meeting.uid)
    expect(icsText(update, 'SEQUENCE')).toBe('1')
    expect(movedEntry && icsText(movedEntry, 'SEQUENCE')).toBe('1')
    expect(movedEntry && icsText(movedEntry, 'DTSTART')).toBe(icsText(update, 'DTSTART'))
  })

  it('leaves out an empty description, and keeps the record UIDs of entries that are not meetings', async () => {
    const created = await user.post('/meetings', {
      subject: 'Notsuz toplantı',
      meeting_type_id: internalType,
      starts_at: at(5, '09:00'),
      ends_at: at(5, '09:30'),
      location_code: 4,
      location: 'Online',
      participants: [`U-${teamId}`],
    })
    expect(created.statusCode, created.body).toBe(200)
    const { uid } = created.json().data as { uid: string }
    const feed = await teamFeed()
    const entry = feed.find((event) => icsText(event, 'UID') === uid)
    expect(entry && icsText(entry, 'LOCATION')).toBe('Online')
    expect(entry?.has('DESCRIPTION')).toBe(false)
    for (const event of feed) {
      const summary = icsText(event, 'SUMMARY') ?? ''
      const eventUid = icsText(event, 'UID') ?? ''
      if (summary.startsWith('Toplantı: ')) expect(eventUid).toMatch(/^[0-9a-f-]{36}$/)
      else expect(eventUid).toMatch(/^[a-z]+-\d+@ajanda$/)
    }
  })
})

describe('the invitation mail', () => {
  it("gives the meeting's time on the company's clock, as does the notice to colleagues", async () => {
    const invite = async (subject: string) => {
      const before = testApp.mails.length
      const created = await user.post('/meetings', {
        subject,
        meeting_type_id: internalType,
        starts_at: at(6, '10:00'),
        ends_at: at(6, '11:00'),
        location_code: 4,
        location: 'Online',
        participants: [`U-${teamId}`],
      })
      expect(created.statusCode, created.body).toBe(200)
      const mails = testApp.mails.slice(before).filter((m) => m.to === 'team@demo.ajanda.test')
      return {
        invitation: mails.find((m) => m.icalEvent)?.text ?? '',
        notice: mails.find((m) => !m.icalEvent)?.text ?? '',
      }
    }
    // 10:00 in Istanbul (UTC+3) is 16:00 in Tokyo (UTC+9); neither zone has summer time.
    const istanbul = await invite('İstanbul saatiyle')
    expect(istanbul.invitation).toMatch(/Zaman: .* 10:00 – .* 11:00/)
    expect(istanbul.notice).toMatch(/Başlangıç: .* 10:00/)
    const db = testApp.database.db
    await db.update(eventCompanies).set({ timezone: 'Asia/Tokyo' }).where(eq(eventCompanies.id, companyId))
    try {
      const tokyo = await invite('Tokyo saatiyle')
      expect(tokyo.invitation).toMatch(/Zaman: .* 16:00 – .* 17:00/)
      expect(tokyo.notice).toMatch(/Başlangıç: .* 16:00/)
    } finally {
      await db
        .update(eventCompanies)
        .set({ timezone: 'Europe/Istanbul' })
        .where(eq(eventCompanies.id, companyId))
    }
  })
})
