import type { BudgetCategory, PRICE_TYPES } from '@ajanda/contracts/definitions.contract'

type PriceType = (typeof PRICE_TYPES)[number]

/** A tax row as the modal holds it: rates are fractions (PercentInput shows them as percents). */
export interface TaxRowValues {
  name: string
  price_type: PriceType
  /** Kept while the row is a PERCENTAGE one, so switching to FIXED brings it back. */
  currency_code: string | null
  price: string
  vat_rate: string
}

export interface BudgetCategoryFormValues {
  name: string
  name_en: string
  vat_rate: string
  supplier_categories: number[]
  taxes: TaxRowValues[]
}

/** admin-area.md: a new tax row is PERCENTAGE, VAT 0, in the company's first currency (or TRY). */
export const emptyTaxRow = (currency: string): TaxRowValues => ({
  name: '',
  price_type: 'PERCENTAGE',
  currency_code: currency,
  price: '',
  vat_rate: '0',
})

/** The modal's values for a category (null: a new one); there is always at least one tax row. */
export function categoryFormValues(row: BudgetCategory | null, currency: string): BudgetCategoryFormValues {
  const taxes = (row?.taxes ?? []).map((tax) => ({
    name: tax.name,
    price_type: tax.price_type,
    currency_code: tax.currency_code ?? currency,
    price: tax.price,
    vat_rate: tax.vat_rate,
  }))
  return {
    name: row?.name ?? '',
    name_en: row?.name_en ?? '',
    vat_rate: row?.vat_rate ?? '',
    supplier_categories: row?.supplier_categories ?? [],
    taxes: taxes.length > 0 ? taxes : [emptyTaxRow(currency)],
  }
}

const isZeroOrEmpty = (value: string) => /^\s*(0*([.,]0*)?)?\s*$/.test(value)

/** A row left without a name and an amount: "no tax", not saved. */
export const isBlankTaxRow = (row: TaxRowValues) => row.name.trim() === '' && isZeroOrEmpty(row.price)

/**
 * The body of POST/PUT /definition/budget-categories, without the blank rows; `rows[i]` is the modal's
 * row of the body's row i, so an error on `taxes.i` lands on the row the user sees.
 */
export function categoryInput(values: BudgetCategoryFormValues) {
  const rows: number[] = []
  const taxes = values.taxes.flatMap((tax, index) => {
    if (isBlankTaxRow(tax)) return []
    rows.push(index)
    return [
      {
        name: tax.name,
        price_type: tax.price_type,
        currency_code: tax.price_type === 'FIXED' ? tax.currency_code : null,
        price: tax.price,
        vat_rate: tax.vat_rate,
      },
    ]
  })
  const input = {
    name: values.name,
    name_en: values.name_en.trim() === '' ? null : values.name_en,
    vat_rate: values.vat_rate,
    supplier_categories: values.supplier_categories,
    taxes,
  }
  return { input, rows }
}

/** A body path of an error ('taxes.1.price') as the modal's path ('taxes.3.price'). */
export function formPath(path: string, rows: readonly number[]): string {
  const match = /^taxes\.(\d+)(\..+)?$/.exec(path)
  if (!match) return path
  const row = rows[Number(match[1])]
  return row === undefined ? path : `taxes.${row}${match[2] ?? ''}`
}
