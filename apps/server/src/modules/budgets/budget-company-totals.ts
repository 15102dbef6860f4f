import { calculateBudget } from '@ajanda/contracts/budget-calc'
import Decimal from 'decimal.js'
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { eventCompanies } from '../event-companies/event-companies.table'
import { createConverter } from '../projects/board-totals'
import { exchangeRates } from '../reference/reference.table'
import { readBudget } from './budget-statement'
import { calcInput } from './budget-view'
import { budgets } from './budgets.table'

/**
 * The stored report totals of a budget (event-side.md section 5, issue 24): the sell total with service
 * fee and the buy total that the budget screen shows (budget-calc over the same record), converted from
 * the budget currency to the company currency. The conversion uses the budget's own rate snapshot
 * (`rates[company currency]` = budget-currency units per unit of the company currency); a snapshot without
 * that rate falls back to the company's latest rates (TRY-based, as the lead board converts), and without
 * those counts 1:1. Rounded half-up to 2 places (numeric(18,2)).
 */
export interface CompanyTotals {
  sell: string
  buy: string
}

const round2 = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)

/** Budget-currency amounts into the company currency, by the rule above. */
export function toCompanyCurrency(
  amounts: { sell: string; buy: string },
  budget: { currency: string; rates: Readonly<Record<string, string>> },
  companyCurrency: string,
  latestRates: ReadonlyMap<string, string> = new Map(),
): CompanyTotals {
  if (budget.currency === companyCurrency)
    return { sell: round2(new Decimal(amounts.sell)), buy: round2(new Decimal(amounts.buy)) }
  const snapshot = budget.rates[companyCurrency]
  if (snapshot && new Decimal(snapshot).greaterThan(0)) {
    const rate = new Decimal(snapshot)
    return {
      sell: round2(new Decimal(amounts.sell).dividedBy(rate)),
      buy: round2(new Decimal(amounts.buy).dividedBy(rate)),
    }
  }
  const convert = createConverter(companyCurrency, latestRates)
  return {
    sell: round2(convert(amounts.sell, budget.currency)),
    buy: round2(convert(amounts.buy, budget.currency)),
  }
}

async function companyCurrencyOf(db: DbOrTx, companyId: number) {
  const [company] = await db
    .select({ currency: eventCompanies.currency })
    .from(eventCompanies)
    .where(eq(eventCompanies.id, companyId))
  return company?.currency ?? 'TRY'
}

async function latestRatesOf(db: DbOrTx, companyId: number): Promise<Map<string, string>> {
  const rows = await db
    .selectDistinctOn([exchangeRates.currency], {
      currency: exchangeRates.currency,
      rate: exchangeRates.rate,
    })
    .from(exchangeRates)
    .where(eq(exchangeRates.event_company_id, companyId))
    .orderBy(asc(exchangeRates.currency), sql`${exchangeRates.rate_date} desc`)
  return new Map(rows.map((row) => [row.currency, String(row.rate)]))
}

/** One budget's totals as the budget screen computes them, in the company currency; null: no such budget. */
export async function computeCompanyTotals(
  db: DbOrTx,
  budgetId: number,
  known?: { currency: string; rates?: Map<string, string> },
): Promise<CompanyTotals | null> {
  const record = await readBudget(db, budgetId)
  if (!record) return null
  const totals = calculateBudget(calcInput(record))
  const currency = known?.currency ?? (await companyCurrencyOf(db, record.event_company_id))
  const needsLatest = record.currency !== currency && !record.rates[currency]
  const latest = needsLatest
    ? (known?.rates ?? (await latestRatesOf(db, record.event_company_id)))
    : undefined
  return toCompanyCurrency(
    { sell: totals.total_sell_with_service_fee, buy: totals.total_buy },
    record,
    currency,
    latest,
  )
}

/**
 * Recomputes and stores a budget's company-currency totals: every budget write calls it in its
 * transaction after its change (the version bump comes first and holds the budget's row lock).
 */
export async function storeCompanyTotals(db: DbOrTx, budgetId: number): Promise<CompanyTotals | null> {
  const totals = await computeCompanyTotals(db, budgetId)
  if (!totals) return null
  await db
    .update(budgets)
    .set({ sell_total_company: totals.sell, buy_total_company: totals.buy })
    .where(eq(budgets.id, budgetId))
  return totals
}

/**
 * Forgets the stored totals of a company's budgets: its currency changed, so every total must be converted
 * again (backfillCompanyTotals does it after the change commits). Until then a report counts no turnover
 * for them rather than amounts in the old currency under the new currency's name.
 */
export async function clearCompanyTotals(db: DbOrTx, companyId: number): Promise<void> {
  await db
    .update(budgets)
    .set({ sell_total_company: null, buy_total_company: null })
    .where(eq(budgets.event_company_id, companyId))
}

/**
 * Fills the totals of budgets that have none (budgets from before migration 0030, inserted by a seed or an
 * import without them, or of a company whose currency changed), in batches of `batchSize` ordered by id,
 * of one company when `companyId` is given; idempotent: a second run finds nothing. Runs once at server
 * start after the migrations, at the end of the demo seed and after a company's currency changes. Answers
 * how many it filled.
 */
export async function backfillCompanyTotals(
  db: DbOrTx,
  batchSize = 200,
  companyId?: number,
): Promise<number> {
  let filled = 0
  let after = 0
  const currencies = new Map<number, { currency: string; rates: Map<string, string> }>()
  for (;;) {
    const batch = await db
      .select({ id: budgets.id, company: budgets.event_company_id })
      .from(budgets)
      .where(
        and(
          isNull(budgets.sell_total_company),
          isNull(budgets.deleted_at),
          gt(budgets.id, after),
          companyId === undefined ? undefined : eq(budgets.event_company_id, companyId),
        ),
      )
      .orderBy(asc(budgets.id))
      .limit(batchSize)
    if (batch.length === 0) return filled
    for (const { id, company } of batch) {
      let known = currencies.get(company)
      if (!known) {
        known = { currency: await companyCurrencyOf(db, company), rates: await latestRatesOf(db, company) }
        currencies.set(company, known)
      }
      const totals = await computeCompanyTotals(db, id, known)
      if (totals)
        await db
          .update(budgets)
          .set({ sell_total_company: totals.sell, buy_total_company: totals.buy })
          .where(
            and(
              eq(budgets.id, id),
              isNull(budgets.sell_total_company),
              // Not when the currency changed since it was read: that change's own run converts it.
              sql`exists (select 1 from ${eventCompanies} where ${eventCompanies.id} = ${company}
                and ${eventCompanies.currency} = ${known.currency})`,
            ),
          )
      filled++
    }
    after = batch[batch.length - 1]?.id ?? after
  }
}
