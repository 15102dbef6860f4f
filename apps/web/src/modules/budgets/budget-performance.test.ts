import { calculateBudget } from '@ajanda/contracts/budget-calc'
import { describe, expect, it } from 'vitest'
import { type EditorCategory, flattenRows } from './budget-rows'
import { makeLargeDetail } from './budget-test-data'
import { computeTotals } from './budget-totals'
import { patchLine } from './editor-state'

function timed(runs: number, body: () => void): { best: number; median: number } {
  const times: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now()
    body()
    times.push(performance.now() - started)
  }
  const sorted = [...times].sort((a, b) => a - b)
  return { best: sorted[0] as number, median: sorted[Math.floor(runs / 2)] as number }
}

describe('the editor on the benchmark budget (2,000 lines in 40 categories)', () => {
  const detail = makeLargeDetail(40, 2000)

  it('recomputes every total and flattens the rows well under 50 ms', () => {
    computeTotals(detail, detail.categories) // warm the JIT as a running editor would be
    const { best, median } = timed(9, () => {
      // New category objects: nothing kept, every line computed.
      const { totals } = computeTotals(
        detail,
        detail.categories.map((category) => ({ ...category })),
      )
      const rows = flattenRows(detail.categories)
      expect(rows).toHaveLength(2040)
      expect(totals.missing_rates).toEqual([])
    })
    console.info(
      `every total + flattenRows, 2,000 items: best ${best.toFixed(1)} ms, median ${median.toFixed(1)} ms`,
    )
    // The best run is the code's own cost; the others include whatever else the shared cores run.
    expect(best).toBeLessThan(50)
  })

  it('recomputes only the category of a changed line, with the same totals as a full calculation', () => {
    let categories: EditorCategory[] = detail.categories.map((category) => ({ ...category }))
    computeTotals(detail, categories)
    const line = categories[7]?.items[3]
    if (!line) throw new Error('no line')
    let price = 100
    const { best, median } = timed(9, () => {
      price += 1
      categories = patchLine(categories, line.id, { price_sell: String(price) })
      computeTotals(detail, categories)
    })
    console.info(`one price changed, 2,000 items: best ${best.toFixed(1)} ms, median ${median.toFixed(1)} ms`)
    const { categories: _categories, ...incremental } = computeTotals(detail, categories).totals
    const { categories: _all, ...full } = calculateBudget({
      currency: detail.currency,
      rates: detail.rates,
      service_fee: detail.service_fee
        ? { ...detail.service_fee, vat_rate: detail.service_fee_vat_rate }
        : null,
      categories: categories.map((category) => ({
        id: category.id,
        vat_rate: category.info.vat_rate,
        taxes: category.info.taxes.map((tax) => ({
          ...tax,
          currency_code: tax.currency_code ?? detail.currency,
        })),
        items: category.items,
      })),
    })
    expect(incremental).toEqual(full)
    expect(best).toBeLessThan(10)
  })
})
