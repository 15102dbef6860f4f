import type { Locale } from '@ajanda/contracts/common/locale'

/** This module's server sentences (kept here rather than in the shared platform/messages.ts). */
const messages = {
  tr: {
    purchase_invoice_created: 'Alış faturası kaydedildi.',
    sales_invoice_created: 'Satış faturası kaydedildi.',
    invoice_updated: 'Fatura güncellendi.',
    invoice_deleted: 'Fatura silindi.',
    payment_created: 'Ödeme kaydedildi.',
    payment_deleted: 'Ödeme silindi.',
  },
  en: {
    purchase_invoice_created: 'The purchase invoice has been saved.',
    sales_invoice_created: 'The sales invoice has been saved.',
    invoice_updated: 'The invoice has been updated.',
    invoice_deleted: 'The invoice has been deleted.',
    payment_created: 'The payment has been recorded.',
    payment_deleted: 'The payment has been deleted.',
  },
} as const satisfies Record<Locale, Record<string, string>>

export type AccountingMessageKey = keyof (typeof messages)['tr']

export function accountingMessage(locale: Locale, key: AccountingMessageKey): string {
  return messages[locale]?.[key] ?? messages.tr[key]
}
