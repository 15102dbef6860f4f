import type { CalendarEvent } from '@ajanda/contracts/calendar.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import ical from 'ical-generator'
import type { FeedMeeting } from './calendar-feed.repository'
import { calendarText, KIND_LABELS } from './calendar-messages'

/** A day (`YYYY-MM-DD`) as midnight UTC: ical-generator writes all-day dates from the UTC fields. */
const dayAt = (day: string) => new Date(`${day}T00:00:00Z`)

/**
 * The private feed as iCalendar text. Times are written in UTC (Outlook and Google show them in the
 * subscriber's zone); each entry links back to its page in the app. UIDs are stable per record, so a
 * moved meeting is updated in the subscriber's calendar rather than duplicated. A meeting carries the
 * UID and SEQUENCE of its e-mailed invitation (one meeting, not two, in a calendar that has both), its
 * location and its note as the description.
 */
export function buildIcs(
  events: readonly CalendarEvent[],
  appUrl: string,
  locale: Locale,
  meetings: ReadonlyMap<number, FeedMeeting> = new Map(),
): string {
  const calendar = ical({ name: calendarText(locale, 'feed_name'), prodId: '//Ajanda//Calendar//TR' })
  const root = appUrl.replace(/\/+$/, '')
  for (const event of events) {
    const meeting = event.kind === 'meeting' ? meetings.get(event.record_id) : undefined
    calendar.createEvent({
      id: meeting ? meeting.uid : `${event.id}@ajanda`,
      ...(meeting
        ? {
            sequence: meeting.sequence,
            location: meeting.location,
            ...(meeting.note ? { description: meeting.note } : {}),
          }
        : {}),
      summary: `${KIND_LABELS[locale][event.kind]}: ${event.title}`,
      start: event.all_day ? dayAt(event.start) : new Date(event.start),
      end: event.all_day ? dayAt(event.end) : new Date(event.end),
      allDay: event.all_day,
      url: event.project_code
        ? `${root}/project/${encodeURIComponent(event.project_code)}/main`
        : `${root}/calendar`,
    })
  }
  return calendar.toString()
}
