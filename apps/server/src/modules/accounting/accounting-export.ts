import type {
  AccountingKind,
  AccountingRow,
  AccountingStatus,
  InvoicePayment,
  InvoicePaymentMethod,
  InvoiceSummary,
} from '@ajanda/contracts/accounting.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import type { RequestSummary } from '@ajanda/contracts/requests.contract'
import Decimal from 'decimal.js'
import { type SheetColumn, writeSheet } from '../../platform/xlsx'

/** Sheet and file names per list (the file name is ASCII: it travels in a header). */
export const ACCOUNTING_EXPORT_NAMES: Record<
  Locale,
  Record<AccountingKind, { sheet: string; file: string }>
> = {
  tr: {
    cc_requests: { sheet: 'Kredi Kartı Talepleri', file: 'kredi-karti-talepleri' },
    purchase_invoices: { sheet: 'Alış Faturaları', file: 'alis-faturalari' },
    sales_invoices: { sheet: 'Satış Faturaları', file: 'satis-faturalari' },
    sales_invoice_requests: { sheet: 'Satış Faturası Talepleri', file: 'satis-faturasi-talepleri' },
    expenses: { sheet: 'Masraflar', file: 'masraflar' },
    advance_payments: { sheet: 'Avanslar', file: 'avanslar' },
    payment_requests: { sheet: 'Ödeme Talepleri', file: 'odeme-talepleri' },
    payments: { sheet: 'Yapılan Ödemeler', file: 'yapilan-odemeler' },
    payments_received: { sheet: 'Alınan Ödemeler', file: 'alinan-odemeler' },
  },
  en: {
    cc_requests: { sheet: 'Credit card requests', file: 'credit-card-requests' },
    purchase_invoices: { sheet: 'Purchase invoices', file: 'purchase-invoices' },
    sales_invoices: { sheet: 'Sales invoices', file: 'sales-invoices' },
    sales_invoice_requests: { sheet: 'Sales invoice requests', file: 'sales-invoice-requests' },
    expenses: { sheet: 'Expenses', file: 'expenses' },
    advance_payments: { sheet: 'Advance payments', file: 'advance-payments' },
    payment_requests: { sheet: 'Payment requests', file: 'payment-requests' },
    payments: { sheet: 'Payments made', file: 'payments-made' },
    payments_received: { sheet: 'Payments received', file: 'payments-received' },
  },
}

const HEADERS = {
  tr: {
    number: 'Fatura No',
    invoice_date: 'Fatura Tarihi',
    due_date: 'Vade Tarihi',
    party: 'Cari',
    project: 'Proje',
    currency: 'Para Birimi',
    subtotal: 'Ara Toplam',
    vat_total: 'KDV',
    total: 'Toplam',
    paid: 'Ödenen',
    remaining: 'Kalan',
    status: 'Durum',
    paid_at: 'Ödeme Tarihi',
    amount: 'Tutar',
    method: 'Ödeme Yöntemi',
    note: 'Not',
    id: 'No',
    requester: 'Talep Eden',
    date: 'Tarih',
    created_at: 'Oluşturulma Tarihi',
  },
  en: {
    number: 'Invoice no',
    invoice_date: 'Invoice date',
    due_date: 'Due date',
    party: 'Party',
    project: 'Project',
    currency: 'Currency',
    subtotal: 'Subtotal',
    vat_total: 'VAT',
    total: 'Total',
    paid: 'Paid',
    remaining: 'Remaining',
    status: 'Status',
    paid_at: 'Payment date',
    amount: 'Amount',
    method: 'Method',
    note: 'Note',
    id: 'No',
    requester: 'Requester',
    date: 'Date',
    created_at: 'Created',
  },
} as const

/** Statuses and payment methods as the screens name them (the web's accounting texts), not their codes. */
const STATUS_LABELS: Record<Locale, Record<AccountingStatus, string>> = {
  tr: {
    PENDING: 'Bekliyor',
    APPROVED: 'Onaylandı',
    DECLINED: 'Reddedildi',
    UNPAID: 'Ödenmedi',
    PARTIAL: 'Kısmen Ödendi',
    PAID: 'Ödendi',
  },
  en: {
    PENDING: 'Pending',
    APPROVED: 'Approved',
    DECLINED: 'Declined',
    UNPAID: 'Unpaid',
    PARTIAL: 'Partly paid',
    PAID: 'Paid',
  },
}
const METHOD_LABELS: Record<Locale, Record<InvoicePaymentMethod, string>> = {
  tr: {
    BANK_TRANSFER: 'Havale / EFT',
    CASH: 'Nakit',
    CREDIT_CARD: 'Kredi Kartı',
    CHECK: 'Çek',
    OTHER: 'Diğer',
  },
  en: {
    BANK_TRANSFER: 'Bank transfer',
    CASH: 'Cash',
    CREDIT_CARD: 'Credit card',
    CHECK: 'Cheque',
    OTHER: 'Other',
  },
}

const day = (value: string | null) => (value ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : null)
const amount = (value: string | null) => (value ? new Decimal(value).toNumber() : null)
const partyOf = (row: { supplier: { name: string } | null; client: { name: string } | null }) =>
  row.supplier?.name ?? row.client?.name ?? null

function invoiceColumns(locale: Locale): SheetColumn<InvoiceSummary>[] {
  const h = HEADERS[locale]
  return [
    { header: h.number, width: 18, value: (r) => r.number },
    { header: h.invoice_date, width: 12, kind: 'date', value: (r) => day(r.invoice_date) },
    { header: h.due_date, width: 12, kind: 'date', value: (r) => day(r.due_date) },
    { header: h.party, width: 30, value: partyOf },
    { header: h.project, width: 30, value: (r) => r.project?.name ?? null },
    { header: h.currency, width: 10, value: (r) => r.currency },
    { header: h.subtotal, width: 14, value: (r) => amount(r.subtotal) },
    { header: h.vat_total, width: 14, value: (r) => amount(r.vat_total) },
    { header: h.total, width: 14, value: (r) => amount(r.total) },
    { header: h.paid, width: 14, value: (r) => amount(r.paid) },
    { header: h.remaining, width: 14, value: (r) => amount(r.remaining) },
    { header: h.status, width: 16, value: (r) => STATUS_LABELS[locale][r.status] ?? r.status },
  ]
}

function paymentColumns(locale: Locale): SheetColumn<InvoicePayment>[] {
  const h = HEADERS[locale]
  return [
    { header: h.paid_at, width: 12, kind: 'date', value: (r) => day(r.paid_at) },
    { header: h.number, width: 18, value: (r) => r.invoice_number },
    { header: h.party, width: 30, value: partyOf },
    { header: h.project, width: 30, value: (r) => r.project?.name ?? null },
    { header: h.currency, width: 10, value: (r) => r.currency },
    { header: h.amount, width: 14, value: (r) => amount(r.amount) },
    { header: h.method, width: 16, value: (r) => METHOD_LABELS[locale][r.method] ?? r.method },
    { header: h.note, width: 30, value: (r) => r.note },
  ]
}

function requestColumns(locale: Locale): SheetColumn<RequestSummary>[] {
  const h = HEADERS[locale]
  return [
    { header: h.id, width: 8, value: (r) => r.id },
    { header: h.date, width: 12, kind: 'date', value: (r) => day(r.request_date) },
    { header: h.requester, width: 24, value: (r) => r.requester.full_name },
    { header: h.project, width: 30, value: (r) => r.project?.name ?? null },
    { header: h.party, width: 30, value: (r) => partyOf(r) ?? r.source?.name ?? null },
    { header: h.currency, width: 10, value: (r) => r.currency },
    { header: h.amount, width: 14, value: (r) => amount(r.amount) },
    { header: h.status, width: 16, value: (r) => STATUS_LABELS[locale][r.status] ?? r.status },
    { header: h.note, width: 30, value: (r) => r.note },
    { header: h.created_at, width: 18, kind: 'moment', value: (r) => new Date(r.created_at) },
  ]
}

/**
 * The filtered list as one .xlsx sheet in the caller's language: amounts as numbers so Excel can sum
 * them, days as date cells, the creation moment in the company's time zone, statuses and payment
 * methods by their names.
 */
export function accountingWorkbook(
  kind: AccountingKind,
  rows: AccountingRow[],
  locale: Locale,
  timeZone: string,
): Promise<Buffer> {
  const sheet = ACCOUNTING_EXPORT_NAMES[locale][kind].sheet
  const options = { locale, timeZone }
  if (kind === 'purchase_invoices' || kind === 'sales_invoices')
    return writeSheet(sheet, invoiceColumns(locale), rows as InvoiceSummary[], options)
  if (kind === 'payments' || kind === 'payments_received')
    return writeSheet(sheet, paymentColumns(locale), rows as InvoicePayment[], options)
  return writeSheet(sheet, requestColumns(locale), rows as RequestSummary[], options)
}
