import type { BudgetDetail, BudgetLine } from '@ajanda/contracts/budgets.contract'
import type { EditorCategory } from './budget-rows'

/** A line as GET /budget/{code} answers it; override what a test is about. */
export function makeLine(id: number, overrides: Partial<BudgetLine> = {}): BudgetLine {
  return {
    id,
    budget_category_id: 1,
    item_id: null,
    name: `Satır ${id}`,
    name_en: null,
    product_type: null,
    quantity: '1',
    quantity_unit: 'PEOPLE',
    unit_count: '1',
    count_unit: 'TIMES',
    suppliers: [],
    price_buy: '0',
    currency_buy: 'TRY',
    price_sell: '0',
    currency_sell: 'TRY',
    alt_group: null,
    is_default: true,
    sort_order: id,
    notes: null,
    client_selected: false,
    client_comment: null,
    version: 1,
    updated_at: '2026-03-01T10:00:00Z',
    total_buy: '0',
    total_sell: '0',
    taxes: '0',
    profit: '0',
    counted: true,
    ...overrides,
  }
}

export function makeCategory(id: number, items: BudgetLine[], overrides: Partial<EditorCategory> = {}) {
  return {
    id,
    category_id: null,
    name: `Kategori ${id}`,
    name_en: null,
    sort_order: id,
    info: { name: `Kategori ${id}`, vat_rate: '0.2', taxes: [] },
    items: items.map((item) => ({ ...item, budget_category_id: id })),
    total_buy: '0',
    total_sell: '0',
    ...overrides,
  }
}

export function makeDetail(
  categories: ReturnType<typeof makeCategory>[],
  overrides: Partial<BudgetDetail> = {},
) {
  const detail: BudgetDetail = {
    code: 'B1',
    name: 'Ana Bütçe',
    currency: 'TRY',
    currencies: ['EUR'],
    rates: { EUR: '35' },
    rates_date: '2026-03-01',
    service_fee: { type: 'PERCENTAGE', amount: '0.1', currency: 'TRY' },
    service_fee_vat_rate: '0.2',
    version: 1,
    project: { code: 'P1', name: 'Kongre', client_name: 'Acme' },
    categories,
    total: {
      total_buy: '0',
      total_sell: '0',
      taxes: '0',
      service_fee: '0',
      total_sell_with_service_fee: '0',
      total_with_taxes: '0',
      profit: '0',
      vat: '0',
      missing_rates: [],
    },
    current_profit_ratio: '0',
    review: { status: 'NONE', code: null, comment: null, decided_at: null, shared_at: null },
    can_edit: true,
    updated_at: '2026-03-01T10:00:00Z',
    ...overrides,
  }
  return detail
}

/** The benchmark's budget: `categories` categories sharing `items` lines, a mix of currencies and groups. */
export function makeLargeDetail(categories = 40, items = 2000): BudgetDetail {
  const perCategory = Math.ceil(items / categories)
  const blocks = []
  let id = 1
  for (let c = 1; c <= categories; c += 1) {
    const lines: BudgetLine[] = []
    for (let i = 0; i < perCategory && id <= items; i += 1, id += 1) {
      const grouped = i % 5 === 0 || i % 5 === 1
      lines.push(
        makeLine(id, {
          quantity: String(1 + (i % 7)),
          unit_count: String(1 + (i % 3)),
          price_buy: `${100 + i}.25`,
          price_sell: `${130 + i}.75`,
          currency_buy: i % 4 === 0 ? 'EUR' : 'TRY',
          currency_sell: i % 4 === 0 ? 'EUR' : 'TRY',
          alt_group: grouped ? `G${Math.floor(i / 5)}` : null,
          is_default: !grouped || i % 5 === 0,
        }),
      )
    }
    blocks.push(
      makeCategory(c, lines, {
        info: {
          name: `Kategori ${c}`,
          vat_rate: '0.2',
          taxes: [
            {
              name: 'Konaklama vergisi',
              price_type: 'PERCENTAGE',
              currency_code: null,
              price: '0.02',
              vat_rate: '0',
            },
          ],
        },
      }),
    )
  }
  return makeDetail(blocks)
}
