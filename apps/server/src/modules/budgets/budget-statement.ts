import type { ReviewStatus } from '@ajanda/contracts/budgets.contract'
import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { executePrepared } from '../../platform/prepared-query'
import type { StoredTax } from './budgets.table'

/** A budget as the statement returns it: its columns, categories, lines and their suppliers. */
export interface BudgetRecord {
  id: number
  event_company_id: number
  code: string
  name: string
  currency: string
  currencies: string[]
  rates: Record<string, string>
  rates_date: string | null
  service_fee_type: 'PERCENTAGE' | 'FIXED' | null
  service_fee_amount: string | null
  service_fee_currency: string | null
  service_fee_vat_rate: string
  version: number
  review_code: string | null
  review_status: ReviewStatus
  review_comment: string | null
  review_decided_at: string | null
  review_shared_at: string | null
  created_by: { id: number; full_name: string } | null
  created_at: string
  updated_at: string
  project: { code: string; name: string; client_name: string | null }
  categories: CategoryRecord[]
  items: ItemRecord[]
  /** [item id, supplier id, supplier name], in each line's order. */
  suppliers: [number, number, string][]
}

export interface CategoryRecord {
  id: number
  category_id: number | null
  name: string
  name_en: string | null
  vat_rate: string
  taxes: StoredTax[]
  sort_order: number
}

export interface ItemRecord {
  id: number
  budget_category_id: number
  item_id: number | null
  name: string
  name_en: string | null
  product_type: string | null
  quantity: string
  quantity_unit: string
  unit_count: string
  count_unit: string
  price_buy: string
  currency_buy: string
  price_sell: string
  currency_sell: string
  alt_group: string | null
  is_default: boolean
  sort_order: number
  notes: string | null
  client_selected: boolean
  client_comment: string | null
  version: number
  updated_at: string
}

/** A moment as JavaScript's toISOString writes it (UTC, milliseconds, Z). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
/** numeric(18,4) without its trailing zeros: '12.5000' → '12.5', as the contract's decimals read. */
const dec = (column: string) => `trim_scale(${column})::text`

const ITEM_JSON = `json_build_object('id', i.id, 'budget_category_id', i.budget_category_id,
  'item_id', i.item_id, 'name', i.name, 'name_en', i.name_en, 'product_type', i.product_type,
  'quantity', ${dec('i.quantity')}, 'quantity_unit', i.quantity_unit, 'unit_count', ${dec('i.unit_count')},
  'count_unit', i.count_unit, 'price_buy', ${dec('i.price_buy')}, 'currency_buy', i.currency_buy,
  'price_sell', ${dec('i.price_sell')}, 'currency_sell', i.currency_sell, 'alt_group', i.alt_group,
  'is_default', i.is_default, 'sort_order', i.sort_order, 'notes', i.notes,
  'client_selected', i.client_selected, 'client_comment', i.client_comment, 'version', i.version,
  'updated_at', ${iso('i.updated_at')})`

/**
 * One budget, or only some of its categories (the lines a write answers need their whole category for
 * alternatives and taxes), as one JSON value built by the database: one round trip for 2,000 lines.
 */
function budgetJson(categoryIds: readonly number[] | null): SQL {
  const list =
    categoryIds &&
    (categoryIds.length === 0
      ? sql`null`
      : sql.join(
          categoryIds.map((id) => sql`${id}`),
          sql`, `,
        ))
  const only = (column: string) => (list ? sql` and ${sql.raw(column)} in (${list})` : sql``)
  return sql`json_build_object(
  'id', b.id, 'event_company_id', b.event_company_id, 'code', b.code, 'name', b.name,
  'currency', b.currency, 'currencies', b.currencies, 'rates', b.rates, 'rates_date', b.rates_date,
  'service_fee_type', b.service_fee_type, 'service_fee_amount', ${sql.raw(dec('b.service_fee_amount'))},
  'service_fee_currency', b.service_fee_currency,
  'service_fee_vat_rate', (select ${sql.raw(dec('ec.service_fee_vat_rate'))} from event_companies ec
    where ec.id = b.event_company_id),
  'version', b.version, 'review_code', b.review_code, 'review_status', b.review_status,
  'review_comment', b.review_comment, 'review_decided_at', ${sql.raw(iso('b.review_decided_at'))},
  'review_shared_at', ${sql.raw(iso('b.review_shared_at'))},
  'created_by', (select json_build_object('id', u.id, 'full_name', u.full_name) from users u
    where u.id = b.created_by),
  'created_at', ${sql.raw(iso('b.created_at'))}, 'updated_at', ${sql.raw(iso('b.updated_at'))},
  'project', json_build_object('code', p.code, 'name', p.name,
    'client_name', (select c.name from clients c where c.id = p.client_id)),
  'categories', coalesce((select json_agg(json_build_object('id', c.id, 'category_id', c.category_id,
    'name', c.name, 'name_en', c.name_en, 'vat_rate', ${sql.raw(dec('c.vat_rate'))}, 'taxes', c.taxes,
    'sort_order', c.sort_order) order by c.sort_order, c.id)
    from project_budget_categories c where c.budget_id = b.id${only('c.id')}), '[]'::json),
  'items', coalesce((select json_agg(${sql.raw(ITEM_JSON)} order by i.sort_order, i.id)
    from project_budget_items i where i.budget_id = b.id${only('i.budget_category_id')}), '[]'::json),
  'suppliers', coalesce((select json_agg(json_build_array(s.item_id, s.supplier_id, sp.name)
    order by s.item_id, s.position)
    from project_budget_item_suppliers s join project_budget_items i on i.id = s.item_id
    join suppliers sp on sp.id = s.supplier_id
    where s.budget_id = b.id${only('i.budget_category_id')}), '[]'::json))`
}

/**
 * The budget with every category and line, or only the named categories (null when it does not exist).
 * A prepared statement on PostgreSQL: planning this cost more than running it for a small budget.
 */
export async function readBudget(
  db: DbOrTx,
  budgetId: number,
  categoryIds: readonly number[] | null = null,
): Promise<BudgetRecord | null> {
  const [row] = await executePrepared<{ budget: BudgetRecord }>(
    db,
    sql`select ${budgetJson(categoryIds)} as budget from budgets b join projects p on p.id = b.project_id
      where b.id = ${budgetId}`,
  )
  return row?.budget ?? null
}
