import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import type { MailSendData } from '../../platform/jobs/mail-send.job'
import type { MailLocale } from '../../platform/mail-templates/index'
import { knownTimeZone } from '../../platform/time-zone'
import { DEFAULT_TIME_ZONE } from '../event-companies/company-time-zone'

export interface InvitationMeeting {
  uid: string
  sequence: number
  /** The name in the calendar part and in Turkish mails: the subject, else the meeting type's name. */
  title: string
  /**
   * The name in English mails when it differs (no subject, and the type has an English name); the
   * calendar part keeps `title`, one text for every recipient of the meeting.
   */
  title_en?: string | null
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
 * How a mail and a notification show a meeting's time, on the company's clock (Europe/Istanbul when
 * none is given), in the reader's language: "12 Mart 2026 14:30", "12 March 2026 at 14:30".
 */
export function meetingTime(date: Date, timeZone = DEFAULT_TIME_ZONE, locale: MailLocale = 'tr'): string {
  const zone = knownTimeZone(timeZone)
  const key = `${locale} ${zone}`
  let format = DATE_TIMES.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: zone,
    })
    DATE_TIMES.set(key, format)
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

/** Who gets one invitation mail, and in which language (meeting-mailer.ts decides it, decisions/0030). */
export interface InvitationRecipient {
  email: string
  locale: MailLocale
}

interface Facts {
  organizer: string
  title: string
  when: string
  location: string
  note: string | null
}

/** The invitation's words; the Turkish ones are those the invitation has always had. */
const TEXTS = {
  tr: {
    fallbackTitle: 'Toplantı',
    REQUEST: {
      subject: (f: Facts) => `Toplantı daveti: ${f.title} (${f.when})`,
      text: (f: Facts) =>
        `${f.organizer} sizi "${f.title}" toplantısına davet ediyor.\nZaman: ${f.when}\nYer: ${f.location}\n${f.note ? `\n${f.note}\n` : ''}`,
      filename: 'davet.ics',
    },
    CANCEL: {
      subject: (f: Facts) => `İptal edildi: ${f.title}`,
      text: (f: Facts) =>
        `${f.organizer}, "${f.title}" toplantısını iptal etti.\nZaman: ${f.when}\nYer: ${f.location}\n`,
      filename: 'iptal.ics',
    },
  },
  en: {
    fallbackTitle: 'Meeting',
    REQUEST: {
      subject: (f: Facts) => `Meeting invitation: ${f.title} (${f.when})`,
      text: (f: Facts) =>
        `${f.organizer} invites you to the meeting "${f.title}".\nTime: ${f.when}\nPlace: ${f.location}\n${f.note ? `\n${f.note}\n` : ''}`,
      filename: 'invitation.ics',
    },
    CANCEL: {
      subject: (f: Facts) => `Cancelled: ${f.title}`,
      text: (f: Facts) =>
        `${f.organizer} has cancelled the meeting "${f.title}".\nTime: ${f.when}\nPlace: ${f.location}\n`,
      filename: 'cancellation.ics',
    },
  },
} as const satisfies Record<MailLocale, unknown>

/** The subject, text and attachment name of one language's invitation (or cancellation). */
export function invitationTexts(
  meeting: InvitationMeeting,
  method: 'REQUEST' | 'CANCEL',
  locale: MailLocale,
) {
  const texts = TEXTS[locale === 'en' ? 'en' : 'tr']
  const title = (locale === 'en' ? meeting.title_en : null) || meeting.title || texts.fallbackTitle
  const when = `${meetingTime(meeting.starts_at, meeting.time_zone, locale)} – ${meetingTime(meeting.ends_at, meeting.time_zone, locale)}`
  const facts: Facts = {
    organizer: meeting.organizer.name,
    title,
    when,
    location: meeting.location,
    note: meeting.note,
  }
  const kind = texts[method]
  return { subject: kind.subject(facts), text: kind.text(facts), filename: kind.filename }
}

/**
 * One mail per recipient (each address once, case-insensitive: the first entry wins), each in its
 * recipient's language and each carrying the same calendar part (one UID and SEQUENCE for everyone);
 * the text says the same for mail programs that do not read it.
 */
export function invitationMails(
  meeting: InvitationMeeting,
  method: 'REQUEST' | 'CANCEL',
  recipients: readonly InvitationRecipient[],
): MailSendData[] {
  const content = meetingCalendar(meeting, method)
  const byLocale = new Map<MailLocale, ReturnType<typeof invitationTexts>>()
  const seen = new Set<string>()
  const mails: MailSendData[] = []
  for (const recipient of recipients) {
    const key = recipient.email.trim().toLowerCase()
    if (!key || seen.has(key)) continue
    seen.add(key)
    const locale: MailLocale = recipient.locale === 'en' ? 'en' : 'tr'
    let texts = byLocale.get(locale)
    if (!texts) {
      texts = invitationTexts(meeting, method, locale)
      byLocale.set(locale, texts)
    }
    mails.push({
      to: recipient.email.trim(),
      subject: texts.subject,
      text: texts.text,
      icalEvent: { method, filename: texts.filename, content },
    })
  }
  return mails
}
