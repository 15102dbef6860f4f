import type { Locale } from '@ajanda/contracts/common/locale'
import type {
  ClientFinancialsReport,
  InvoicingTimeframesReport,
  SuppliersReport,
  UnclosedProjectsReport,
} from '@ajanda/contracts/reports/finance-reports'
import type { FinanceReportName } from '@ajanda/contracts/reports/report-query'
import { type SheetColumn, writeSheet } from '../../platform/xlsx'

/** The finance reports' export texts: sheet titles, file names and headings (Turkish first). */
export const FINANCE_SHEET_TEXTS = {
  tr: {
    files: {
      suppliers: 'tedarikci-harcamalari',
      'unclosed-projects': 'kapatilmamis-projeler',
      'client-financials': 'musteri-finansallari',
      'invoicing-timeframes': 'faturalama-sureleri',
    },
    titles: {
      suppliers: 'Tedarikçi harcamaları',
      'unclosed-projects': 'Kapatılmamış projeler',
      'client-financials': 'Müşteri finansalları',
      'invoicing-timeframes': 'Faturalama süreleri',
    },
    supplier: 'Tedarikçi',
    category: 'Kategori',
    uncategorised: 'Kategorisiz',
    invoices: 'Fatura sayısı',
    projects: 'Proje sayısı',
    currency: 'Para birimi',
    spend: 'Harcama',
    client: 'Müşteri',
    invoiced: 'Faturalanan',
    received: 'Tahsil edilen',
    outstanding: 'Açık bakiye',
    overdue: 'Vadesi geçen',
    overdueCount: 'Vadesi geçen fatura',
    maxDaysOverdue: 'En uzun gecikme (gün)',
    project: 'Proje',
    reference: 'Referans',
    status: 'Durum',
    responsible: 'Sorumlu',
    start: 'Başlangıç',
    end: 'Bitiş',
    daysOverdue: 'Gecikme (gün)',
    turnover: 'Ciro',
    firstInvoice: 'İlk satış faturası',
    days: 'Gün',
    notInvoiced: 'Faturalanmadı',
  },
  en: {
    files: {
      suppliers: 'supplier-spend',
      'unclosed-projects': 'unclosed-projects',
      'client-financials': 'client-financials',
      'invoicing-timeframes': 'invoicing-timeframes',
    },
    titles: {
      suppliers: 'Supplier spend',
      'unclosed-projects': 'Unclosed projects',
      'client-financials': 'Client financials',
      'invoicing-timeframes': 'Invoicing timeframes',
    },
    supplier: 'Supplier',
    category: 'Category',
    uncategorised: 'Uncategorised',
    invoices: 'Invoices',
    projects: 'Projects',
    currency: 'Currency',
    spend: 'Spend',
    client: 'Client',
    invoiced: 'Invoiced',
    received: 'Received',
    outstanding: 'Outstanding',
    overdue: 'Overdue',
    overdueCount: 'Overdue invoices',
    maxDaysOverdue: 'Longest overdue (days)',
    project: 'Project',
    reference: 'Reference',
    status: 'Status',
    responsible: 'Responsible',
    start: 'Start',
    end: 'End',
    daysOverdue: 'Days overdue',
    turnover: 'Turnover',
    firstInvoice: 'First sales invoice',
    days: 'Days',
    notInvoiced: 'Not invoiced',
  },
} as const satisfies Record<Locale, unknown>

const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null)
const amount = (value: string | null) => (value === null ? null : Number(value))

type UnclosedRow = UnclosedProjectsReport['projects'][number]
type InvoicingRow = InvoicingTimeframesReport['invoiced'][number]

export interface FinanceSheetInput {
  suppliers: SuppliersReport
  'client-financials': ClientFinancialsReport
  'unclosed-projects': UnclosedRow[]
  'invoicing-timeframes': InvoicingRow[]
}

/**
 * One sheet per report: its rows as the page's table shows them. Amounts are numbers with 2 decimals in
 * the cell's format (a sheet adds them up); the decimal strings are exact to the cent, so the number is.
 */
export async function financeSheet<N extends FinanceReportName>(
  name: N,
  input: FinanceSheetInput[N],
  locale: Locale,
  timeZone: string,
): Promise<Buffer> {
  const t = FINANCE_SHEET_TEXTS[locale]
  const options = { locale, timeZone }
  const title = t.titles[name]
  switch (name) {
    case 'suppliers': {
      const report = input as SuppliersReport
      const rows = report.suppliers.flatMap((s) => s.spend.map((m) => ({ ...s, money: m })))
      const columns: SheetColumn<(typeof rows)[number]>[] = [
        { header: t.supplier, width: 34, value: (r) => r.name },
        { header: t.category, width: 22, value: (r) => r.category_name ?? t.uncategorised },
        { header: t.invoices, width: 12, value: (r) => r.invoice_count },
        { header: t.projects, width: 12, value: (r) => r.project_count },
        { header: t.currency, width: 10, value: (r) => r.money.currency },
        { header: t.spend, width: 16, value: (r) => amount(r.money.amount), kind: 'amount' },
      ]
      return writeSheet(title, columns, rows, options)
    }
    case 'client-financials': {
      const rows = (input as ClientFinancialsReport).clients
      const columns: SheetColumn<(typeof rows)[number]>[] = [
        { header: t.client, width: 34, value: (r) => r.name },
        { header: t.currency, width: 10, value: (r) => r.currency },
        { header: t.invoices, width: 12, value: (r) => r.invoice_count },
        { header: t.invoiced, width: 16, value: (r) => amount(r.invoiced), kind: 'amount' },
        { header: t.received, width: 16, value: (r) => amount(r.received), kind: 'amount' },
        { header: t.outstanding, width: 16, value: (r) => amount(r.outstanding), kind: 'amount' },
        { header: t.overdue, width: 16, value: (r) => amount(r.overdue), kind: 'amount' },
        { header: t.overdueCount, width: 14, value: (r) => r.overdue_count },
        { header: t.maxDaysOverdue, width: 14, value: (r) => r.max_days_overdue },
      ]
      return writeSheet(title, columns, rows, options)
    }
    case 'unclosed-projects': {
      const rows = input as UnclosedRow[]
      const columns: SheetColumn<UnclosedRow>[] = [
        { header: t.project, width: 34, value: (r) => r.name },
        { header: t.reference, width: 16, value: (r) => r.project_ref },
        { header: t.status, width: 12, value: (r) => r.current_status },
        { header: t.client, width: 26, value: (r) => r.client_name },
        { header: t.responsible, width: 22, value: (r) => r.responsible_name },
        { header: t.start, width: 12, value: (r) => day(r.starts_at), kind: 'date' },
        { header: t.end, width: 12, value: (r) => day(r.ends_at), kind: 'date' },
        { header: t.daysOverdue, width: 12, value: (r) => r.days_overdue },
        { header: t.turnover, width: 16, value: (r) => amount(r.turnover), kind: 'amount' },
      ]
      return writeSheet(title, columns, rows, options)
    }
    default: {
      const rows = input as InvoicingRow[]
      const columns: SheetColumn<InvoicingRow>[] = [
        { header: t.project, width: 34, value: (r) => r.name },
        { header: t.reference, width: 16, value: (r) => r.project_ref },
        { header: t.client, width: 26, value: (r) => r.client_name },
        { header: t.responsible, width: 22, value: (r) => r.responsible_name },
        { header: t.end, width: 12, value: (r) => day(r.ends_at), kind: 'date' },
        {
          header: t.firstInvoice,
          width: 16,
          value: (r) => day(r.first_invoice_date) ?? t.notInvoiced,
          kind: (r) => (r.first_invoice_date ? 'date' : null),
        },
        { header: t.days, width: 10, value: (r) => r.days },
        { header: t.turnover, width: 16, value: (r) => amount(r.turnover), kind: 'amount' },
      ]
      return writeSheet(title, columns, rows, options)
    }
  }
}
