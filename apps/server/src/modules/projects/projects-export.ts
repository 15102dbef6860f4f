import type { Locale } from '@ajanda/contracts/common/locale'
import type { ProjectListItem } from '@ajanda/contracts/projects.contract'
import Decimal from 'decimal.js'
import { type SheetColumn, writeSheet } from '../../platform/xlsx'

/** Headers of the exported project list, in the order of the columns. */
export const PROJECT_EXPORT_HEADERS = {
  tr: {
    project_ref: 'Proje Kodu',
    name: 'Proje Adı',
    client: 'Müşteri',
    project_type: 'Proje Türü',
    status: 'Durum',
    starts_at: 'Başlangıç',
    ends_at: 'Bitiş',
    country: 'Ülke',
    city: 'Şehir',
    expected_attendee_count: 'Katılımcı Sayısı',
    responsible: 'Sorumlu',
    lead_value: 'Fırsat Değeri',
    lead_currency: 'Para Birimi',
    created_at: 'Oluşturulma Tarihi',
    sheet: 'Projeler',
    file: 'projeler',
  },
  en: {
    project_ref: 'Project code',
    name: 'Project',
    client: 'Client',
    project_type: 'Project type',
    status: 'Status',
    starts_at: 'Start',
    ends_at: 'End',
    country: 'Country',
    city: 'City',
    expected_attendee_count: 'Attendees',
    responsible: 'Responsible',
    lead_value: 'Lead value',
    lead_currency: 'Currency',
    created_at: 'Created',
    sheet: 'Projects',
    file: 'projects',
  },
} as const

const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null)

/** The filtered project list as an .xlsx sheet; the status is the company's stage name. */
export function projectsWorkbook(
  rows: ProjectListItem[],
  stageNames: ReadonlyMap<number, string>,
  locale: Locale,
  timeZone: string,
): Promise<Buffer> {
  const h = PROJECT_EXPORT_HEADERS[locale]
  const columns: SheetColumn<ProjectListItem>[] = [
    { header: h.project_ref, width: 16, value: (p) => p.project_ref },
    { header: h.name, width: 40, value: (p) => p.name },
    { header: h.client, width: 30, value: (p) => p.client?.name ?? null },
    { header: h.project_type, width: 20, value: (p) => p.project_type?.name ?? null },
    { header: h.status, width: 20, value: (p) => stageNames.get(p.stage) ?? p.current_status },
    { header: h.starts_at, width: 12, kind: 'date', value: (p) => day(p.starts_at) },
    { header: h.ends_at, width: 12, kind: 'date', value: (p) => day(p.ends_at) },
    { header: h.country, width: 8, value: (p) => p.country },
    { header: h.city, width: 16, value: (p) => p.city },
    { header: h.expected_attendee_count, width: 12, value: (p) => p.expected_attendee_count },
    { header: h.responsible, width: 22, value: (p) => p.responsible?.full_name ?? null },
    {
      header: h.lead_value,
      width: 14,
      value: (p) => (p.lead_value ? new Decimal(p.lead_value).toNumber() : null),
    },
    { header: h.lead_currency, width: 10, value: (p) => p.lead_currency },
    { header: h.created_at, width: 18, kind: 'moment', value: (p) => new Date(p.created_at) },
  ]
  return writeSheet(h.sheet, columns, rows, { locale, timeZone })
}
