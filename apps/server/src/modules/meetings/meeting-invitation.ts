import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import type { MailSendData } from '../../platform/jobs/mail-send.job'
import { knownTimeZone } from '../../platform/time-zone'
import { DEFAULT_TIME_ZONE } from '../event-companies/company-time-zone'

export interface InvitationMeeting {
  uid: string
  sequence: number
  title: string
  starts_at: Date
  ends_at: Date
  location: string
  note: string | null
  organizer: { name: string; email: string }
  attendees: readonly { name?: string; email: string }[]
  /** The company's time zone: the mail's text gives the time on its clock (the .ics itself is in UTC). */
  time_zone?: string
}

const DATE_TIMES = new Map<string, Intl.DateTimeFormat>()

/**
 * "12 Mart 2026 14:30": how a mail and a notification show a meeting's time, on the company's clock
 * (Europe/Istanbul when none is given).
 */
export function meetingTime(date: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const zone = knownTimeZone(timeZone)
  let format = DATE_TIMES.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short', timeZone: zone })
    DATE_TIMES.set(zone, format)
  }
  return format.format(date)
}

/**
 * The iCalendar text of a meeting: METHOD:REQUEST for an invitation or its update (the same UID with a
 * higher SEQUENCE replaces the earlier one in the recipient's calendar), METHOD:CANCEL to take it out.
 */
export function meetingCalendar(meeting: InvitationMeeting, method: 'REQUEST' | 'CANCEL'): string {
  const calendar = ical({
    name: 'Ajanda',
    prodId: { company: 'ajanda', product: 'meetings', language: 'TR' },
  })
  calendar.method(method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST)
  calendar.createEvent({
    id: meeting.uid,
    sequence: meeting.sequence,
    start: meeting.starts_at,
    end: meeting.ends_at,
    summary: meeting.title,
    location: meeting.location,
    description: meeting.note ?? undefined,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: meeting.organizer,
    attendees: meeting.attendees.map((attendee) => ({
      email: attendee.email,
      ...(attendee.name ? { name: attendee.name } : {}),
      rsvp: true,
    })),
  })
  return calendar.toString()
}

/**
 * One mail per recipient (each address once, case-insensitive), each carrying the calendar part; the
 * text says the same for mail programs that do not read it.
 */
export function invitationMails(
  meeting: InvitationMeeting,
  method: 'REQUEST' | 'CANCEL',
  recipients: readonly string[],
): MailSendData[] {
  const content = meetingCalendar(meeting, method)
  const when = `${meetingTime(meeting.starts_at, meeting.time_zone)} – ${meetingTime(meeting.ends_at, meeting.time_zone)}`
  const subject =
    method === 'CANCEL' ? `İptal edildi: ${meeting.title}` : `Toplantı daveti: ${meeting.title} (${when})`
  const text =
    method === 'CANCEL'
      ? `${meeting.organizer.name}, "${meeting.title}" toplantısını iptal etti.\nZaman: ${when}\nYer: ${meeting.location}\n`
      : `${meeting.organizer.name} sizi "${meeting.title}" toplantısına davet ediyor.\nZaman: ${when}\nYer: ${meeting.location}\n${meeting.note ? `\n${meeting.note}\n` : ''}`
  const seen = new Set<string>()
  const mails: MailSendData[] = []
  for (const to of recipients) {
    const key = to.trim().toLowerCase()
    if (!key || seen.has(key)) continue
    seen.add(key)
    mails.push({
      to: to.trim(),
      subject,
      text,
      icalEvent: { method, filename: method === 'CANCEL' ? 'iptal.ics' : 'davet.ics', content },
    })
  }
  return mails
}
