import { describe, expect, it } from 'vitest'
import type { MailLocale } from '../../platform/mail-templates/index'
import { type InvitationMeeting, invitationMails, invitationTexts, meetingTime } from './meeting-invitation'
import { localesOf } from './meeting-mailer'

// 12 March 2026, 11:30-12:45 UTC: 14:30-15:45 in Istanbul, 07:30-08:45 in New York (daylight time).
const meeting: InvitationMeeting = {
  uid: 'meeting-7@ajanda.test',
  sequence: 2,
  title: 'Lansman görüşmesi',
  starts_at: new Date('2026-03-12T11:30:00Z'),
  ends_at: new Date('2026-03-12T12:45:00Z'),
  location: 'Müşteri ofisi, Levent',
  note: 'Gündem: mekan ve tarih',
  organizer: { name: 'Gizem Yılmaz', email: 'user@demo.ajanda.test' },
  attendees: [{ name: 'Team Lead', email: 'team@demo.ajanda.test' }, { email: 'guest@example.com' }],
  time_zone: 'Europe/Istanbul',
}

describe('meetingTime', () => {
  it('writes the moment in the reader language on the company clock', () => {
    expect(meetingTime(meeting.starts_at)).toBe('12 Mart 2026 14:30')
    expect(meetingTime(meeting.starts_at, 'Europe/Istanbul', 'en')).toBe('12 March 2026 at 14:30')
    expect(meetingTime(meeting.starts_at, 'America/New_York', 'tr')).toBe('12 Mart 2026 07:30')
    expect(meetingTime(meeting.starts_at, 'America/New_York', 'en')).toBe('12 March 2026 at 07:30')
  })

  it('falls back to UTC for a zone the runtime does not know, in either language', () => {
    expect(meetingTime(meeting.starts_at, 'Mars/Olympus', 'tr')).toBe('12 Mart 2026 11:30')
    expect(meetingTime(meeting.starts_at, 'Mars/Olympus', 'en')).toBe('12 March 2026 at 11:30')
  })
})

describe('invitationTexts', () => {
  it('keeps the Turkish invitation and cancellation word for word', () => {
    expect(invitationTexts(meeting, 'REQUEST', 'tr')).toEqual({
      subject: 'Toplantı daveti: Lansman görüşmesi (12 Mart 2026 14:30 – 12 Mart 2026 15:45)',
      text:
        'Gizem Yılmaz sizi "Lansman görüşmesi" toplantısına davet ediyor.\n' +
        'Zaman: 12 Mart 2026 14:30 – 12 Mart 2026 15:45\nYer: Müşteri ofisi, Levent\n\nGündem: mekan ve tarih\n',
      filename: 'davet.ics',
    })
    expect(invitationTexts(meeting, 'CANCEL', 'tr')).toEqual({
      subject: 'İptal edildi: Lansman görüşmesi',
      text:
        'Gizem Yılmaz, "Lansman görüşmesi" toplantısını iptal etti.\n' +
        'Zaman: 12 Mart 2026 14:30 – 12 Mart 2026 15:45\nYer: Müşteri ofisi, Levent\n',
      filename: 'iptal.ics',
    })
  })

  it('writes the English invitation and cancellation with English dates and file names', () => {
    expect(invitationTexts(meeting, 'REQUEST', 'en')).toEqual({
      subject: 'Meeting invitation: Lansman görüşmesi (12 March 2026 at 14:30 – 12 March 2026 at 15:45)',
      text:
        'Gizem Yılmaz invites you to the meeting "Lansman görüşmesi".\n' +
        'Time: 12 March 2026 at 14:30 – 12 March 2026 at 15:45\nPlace: Müşteri ofisi, Levent\n\nGündem: mekan ve tarih\n',
      filename: 'invitation.ics',
    })
    expect(invitationTexts(meeting, 'CANCEL', 'en')).toEqual({
      subject: 'Cancelled: Lansman görüşmesi',
      text:
        'Gizem Yılmaz has cancelled the meeting "Lansman görüşmesi".\n' +
        'Time: 12 March 2026 at 14:30 – 12 March 2026 at 15:45\nPlace: Müşteri ofisi, Levent\n',
      filename: 'cancellation.ics',
    })
  })

  it('leaves the note line out when there is no note, in both languages', () => {
    for (const locale of ['tr', 'en'] as const) {
      const { text } = invitationTexts({ ...meeting, note: null }, 'REQUEST', locale)
      expect(text).toMatch(/Levent\n$/)
    }
  })

  it('names a meeting without a subject by its English type name only in English', () => {
    const typed = { ...meeting, title: 'Müşteri Toplantısı', title_en: 'Client meeting' }
    expect(invitationTexts(typed, 'REQUEST', 'tr').subject).toMatch(/^Toplantı daveti: Müşteri Toplantısı \(/)
    expect(invitationTexts(typed, 'REQUEST', 'en').subject).toMatch(/^Meeting invitation: Client meeting \(/)
    expect(invitationTexts({ ...typed, title_en: null }, 'CANCEL', 'en').subject).toBe(
      'Cancelled: Müşteri Toplantısı',
    )
    expect(invitationTexts({ ...typed, title: '', title_en: '' }, 'CANCEL', 'en').subject).toBe(
      'Cancelled: Meeting',
    )
    expect(invitationTexts({ ...typed, title: '', title_en: '' }, 'CANCEL', 'tr').subject).toBe(
      'İptal edildi: Toplantı',
    )
  })

  it('reads the dates on the company clock in both languages', () => {
    const ny = { ...meeting, time_zone: 'America/New_York' }
    expect(invitationTexts(ny, 'REQUEST', 'tr').subject).toContain(
      '(12 Mart 2026 07:30 – 12 Mart 2026 08:45)',
    )
    expect(invitationTexts(ny, 'REQUEST', 'en').subject).toContain(
      '(12 March 2026 at 07:30 – 12 March 2026 at 08:45)',
    )
  })

  it('answers in Turkish for a language it does not speak', () => {
    expect(invitationTexts(meeting, 'CANCEL', 'de' as MailLocale).filename).toBe('iptal.ics')
  })
})

describe('invitationMails', () => {
  it('gives each recipient the mail in their language and everyone the same calendar part', () => {
    const mails = invitationMails(meeting, 'REQUEST', [
      { email: 'team@demo.ajanda.test', locale: 'en' },
      { email: 'admin@demo.ajanda.test', locale: 'tr' },
      { email: 'guest@example.com', locale: 'en' },
    ])
    expect(mails.map((m) => [m.to, m.subject.split(':')[0], m.icalEvent?.filename])).toEqual([
      ['team@demo.ajanda.test', 'Meeting invitation', 'invitation.ics'],
      ['admin@demo.ajanda.test', 'Toplantı daveti', 'davet.ics'],
      ['guest@example.com', 'Meeting invitation', 'invitation.ics'],
    ])
    const contents = new Set(mails.map((m) => m.icalEvent?.content))
    expect(contents.size).toBe(1)
    const [content] = [...contents]
    expect(content).toContain('UID:meeting-7@ajanda.test')
    expect(content).toContain('SEQUENCE:2')
    expect(content).toContain('SUMMARY:Lansman görüşmesi')
    expect(mails.every((m) => m.icalEvent?.method === 'REQUEST')).toBe(true)
  })

  it('mails each address once, the first entry deciding its language; blank addresses are skipped', () => {
    const mails = invitationMails(meeting, 'CANCEL', [
      { email: ' Team@Demo.Ajanda.test ', locale: 'en' },
      { email: 'team@demo.ajanda.test', locale: 'tr' },
      { email: '  ', locale: 'tr' },
    ])
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      to: 'Team@Demo.Ajanda.test',
      subject: 'Cancelled: Lansman görüşmesi',
      icalEvent: { method: 'CANCEL', filename: 'cancellation.ics' },
    })
    expect(invitationMails(meeting, 'REQUEST', [])).toEqual([])
  })
})

describe('localesOf', () => {
  const colleagues = [
    { email: 'team@demo.ajanda.test', language: 'en' },
    { email: 'admin@demo.ajanda.test', language: 'tr' },
  ]
  const creator = { accounts: ['gizem.takvim@gmail.test'], language: 'en' }

  it("gives a colleague their own language, the creator's accounts the creator's, anyone else the actor's", () => {
    expect(
      localesOf(
        ['TEAM@demo.ajanda.test', 'admin@demo.ajanda.test', 'Gizem.Takvim@gmail.test', 'guest@example.com'],
        colleagues,
        creator,
        'tr',
      ),
    ).toEqual([
      { email: 'TEAM@demo.ajanda.test', locale: 'en' },
      { email: 'admin@demo.ajanda.test', locale: 'tr' },
      { email: 'Gizem.Takvim@gmail.test', locale: 'en' },
      { email: 'guest@example.com', locale: 'tr' },
    ])
    expect(localesOf(['guest@example.com'], colleagues, creator, 'en')).toEqual([
      { email: 'guest@example.com', locale: 'en' },
    ])
  })

  it('falls back to Turkish for an unknown or missing language', () => {
    expect(
      localesOf(
        ['x@example.com', 'y@example.com', 'gizem.takvim@gmail.test'],
        [{ email: 'x@example.com', language: 'de' }],
        { accounts: ['gizem.takvim@gmail.test'], language: null },
        undefined,
      ).map((r) => r.locale),
    ).toEqual(['tr', 'tr', 'tr'])
  })
})
