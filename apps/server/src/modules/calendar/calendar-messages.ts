import type { CalendarKind } from '@ajanda/contracts/calendar.contract'
import type { Locale } from '@ajanda/contracts/common/locale'

/**
 * The calendar's own sentences and kind names (server side: write answers and the .ics feed). Kept in the
 * module rather than platform/messages.ts: only the calendar says them.
 */
const texts = {
  tr: {
    feed_created: 'Takvim bağlantın oluşturuldu.',
    feed_revoked: 'Takvim bağlantın iptal edildi.',
    account_linked: 'Takvim hesabı eklendi.',
    account_removed: 'Takvim hesabı kaldırıldı.',
    account_exists: 'Bu hesap zaten ekli.',
    feed_name: 'Ajanda',
  },
  en: {
    feed_created: 'Your calendar link was created.',
    feed_revoked: 'Your calendar link was revoked.',
    account_linked: 'Calendar account linked.',
    account_removed: 'Calendar account removed.',
    account_exists: 'This account is already linked.',
    feed_name: 'Ajanda',
  },
} as const satisfies Record<Locale, Record<string, string>>

export type CalendarMessageKey = keyof (typeof texts)['tr']

export function calendarText(locale: Locale, key: CalendarMessageKey): string {
  return texts[locale]?.[key] ?? texts.tr[key]
}

export const KIND_LABELS: Record<Locale, Record<CalendarKind, string>> = {
  tr: {
    meeting: 'Toplantı',
    task: 'Görev',
    milestone: 'Kilometre taşı',
    leave: 'İzin',
    operation: 'Operasyon',
    inspection: 'Keşif',
    project: 'Proje',
  },
  en: {
    meeting: 'Meeting',
    task: 'Task',
    milestone: 'Milestone',
    leave: 'Leave',
    operation: 'Operation',
    inspection: 'Inspection',
    project: 'Project',
  },
}
