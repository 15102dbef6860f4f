import type { Locale } from '@ajanda/contracts/common/locale'
import type { SalesReportName } from '@ajanda/contracts/reports/report-query'
import type {
  ClientsReport,
  DivisionPerformance,
  ExecutiveBrief,
  PeoplePerformance,
  PerformanceReport,
  YoyReport,
} from '@ajanda/contracts/reports/sales-reports'
import { type SheetColumn, writeSheet } from '../../platform/xlsx'

/**
 * GET /reports/{name}/export for the sales reports: the report's table as the first sheet, a row per
 * month, division, person or client and a last "total" row, with the same figures the JSON answer gives
 * (amounts as numbers in the company currency, ratios as percents).
 */

const TEXTS = {
  tr: {
    files: {
      'executive-brief': 'rapor-yonetici-ozeti',
      performance: 'rapor-performans',
      'division-performance': 'rapor-departman-performansi',
      'people-performance': 'rapor-kisi-performansi',
      clients: 'rapor-musteriler',
      yoy: 'rapor-yillik-karsilastirma',
    } satisfies Record<SalesReportName, string>,
    sheets: {
      'executive-brief': 'Yönetici Özeti',
      performance: 'Performans',
      'division-performance': 'Departman Performansı',
      'people-performance': 'Kişi Performansı',
      clients: 'Müşteriler',
      yoy: 'Yıllık Karşılaştırma',
    } satisfies Record<SalesReportName, string>,
    total: 'Toplam',
    none: '(Yok)',
    headers: {
      month: 'Ay',
      previous_month: 'Geçen Yılın Ayı',
      division: 'Departman',
      person: 'Kişi',
      team: 'Takım',
      client: 'Müşteri',
      currency: 'Para Birimi',
      turnover: 'Ciro',
      previous_turnover: 'Önceki Ciro',
      buy: 'Maliyet',
      profit: 'Kâr',
      profit_ratio: 'Kâr Oranı',
      events: 'Etkinlik',
      previous_events: 'Önceki Etkinlik',
      target: 'Hedef',
      target_ratio: 'Hedefe Oran',
      won: 'Kazanılan',
      lost: 'Kaybedilen',
      win_rate: 'Kazanma Oranı',
      last_event: 'Son Etkinlik',
      growth: 'Büyüme',
      attendees: 'Katılımcı',
      pipeline: 'Potansiyel',
      open_leads: 'Açık Fırsat',
    },
  },
  en: {
    files: {
      'executive-brief': 'report-executive-brief',
      performance: 'report-performance',
      'division-performance': 'report-division-performance',
      'people-performance': 'report-people-performance',
      clients: 'report-clients',
      yoy: 'report-year-on-year',
    } satisfies Record<SalesReportName, string>,
    sheets: {
      'executive-brief': 'Executive Brief',
      performance: 'Performance',
      'division-performance': 'Division Performance',
      'people-performance': 'People Performance',
      clients: 'Clients',
      yoy: 'Year on Year',
    } satisfies Record<SalesReportName, string>,
    total: 'Total',
    none: '(None)',
    headers: {
      month: 'Month',
      previous_month: 'Last Year’s Month',
      division: 'Division',
      person: 'Person',
      team: 'Team',
      client: 'Client',
      currency: 'Currency',
      turnover: 'Turnover',
      previous_turnover: 'Previous Turnover',
      buy: 'Cost',
      profit: 'Profit',
      profit_ratio: 'Profit Ratio',
      events: 'Events',
      previous_events: 'Previous Events',
      target: 'Target',
      target_ratio: 'Against Target',
      won: 'Won',
      lost: 'Lost',
      win_rate: 'Win Rate',
      last_event: 'Last Event',
      growth: 'Growth',
      attendees: 'Attendees',
      pipeline: 'Pipeline',
      open_leads: 'Open Leads',
    },
  },
} as const satisfies Record<Locale, unknown>

export function salesReportFileName(name: SalesReportName, locale: Locale): string {
  return TEXTS[locale].files[name]
}

type Row = Record<string, string | number | null | boolean>
type Headers = (typeof TEXTS)[Locale]['headers']

const num = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value))
const amount = (field: string, header: string): SheetColumn<Row> => ({
  header,
  width: 16,
  value: (row) => num(row[field]),
  kind: 'amount',
})
const percent = (field: string, header: string): SheetColumn<Row> => ({
  header,
  width: 14,
  value: (row) => num(row[field]),
  kind: 'percent',
})
const count = (field: string, header: string): SheetColumn<Row> => ({
  header,
  width: 12,
  value: (row) => num(row[field]),
})
const text = (field: string, header: string, width = 24): SheetColumn<Row> => ({
  header,
  width,
  value: (row) => (row[field] === null || row[field] === undefined ? null : String(row[field])),
})

function moneyColumns(h: Headers): SheetColumn<Row>[] {
  return [
    amount('turnover', h.turnover),
    amount('buy', h.buy),
    amount('profit', h.profit),
    percent('profit_ratio', h.profit_ratio),
    count('events', h.events),
  ]
}
const targetColumns = (h: Headers) => [amount('target', h.target), percent('target_ratio', h.target_ratio)]
const leadColumns = (h: Headers) => [
  count('won', h.won),
  count('lost', h.lost),
  percent('win_rate', h.win_rate),
]

/** The report's rows and columns, its total row last. */
export function salesReportTable(
  name: SalesReportName,
  report: unknown,
  locale: Locale,
): { columns: SheetColumn<Row>[]; rows: Row[] } {
  const t = TEXTS[locale]
  const h = t.headers
  const total = (fields: Row) => ({ ...fields, label: t.total })
  switch (name) {
    case 'performance': {
      const r = report as PerformanceReport
      return {
        columns: [text('label', h.month, 12), ...moneyColumns(h), ...targetColumns(h)],
        rows: [...r.months.map((m) => ({ ...m, label: m.month })), total(r.totals)],
      }
    }
    case 'executive-brief': {
      const r = report as ExecutiveBrief
      return {
        columns: [
          text('label', h.month, 12),
          ...moneyColumns(h),
          ...targetColumns(h),
          ...leadColumns(h),
          count('attendees', h.attendees),
          amount('pipeline', h.pipeline),
          count('open_leads', h.open_leads),
        ],
        rows: [...r.months.map((m) => ({ ...m, label: m.month })), total(r.totals)],
      }
    }
    case 'division-performance': {
      const r = report as DivisionPerformance
      return {
        columns: [text('label', h.division), ...moneyColumns(h), ...targetColumns(h), ...leadColumns(h)],
        rows: [...r.rows.map((row) => ({ ...row, label: row.name ?? t.none })), total(r.totals)],
      }
    }
    case 'people-performance': {
      const r = report as PeoplePerformance
      return {
        columns: [
          text('label', h.person),
          text('division_name', h.division),
          text('team_name', h.team),
          ...moneyColumns(h),
          ...targetColumns(h),
          ...leadColumns(h),
        ],
        rows: [...r.rows.map((row) => ({ ...row, label: row.full_name ?? t.none })), total(r.totals)],
      }
    }
    case 'clients': {
      const r = report as ClientsReport
      return {
        columns: [
          text('label', h.client, 30),
          ...moneyColumns(h),
          text('last_event', h.last_event, 14),
          amount('previous_turnover', h.previous_turnover),
          percent('growth', h.growth),
        ],
        rows: [...r.rows.map((row) => ({ ...row, label: row.name ?? t.none })), total(r.totals)],
      }
    }
    case 'yoy': {
      const r = report as YoyReport
      return {
        columns: [
          text('label', h.month, 12),
          text('previous_month', h.previous_month, 14),
          amount('turnover', h.turnover),
          amount('previous_turnover', h.previous_turnover),
          count('events', h.events),
          count('previous_events', h.previous_events),
          percent('growth', h.growth),
        ],
        rows: [
          ...r.months.map((m) => ({ ...m, label: m.month })),
          total({ ...r.totals, previous_month: null }),
        ],
      }
    }
  }
}

export function salesReportSheet(name: SalesReportName, report: unknown, locale: Locale): Promise<Buffer> {
  const { columns, rows } = salesReportTable(name, report, locale)
  return writeSheet(TEXTS[locale].sheets[name], columns, rows, { locale })
}
