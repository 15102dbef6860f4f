import type { Locale } from '@ajanda/contracts/common/locale'

/** The tasks module's success messages ("BAŞARILI!" shows them), Turkish first. */
const MESSAGES = {
  tr: {
    task_created: 'Görev oluşturuldu.',
    milestone_created: 'Kilometre taşı oluşturuldu.',
    task_updated: 'Görev güncellendi.',
    task_completed: 'Görev tamamlandı.',
    task_reopened: 'Görev yeniden açıldı.',
    task_deleted: 'Görev silindi.',
    label_created: 'Etiket oluşturuldu.',
    section_created: 'Bölüm oluşturuldu.',
    section_updated: 'Bölüm güncellendi.',
    sections_ordered: 'Bölümlerin sırası güncellendi.',
    section_deleted: 'Bölüm silindi.',
  },
  en: {
    task_created: 'The task was created.',
    milestone_created: 'The milestone was created.',
    task_updated: 'The task was updated.',
    task_completed: 'The task was completed.',
    task_reopened: 'The task was reopened.',
    task_deleted: 'The task was deleted.',
    label_created: 'The label was created.',
    section_created: 'The section was created.',
    section_updated: 'The section was updated.',
    sections_ordered: 'The order of the sections was updated.',
    section_deleted: 'The section was deleted.',
  },
} as const

export type TaskMessage = keyof (typeof MESSAGES)['tr']

export function taskMessage(locale: Locale | string | undefined, key: TaskMessage): string {
  return (locale === 'en' ? MESSAGES.en : MESSAGES.tr)[key]
}
