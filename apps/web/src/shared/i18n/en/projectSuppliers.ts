import type { projectSuppliers as tr } from '../tr/projectSuppliers'
import type { Translations } from '../translation-types'

export const projectSuppliers: Translations<typeof tr> = {
  tab: 'Suppliers',
  title: "The project's suppliers",
  intro: 'Suppliers named on the budget lines and on the purchase invoices linked to the project.',
  empty: "No suppliers in this project's budgets or invoices yet",
  emptyHint:
    'They show here once a budget line names a supplier or a purchase invoice is linked to the project.',
  loadFailed: 'The suppliers could not be loaded.',
  retry: 'Try again',
  columns: {
    supplier: 'Supplier',
    categories: 'Categories',
    lines: 'Budget lines',
    buy: 'Buy total',
    invoices: 'Invoices',
    invoiced: 'Invoice total',
  },
  lineCount_one: '{{count}} line',
  lineCount_other: '{{count}} lines',
  invoiceCount_one: '{{count}} invoice',
  invoiceCount_other: '{{count}} invoices',
  none: '—',
  total_one: '{{count}} supplier',
  total_other: '{{count}} suppliers',
}
