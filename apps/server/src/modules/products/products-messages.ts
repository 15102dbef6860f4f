import type { Locale } from '@ajanda/contracts/common/locale'
import { WordedError } from '../../platform/errors'

/** The products' and pricing periods' sentences, in the request's language. */
const MESSAGES = {
  tr: {
    periods_overlap: 'Fiyat dönemleri çakışamaz: bu tarihler "{other}" dönemiyle çakışıyor.',
    ends_before_start: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    budget_item_unknown: 'Bu bütçe kalemi projenin bütçelerinde yok.',
    period_unknown: 'Bu fiyat dönemi projede yok.',
    period_twice: 'Bir döneme tek fiyat girilebilir.',
    period_created: 'Fiyat dönemi eklendi.',
    period_updated: 'Fiyat dönemi güncellendi.',
    period_deleted: 'Fiyat dönemi silindi.',
    product_created: 'Ürün eklendi.',
    product_updated: 'Ürün güncellendi.',
    product_deleted: 'Ürün silindi.',
  },
  en: {
    periods_overlap: 'Pricing periods may not overlap: these dates overlap the "{other}" period.',
    ends_before_start: 'The end date cannot be before the start date.',
    budget_item_unknown: "This budget item is not in the project's budgets.",
    period_unknown: 'This pricing period is not in the project.',
    period_twice: 'A period may have one price only.',
    period_created: 'Pricing period added.',
    period_updated: 'Pricing period updated.',
    period_deleted: 'Pricing period deleted.',
    product_created: 'Product added.',
    product_updated: 'Product updated.',
    product_deleted: 'Product deleted.',
  },
} as const
export type ProductMessageKey = keyof (typeof MESSAGES)['tr']

export function productMessage(
  locale: Locale,
  key: ProductMessageKey,
  params: Record<string, string> = {},
): string {
  const text: string = MESSAGES[locale]?.[key] ?? MESSAGES.tr[key]
  return text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '')
}

type Problem = { key: ProductMessageKey; params?: Record<string, string> }

/** A 422 in Laravel's shape: the first problem as the message, every field's problems under `errors`. */
export function productFieldErrors(problems: Record<string, Problem>) {
  const entries = Object.entries(problems)
  const word = (locale: Locale, problem: Problem) => productMessage(locale, problem.key, problem.params)
  return new WordedError(
    422,
    (locale) => word(locale, entries[0]?.[1] as Problem),
    (locale) => ({
      errors: Object.fromEntries(entries.map(([field, problem]) => [field, [word(locale, problem)]])),
    }),
  )
}
