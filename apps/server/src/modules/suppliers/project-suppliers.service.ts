import {
  type CalcItem,
  calculateCategory,
  countedItems,
  roundForDisplay,
} from '@ajanda/contracts/budget-calc'
import type { CurrencyAmount, ProjectSupplier } from '@ajanda/contracts/project-suppliers.contract'
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { invoices } from '../accounting/accounting.table'
import { budgets, projectBudgetItemSuppliers, projectBudgetItems } from '../budgets/budgets.table'
import { loadViewer, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'
import { createSuppliersRepository } from './suppliers.repository'
import { suppliers } from './suppliers.table'

interface BuyLine {
  id: number
  category_id: number
  quantity: string
  unit_count: string
  price_buy: string
  currency_buy: string
  alt_group: string | null
  is_default: boolean
}

/** A line as the budget calculation takes it; only the buy side matters here. */
const calcItem = (line: BuyLine): CalcItem => ({ ...line, price_sell: '0', currency_sell: line.currency_buy })

/**
 * Several lines in one currency summed by the budget calculation itself: a category of those lines with
 * no group, tax or VAT, whose budget currency is theirs, so nothing is converted and `total_buy` is the
 * exact sum of quantity × unit count × buy price (budget-calc.ts).
 */
function buyTotal(currency: string, lines: readonly BuyLine[]): string {
  const { totals } = calculateCategory(
    { currency, rates: {} },
    {
      id: 0,
      vat_rate: '0',
      taxes: [],
      items: lines.map((line) => ({ ...calcItem(line), alt_group: null, is_default: true })),
    },
  )
  return roundForDisplay(totals.total_buy)
}

const byCurrency = (entries: Map<string, string>): CurrencyAmount[] =>
  [...entries].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount }))

/**
 * GET /project/{code}/suppliers: the suppliers of a project's budgets and purchase invoices, with their
 * buy and invoice totals per currency (project-suppliers.contract.ts). Whoever sees the project may.
 */
export function createProjectSuppliersService(ctx: AppContext) {
  async function projectId(auth: AuthState, code: string) {
    const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
    const [project] = await ctx.db
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(
          eq(projects.event_company_id, viewer.companyId),
          eq(projects.code, code),
          visibleProjects(viewer.visibility),
        ),
      )
      .limit(1)
    if (!project) throw new NotFoundError()
    return { companyId: viewer.companyId, id: project.id }
  }

  /** Each supplier's counted lines; the alternative rule needs every line of a category, linked or not. */
  async function budgetLines(project: number) {
    const lines = await ctx.db
      .select({
        id: projectBudgetItems.id,
        category_id: projectBudgetItems.budget_category_id,
        quantity: projectBudgetItems.quantity,
        unit_count: projectBudgetItems.unit_count,
        price_buy: projectBudgetItems.price_buy,
        currency_buy: projectBudgetItems.currency_buy,
        alt_group: projectBudgetItems.alt_group,
        is_default: projectBudgetItems.is_default,
      })
      .from(projectBudgetItems)
      .innerJoin(budgets, eq(budgets.id, projectBudgetItems.budget_id))
      .where(and(eq(budgets.project_id, project), isNull(budgets.deleted_at)))
    const links = await ctx.db
      .select({
        item_id: projectBudgetItemSuppliers.item_id,
        supplier_id: projectBudgetItemSuppliers.supplier_id,
      })
      .from(projectBudgetItemSuppliers)
      .innerJoin(budgets, eq(budgets.id, projectBudgetItemSuppliers.budget_id))
      .where(and(eq(budgets.project_id, project), isNull(budgets.deleted_at)))

    const categories = new Map<number, BuyLine[]>()
    for (const line of lines)
      categories.set(line.category_id, [...(categories.get(line.category_id) ?? []), line])
    const counted = new Set<number>()
    for (const items of categories.values())
      for (const id of countedItems(items.map(calcItem))) counted.add(Number(id))
    const byId = new Map(lines.map((line) => [line.id, line]))

    const perSupplier = new Map<number, BuyLine[]>()
    for (const link of links) {
      const line = byId.get(link.item_id)
      if (!line || !counted.has(line.id)) continue
      perSupplier.set(link.supplier_id, [...(perSupplier.get(link.supplier_id) ?? []), line])
    }
    return perSupplier
  }

  async function invoiceTotals(companyId: number, project: number) {
    const rows = await ctx.db
      .select({
        supplier_id: invoices.supplier_id,
        currency: invoices.currency,
        total: sql<string>`sum(${invoices.total})::text`,
        count: count(),
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.event_company_id, companyId),
          eq(invoices.project_id, project),
          eq(invoices.kind, 'PURCHASE'),
        ),
      )
      .groupBy(invoices.supplier_id, invoices.currency)
    const perSupplier = new Map<number, { count: number; totals: Map<string, string> }>()
    for (const row of rows) {
      if (row.supplier_id === null) continue
      const entry = perSupplier.get(row.supplier_id) ?? { count: 0, totals: new Map<string, string>() }
      entry.count += row.count
      entry.totals.set(row.currency, roundForDisplay(row.total))
      perSupplier.set(row.supplier_id, entry)
    }
    return perSupplier
  }

  return {
    async list(auth: AuthState, code: string): Promise<ProjectSupplier[]> {
      const project = await projectId(auth, code)
      const [lines, invoiced] = await Promise.all([
        budgetLines(project.id),
        invoiceTotals(project.companyId, project.id),
      ])
      const ids = [...new Set([...lines.keys(), ...invoiced.keys()])]
      if (ids.length === 0) return []
      const rows = await ctx.db
        .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name })
        .from(suppliers)
        .where(and(eq(suppliers.event_company_id, project.companyId), inArray(suppliers.id, ids)))
        .orderBy(asc(suppliers.name_search), asc(suppliers.id))
      const categories = await createSuppliersRepository(ctx.db).categoriesOf(rows.map((row) => row.id))
      return rows.map((row) => {
        const own = lines.get(row.id) ?? []
        const currencies = new Map<string, BuyLine[]>()
        for (const line of own)
          currencies.set(line.currency_buy, [...(currencies.get(line.currency_buy) ?? []), line])
        const buy = new Map([...currencies].map(([currency, group]) => [currency, buyTotal(currency, group)]))
        const invoice = invoiced.get(row.id)
        return {
          id: row.id,
          code: row.code,
          name: row.name,
          categories: categories.get(row.id) ?? [],
          budget_line_count: own.length,
          buy_totals: byCurrency(buy),
          invoice_count: invoice?.count ?? 0,
          invoice_totals: byCurrency(invoice?.totals ?? new Map()),
        }
      })
    },
  }
}
