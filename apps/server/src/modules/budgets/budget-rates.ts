import DecimalBase from 'decimal.js'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { eventCompanies } from '../event-companies/event-companies.table'
import { exchangeRates } from '../reference/reference.table'

const Decimal = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP })
/** The rate table's own precision: a cross rate is kept to as many places. */
const RATE_PLACES = 6

export interface RateSnapshot {
  rates: Record<string, string>
  date: string | null
}

/**
 * The latest rates of the company's table (units of the company currency per unit of each currency)
 * turned into the budget's snapshot: units of the budget currency per unit of each wanted currency. A
 * budget in the company currency takes the table as it is; one in another currency takes cross rates.
 * A currency without a rate is left out (the totals then report it in `missing_rates`).
 */
export async function latestSnapshot(
  db: DbOrTx,
  companyId: number,
  budgetCurrency: string,
  wanted: Iterable<string>,
): Promise<RateSnapshot> {
  const [company] = await db
    .select({ currency: eventCompanies.currency })
    .from(eventCompanies)
    .where(eq(eventCompanies.id, companyId))
  const base = company?.currency ?? 'TRY'
  const rows = await db
    .selectDistinctOn([exchangeRates.currency], {
      currency: exchangeRates.currency,
      rate: exchangeRates.rate,
      date: exchangeRates.rate_date,
    })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.event_company_id, companyId), sql`${exchangeRates.rate} > 0`))
    .orderBy(asc(exchangeRates.currency), desc(exchangeRates.rate_date))
  const inBase = new Map(rows.map((row) => [row.currency, new Decimal(row.rate)]))
  inBase.set(base, new Decimal(1))
  const budgetRate = inBase.get(budgetCurrency)
  const rates: Record<string, string> = {}
  let date: string | null = null
  if (!budgetRate) return { rates, date }
  for (const currency of new Set(wanted)) {
    const rate = inBase.get(currency)
    if (currency === budgetCurrency || !rate) continue
    rates[currency] = rate.dividedBy(budgetRate).toDecimalPlaces(RATE_PLACES).toString()
    const day = rows.find((row) => row.currency === currency)?.date ?? null
    if (day && (!date || day > date)) date = day
  }
  return { rates, date }
}

/** Every currency a budget's figures use besides its own: its list, its lines, fixed taxes, the fee. */
export async function currenciesInUse(db: DbOrTx, budgetId: number): Promise<string[]> {
  const result = await db.execute(sql`
    select currency from (
      select unnest(currencies) as currency from budgets where id = ${budgetId}
      union select service_fee_currency from budgets where id = ${budgetId}
      union select currency_buy from project_budget_items where budget_id = ${budgetId}
      union select currency_sell from project_budget_items where budget_id = ${budgetId}
      union select t->>'currency_code' from project_budget_categories c, jsonb_array_elements(c.taxes) t
        where c.budget_id = ${budgetId} and t->>'price_type' = 'FIXED'
    ) used where currency is not null`)
  return (result as unknown as { rows: { currency: string }[] }).rows.map((row) => row.currency)
}

/** Today in UTC as a calendar day (the day a hand-entered snapshot was taken). */
export const today = () => new Date().toISOString().slice(0, 10)
