import { percentForDisplay, roundForDisplay } from '@ajanda/contracts/budget-calc'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import Decimal from 'decimal.js'
import type { ExportLang } from './export-labels'

/*
 * Texts of the PDF (and the few texts of the sheet) are built from the exact decimal strings by hand,
 * never through a float, so a printed amount is always the rounded exact amount.
 */

const SEPARATORS: Record<ExportLang, { group: string; decimal: string }> = {
  tr: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
}

/** Symbols English readers know in front of an amount; others are written with their code. */
const EN_SYMBOLS: Record<string, string> = { TRY: '₺', EUR: '€', USD: '$', GBP: '£' }

/** A plain decimal text ('-1234.5') with the language's separators ('-1.234,5'). */
function localize(plain: string, lang: ExportLang): string {
  const { group, decimal } = SEPARATORS[lang]
  const negative = plain.startsWith('-')
  const [whole = '0', fraction] = (negative ? plain.slice(1) : plain).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  const sign = negative && /[1-9]/.test(plain) ? '-' : ''
  return `${sign}${grouped}${fraction === undefined ? '' : decimal + fraction}`
}

/** An amount with 2 decimals, half-up: '1234.565' → '1.234,57' (tr) or '1,234.57' (en). */
export function formatAmount(amount: string, lang: ExportLang): string {
  return localize(roundForDisplay(amount, 2), lang)
}

/** '1.234,56 ₺' and '1.234,56 EUR' in Turkish; '₺1,234.56', '€1,234.56' and 'CHF 1,234.56' in English. */
export function formatMoney(amount: string, currency: string, lang: ExportLang): string {
  const number = formatAmount(amount, lang)
  if (lang === 'tr') return `${number} ${currency === 'TRY' ? '₺' : currency}`
  const symbol = EN_SYMBOLS[currency]
  if (!symbol) return `${currency} ${number}`
  return number.startsWith('-') ? `-${symbol}${number.slice(1)}` : `${symbol}${number}`
}

/** A count as typed, without trailing zeros: '2.50' → '2,5' (tr). */
export function formatCount(value: string, lang: ExportLang): string {
  let plain: string
  try {
    plain = new Decimal(value).toFixed()
  } catch {
    plain = '0'
  }
  return localize(plain, lang)
}

/** A fraction as a percent: '0.125' → '%12,50' (tr) or '12.50%' (en). */
export function formatPercent(fraction: string, lang: ExportLang): string {
  const percent = localize(percentForDisplay(fraction), lang)
  return lang === 'tr' ? `%${percent}` : `${percent}%`
}

/**
 * A fraction rounded as formatPercent rounds it ('0.333694' → 0.33369): what the sheet's percent cell
 * holds, so the sheet and the PDF show the same figure with the same decimals.
 */
export function percentCellValue(fraction: string): number {
  try {
    return new Decimal(percentForDisplay(fraction)).div(100).toNumber()
  } catch {
    return 0
  }
}

/** The exact difference of two decimal strings (a category's profit). */
export function subtract(minuend: string, subtrahend: string): string {
  return new Decimal(minuend || '0').minus(new Decimal(subtrahend || '0')).toString()
}

/** "02 Mart 2026" / "02 March 2026" in the company's time zone (falls back to UTC for an unknown zone). */
export function formatDate(isoMoment: string, timeZone: string, lang: ExportLang): string {
  const moment = new Date(isoMoment)
  if (Number.isNaN(moment.getTime())) return ''
  const options: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'long', year: 'numeric' }
  const locale = lang === 'tr' ? 'tr-TR' : 'en-GB'
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(moment)
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(moment)
  }
}

/**
 * "yaz-kongresi-2026-tr.xlsx": ASCII only (Turkish letters folded), so it is safe as a Content-Disposition
 * filename without encoding; the internal export says so in its name so it is not sent out by mistake.
 */
export function exportFileName(
  budgetName: string,
  lang: ExportLang,
  internalPart: string | null,
  extension: 'xlsx' | 'pdf',
): string {
  const slug =
    foldTurkish(budgetName)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || (lang === 'tr' ? 'butce' : 'budget')
  return `${[slug, internalPart, lang].filter(Boolean).join('-')}.${extension}`
}
