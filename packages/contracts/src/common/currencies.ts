/**
 * The currencies the product knows: the Turkish central bank's quoted list plus the Turkish lira, the
 * same rows as GET /currencies (the server seeds that table from its own data file, and a route test
 * checks that both lists agree). Every currency a user sends must be one of these.
 */
export const CURRENCY_CODES = [
  'TRY',
  'USD',
  'EUR',
  'GBP',
  'CHF',
  'JPY',
  'SAR',
  'AED',
  'QAR',
  'KWD',
  'RUB',
  'CNY',
  'CAD',
  'AUD',
  'DKK',
  'SEK',
  'NOK',
  'BGN',
  'RON',
  'AZN',
  'KRW',
] as const
export type CurrencyCode = (typeof CURRENCY_CODES)[number]

const known: ReadonlySet<string> = new Set(CURRENCY_CODES)
export const isKnownCurrency = (value: string): value is CurrencyCode => known.has(value)
