import type { Locale } from '@ajanda/contracts/common/locale'

/**
 * The answers' messages of the checklist calls. They live beside the module rather than in the shared
 * platform/messages.ts, which several modules of this issue were changing at the same time.
 */
const messages = {
  tr: {
    created: 'Kontrol listesi oluşturuldu.',
    updated: 'Kontrol listesi güncellendi.',
    deleted: 'Kontrol listesi silindi.',
    reset: 'Kontrol listesinin içeriği sıfırlandı.',
    section_created: 'Bölüm eklendi.',
    section_updated: 'Bölüm güncellendi.',
    section_deleted: 'Bölüm silindi.',
    section_reset: 'Bölümün içeriği sıfırlandı.',
    item_created: 'Satır eklendi.',
    item_updated: 'Satır güncellendi.',
    item_deleted: 'Satır silindi.',
    uploaded: '{sections} bölüm ve {items} satır yüklendi.',
    applied: '{count} görev oluşturuldu.',
    task_completed: 'Görev tamamlandı.',
    task_reopened: 'Görev yeniden açıldı.',
  },
  en: {
    created: 'The checklist has been created.',
    updated: 'The checklist has been updated.',
    deleted: 'The checklist has been deleted.',
    reset: 'The checklist has been emptied.',
    section_created: 'The section has been added.',
    section_updated: 'The section has been updated.',
    section_deleted: 'The section has been deleted.',
    section_reset: 'The section has been emptied.',
    item_created: 'The row has been added.',
    item_updated: 'The row has been updated.',
    item_deleted: 'The row has been deleted.',
    uploaded: '{sections} sections and {items} rows have been uploaded.',
    applied: '{count} tasks have been created.',
    task_completed: 'The task has been completed.',
    task_reopened: 'The task has been reopened.',
  },
} as const satisfies Record<Locale, Record<string, string>>

export type ChecklistMessageKey = keyof (typeof messages)['tr']

export function checklistMessage(
  locale: Locale,
  key: ChecklistMessageKey,
  params: Record<string, string | number> = {},
): string {
  const template: string = messages[locale]?.[key] ?? messages.tr[key]
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
}
