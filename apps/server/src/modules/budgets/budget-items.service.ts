import { makeDefault } from '@ajanda/contracts/budget-calc'
import type {
  addBudgetLinesInputSchema,
  BudgetLine,
  BudgetLineInput,
  budgetOrderInputSchema,
  UpdateBudgetLineInput,
} from '@ajanda/contracts/budgets.contract'
import { and, eq, gt, inArray, max, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { FieldErrors, NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import type { BudgetWrite } from './budget-categories.service'
import { storeCompanyTotals } from './budget-company-totals'
import { checkLines, insertLines, lineFromInput, replaceSuppliers } from './budget-content'
import type { BudgetCore } from './budget-core'
import { budgetError, budgetFieldError } from './budget-messages'
import { readBudget } from './budget-statement'
import { linesOf } from './budget-view'
import { projectBudgetCategories, projectBudgetItems } from './budgets.table'

type AddInput = z.infer<typeof addBudgetLinesInputSchema>
type OrderInput = z.infer<typeof budgetOrderInputSchema>
const invalid = { validation: 'invalid_choice' } as const

/** A lines write: what the route publishes, and the lines it answers (computed after the commit). */
export interface LinesWrite extends BudgetWrite {
  lines: BudgetLine[]
}

/**
 * The lines of a budget (staff-app.md "Budget"): one row or a pasted block, edits guarded by the row's
 * version (a stale one answers 409 with the row as it is), the default of an alternative group, and
 * the order of categories and lines.
 */
export function createBudgetItemsService(ctx: AppContext, core: BudgetCore) {
  /** The lines named, computed with their whole categories (alternatives and taxes need them). */
  async function currentLines(budgetId: number, ids: readonly number[]): Promise<BudgetLine[]> {
    if (ids.length === 0) return []
    const rows = await ctx.db
      .selectDistinct({ category: projectBudgetItems.budget_category_id })
      .from(projectBudgetItems)
      .where(and(eq(projectBudgetItems.budget_id, budgetId), inArray(projectBudgetItems.id, ids)))
    const record = await readBudget(
      ctx.db,
      budgetId,
      rows.map((row) => row.category),
    )
    return record ? linesOf(record, new Set(ids)) : []
  }

  async function line(db: DbOrTx, budgetId: number, id: number) {
    const [row] = await db
      .select()
      .from(projectBudgetItems)
      .where(and(eq(projectBudgetItems.budget_id, budgetId), eq(projectBudgetItems.id, id)))
    if (!row) throw new NotFoundError()
    return row
  }

  /**
   * One default per alternative group of a category: where a write left several, the first in order
   * stays (making a line default on purpose goes through `makeDefault`). Answers the ids it cleared.
   */
  async function oneDefaultPerGroup(tx: DbOrTx, categoryId: number, keep?: number): Promise<number[]> {
    const rows = await tx
      .select({
        id: projectBudgetItems.id,
        alt_group: projectBudgetItems.alt_group,
        is_default: projectBudgetItems.is_default,
      })
      .from(projectBudgetItems)
      .where(eq(projectBudgetItems.budget_category_id, categoryId))
      .orderBy(projectBudgetItems.sort_order, projectBudgetItems.id)
    const kept = new Map<string, number>()
    if (keep !== undefined) {
      const chosen = rows.find((row) => row.id === keep)
      if (chosen?.alt_group && chosen.is_default) kept.set(chosen.alt_group, keep)
    }
    const cleared: number[] = []
    for (const row of rows) {
      if (!row.alt_group || !row.is_default) continue
      const holder = kept.get(row.alt_group)
      if (holder === undefined) kept.set(row.alt_group, row.id)
      else if (holder !== row.id) cleared.push(row.id)
    }
    await clearDefaults(tx, cleared)
    return cleared
  }

  async function clearDefaults(tx: DbOrTx, ids: readonly number[]) {
    if (ids.length === 0) return
    await tx
      .update(projectBudgetItems)
      .set({ is_default: false, version: sql`${projectBudgetItems.version} + 1`, updated_at: new Date() })
      .where(inArray(projectBudgetItems.id, [...ids]))
  }

  async function run(
    auth: AuthState,
    code: string,
    work: (tx: DbOrTx, budgetId: number, companyId: number) => Promise<number[]>,
  ): Promise<LinesWrite> {
    const found = await core.access(auth, code, true)
    const { version, touched } = await ctx.db.transaction(async (tx) => {
      const next = await core.bump(tx, found.id)
      const touched = await work(tx, found.id, found.companyId)
      await storeCompanyTotals(tx, found.id)
      return { version: next, touched }
    })
    return { found, version, lines: await currentLines(found.id, touched) }
  }

  return {
    async add(auth: AuthState, code: string, input: AddInput): Promise<LinesWrite> {
      const lines = input.items.map((item) => lineFromInput(item as BudgetLineInput))
      return run(auth, code, async (tx, budgetId, companyId) => {
        const [category] = await tx
          .select({ id: projectBudgetCategories.id })
          .from(projectBudgetCategories)
          .where(
            and(
              eq(projectBudgetCategories.budget_id, budgetId),
              eq(projectBudgetCategories.id, input.budget_category_id),
            ),
          )
        const errors = new FieldErrors()
        if (!category) errors.add('budget_category_id', invalid).throwIfAny()
        let sortFrom: number
        if (input.after_id) {
          const [after] = await tx
            .select({ sort_order: projectBudgetItems.sort_order })
            .from(projectBudgetItems)
            .where(
              and(
                eq(projectBudgetItems.budget_category_id, input.budget_category_id),
                eq(projectBudgetItems.id, input.after_id),
              ),
            )
          if (!after) errors.add('after_id', invalid).throwIfAny()
          sortFrom = (after?.sort_order ?? 0) + 1
          // Room for the block right after the row.
          await tx
            .update(projectBudgetItems)
            .set({ sort_order: sql`${projectBudgetItems.sort_order} + ${lines.length}` })
            .where(
              and(
                eq(projectBudgetItems.budget_category_id, input.budget_category_id),
                gt(projectBudgetItems.sort_order, sortFrom - 1),
              ),
            )
        } else {
          const [last] = await tx
            .select({ value: max(projectBudgetItems.sort_order) })
            .from(projectBudgetItems)
            .where(eq(projectBudgetItems.budget_category_id, input.budget_category_id))
          sortFrom = (last?.value ?? -1) + 1
        }
        await checkLines(tx, companyId, lines, (index) => `items.${index}.`)
        const ids = await insertLines(tx, companyId, budgetId, input.budget_category_id, lines, sortFrom)
        const cleared = await oneDefaultPerGroup(tx, input.budget_category_id)
        return [...ids, ...cleared]
      })
    },

    async update(
      auth: AuthState,
      code: string,
      id: number,
      input: UpdateBudgetLineInput,
    ): Promise<LinesWrite> {
      const { version: expected, supplier_ids, ...fields } = input
      return run(auth, code, async (tx, budgetId, companyId) => {
        const current = await line(tx, budgetId, id)
        if (supplier_ids)
          await checkLines(
            tx,
            companyId,
            [{ ...lineFromInput({ name: current.name }), supplier_ids }],
            () => '',
          )
        if (fields.item_id)
          await checkLines(
            tx,
            companyId,
            [{ ...lineFromInput({ name: current.name }), item_id: fields.item_id }],
            () => '',
          )
        const set = Object.fromEntries(
          Object.entries(fields)
            .filter(([, value]) => value !== undefined)
            .map(([key, value]) => [key, value === '' ? null : value]),
        )
        const updated = await tx
          .update(projectBudgetItems)
          .set({ ...set, version: sql`${projectBudgetItems.version} + 1`, updated_at: new Date() })
          .where(
            and(
              eq(projectBudgetItems.budget_id, budgetId),
              eq(projectBudgetItems.id, id),
              eq(projectBudgetItems.version, expected),
            ),
          )
          .returning({ id: projectBudgetItems.id })
        if (updated.length === 0) throw new StaleLine(id)
        if (supplier_ids)
          await replaceSuppliers(tx, budgetId, [{ itemId: id, supplierIds: [...new Set(supplier_ids)] }])
        // The written line takes its group's default only when the write makes it default: a default
        // line that joins a group (a new line is default) leaves the group's default where it was.
        const cleared = await oneDefaultPerGroup(
          tx,
          current.budget_category_id,
          fields.is_default === true ? id : undefined,
        )
        return [id, ...cleared]
      }).catch(async (error) => {
        if (!(error instanceof StaleLine)) throw error
        const found = await core.access(auth, code, false)
        const [now] = await currentLines(found.id, [id])
        throw budgetError(409, 'item_conflict', { data: now })
      })
    },

    async remove(auth: AuthState, code: string, id: number): Promise<LinesWrite> {
      return run(auth, code, async (tx, budgetId) => {
        await line(tx, budgetId, id)
        await tx
          .delete(projectBudgetItems)
          .where(and(eq(projectBudgetItems.budget_id, budgetId), eq(projectBudgetItems.id, id)))
        return []
      })
    },

    /** staff-app.md: making one line of an alternative group default clears the others of the group. */
    async makeDefault(auth: AuthState, code: string, id: number): Promise<LinesWrite> {
      return run(auth, code, async (tx, budgetId) => {
        const chosen = await line(tx, budgetId, id)
        const rows = await tx
          .select({
            id: projectBudgetItems.id,
            alt_group: projectBudgetItems.alt_group,
            is_default: projectBudgetItems.is_default,
          })
          .from(projectBudgetItems)
          .where(eq(projectBudgetItems.budget_category_id, chosen.budget_category_id))
        const after = makeDefault(rows, id)
        const changed = after.filter((row, index) => row.is_default !== rows[index]?.is_default)
        for (const row of changed)
          await tx
            .update(projectBudgetItems)
            .set({
              is_default: row.is_default,
              version: sql`${projectBudgetItems.version} + 1`,
              updated_at: new Date(),
            })
            .where(eq(projectBudgetItems.id, row.id))
        return [id, ...changed.map((row) => row.id).filter((other) => other !== id)]
      })
    },

    /** Every category in order with its lines in order; lines may change category. */
    async order(auth: AuthState, code: string, input: OrderInput): Promise<BudgetWrite> {
      const written = await run(auth, code, async (tx, budgetId) => {
        const [categories, items] = await Promise.all([
          tx
            .select({ id: projectBudgetCategories.id })
            .from(projectBudgetCategories)
            .where(eq(projectBudgetCategories.budget_id, budgetId)),
          tx
            .select({ id: projectBudgetItems.id })
            .from(projectBudgetItems)
            .where(eq(projectBudgetItems.budget_id, budgetId)),
        ])
        const namedCategories = input.categories.map((category) => category.id)
        const namedItems = input.categories.flatMap((category) => category.items)
        if (
          !sameSet(
            namedCategories,
            categories.map((row) => row.id),
          ) ||
          !sameSet(
            namedItems,
            items.map((row) => row.id),
          )
        )
          throw budgetFieldError('categories', 'order_mismatch')
        const itemIds = input.categories.flatMap((category) => category.items)
        const owners = input.categories.flatMap((category) => category.items.map(() => category.id))
        const positions = input.categories.flatMap((category) => category.items.map((_, index) => index))
        await tx.execute(sql`update project_budget_categories c set sort_order = v.ord
          from (select unnest(${`{${namedCategories.join(',')}}`}::bigint[]) as id,
            generate_series(0, ${namedCategories.length - 1}) as ord) v
          where c.id = v.id and c.budget_id = ${budgetId}`)
        if (itemIds.length > 0)
          await tx.execute(sql`update project_budget_items i
            set sort_order = v.ord, budget_category_id = v.cat,
              version = i.version + (i.budget_category_id <> v.cat)::int
            from (select unnest(${`{${itemIds.join(',')}}`}::bigint[]) as id,
              unnest(${`{${owners.join(',')}}`}::bigint[]) as cat,
              unnest(${`{${positions.join(',')}}`}::int[]) as ord) v
            where i.id = v.id and i.budget_id = ${budgetId}`)
        return []
      })
      return { found: written.found, version: written.version }
    },
  }
}

class StaleLine extends Error {
  constructor(readonly id: number) {
    super('stale budget line')
  }
}

function sameSet(named: readonly number[], actual: readonly number[]): boolean {
  if (named.length !== actual.length) return false
  const set = new Set(named)
  return set.size === named.length && actual.every((id) => set.has(id))
}
