import type { CalendarEvent } from '@ajanda/contracts/calendar.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import ical from 'ical-generator'
import { calendarText, KIND_LABELS } from './calendar-messages'

/** A day (`YYYY-MM-DD`) as midnight UTC: ical-generator writes all-day dates from the UTC fields. */
const dayAt = (day: string) => new Date(`${day}T00:00:00Z`)

/**
 * The private feed as iCalendar text. Times are written in UTC (Outlook and Google show them in the
 * subscriber's zone); each entry links back to its page in the app. UIDs are stable per record, so a
 * moved meeting is updated in the subscriber's calendar rather than duplicated.
 */
export function buildIcs(events: readonly CalendarEvent[], appUrl: string, locale: Locale): string {
  const calendar = ical({ name: calendarText(locale, 'feed_name'), prodId: '//Ajanda//Calendar//TR' })
  const root = appUrl.replace(/\/+$/, '')
  for (const event of events) {
    calendar.createEvent({
      id: `${event.id}@ajanda`,
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
