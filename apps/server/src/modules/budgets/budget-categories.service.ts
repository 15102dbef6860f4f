import type { BudgetCategoryInput } from '@ajanda/contracts/budgets.contract'
import { canonicalDecimal } from '@ajanda/contracts/common/decimal'
import { and, asc, eq, max } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { FieldErrors, NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { budgetCategories, budgetCategoryTaxes } from '../definitions/definitions.table'
import { storeCompanyTotals } from './budget-company-totals'
import { insertCategories } from './budget-content'
import type { BudgetAccess, BudgetCore } from './budget-core'
import {
  budgetTemplates,
  projectBudgetCategories,
  type StoredTax,
  type TemplateCategory,
} from './budgets.table'

const invalid = { validation: 'invalid_choice' } as const

/** The result of a budget write: what the route publishes and answers. */
export interface BudgetWrite {
  found: BudgetAccess
  version: number
}

/**
 * A budget's categories: added from a definition (its name, VAT rate and tax rows copied), from a
 * CATEGORY template (with its lines) or by name; renamed; deleted with their lines.
 */
export function createBudgetCategoriesService(ctx: AppContext, core: BudgetCore) {
  async function definition(db: DbOrTx, companyId: number, id: number): Promise<TemplateCategory | null> {
    const [row] = await db
      .select()
      .from(budgetCategories)
      .where(and(eq(budgetCategories.event_company_id, companyId), eq(budgetCategories.id, id)))
    if (!row) return null
    const taxes = await db
      .select()
      .from(budgetCategoryTaxes)
      .where(eq(budgetCategoryTaxes.budget_category_id, id))
      .orderBy(asc(budgetCategoryTaxes.sort_order), asc(budgetCategoryTaxes.id))
    return {
      category_id: row.id,
      name: row.name,
      name_en: row.name_en,
      vat_rate: canonicalDecimal(row.vat_rate),
      taxes: taxes.map(
        (tax): StoredTax => ({
          name: tax.name,
          price_type: tax.price_type === 'FIXED' ? 'FIXED' : 'PERCENTAGE',
          currency_code: tax.currency_code,
          price: canonicalDecimal(tax.price),
          vat_rate: canonicalDecimal(tax.vat_rate),
        }),
      ),
      items: [],
    }
  }

  async function template(db: DbOrTx, companyId: number, id: number) {
    const [row] = await db
      .select({ content: budgetTemplates.content })
      .from(budgetTemplates)
      .where(
        and(
          eq(budgetTemplates.event_company_id, companyId),
          eq(budgetTemplates.id, id),
          eq(budgetTemplates.kind, 'CATEGORY'),
        ),
      )
    return row?.content.categories ?? null
  }

  /** What the input adds: the template's categories, or one category. */
  async function wanted(companyId: number, input: BudgetCategoryInput): Promise<TemplateCategory[]> {
    const errors = new FieldErrors()
    if (input.template_id) {
      const categories = await template(ctx.db, companyId, input.template_id)
      if (!categories) errors.add('template_id', invalid).throwIfAny()
      return categories ?? []
    }
    const base = input.category_id ? await definition(ctx.db, companyId, input.category_id) : null
    if (input.category_id && !base) errors.add('category_id', invalid).throwIfAny()
    return [
      {
        category_id: base?.category_id ?? null,
        name: input.name || base?.name || '',
        name_en: input.name_en || base?.name_en || null,
        vat_rate: input.vat_rate ?? base?.vat_rate ?? '0',
        taxes: base?.taxes ?? [],
        items: [],
      },
    ]
  }

  async function own(db: DbOrTx, budgetId: number, id: number) {
    const [row] = await db
      .select({ id: projectBudgetCategories.id })
      .from(projectBudgetCategories)
      .where(and(eq(projectBudgetCategories.budget_id, budgetId), eq(projectBudgetCategories.id, id)))
    if (!row) throw new NotFoundError()
  }

  async function write(found: BudgetAccess, work: (tx: DbOrTx) => Promise<void>): Promise<BudgetWrite> {
    const version = await ctx.db.transaction(async (tx) => {
      const next = await core.bump(tx, found.id)
      await work(tx)
      await storeCompanyTotals(tx, found.id)
      return next
    })
    return { found, version }
  }

  return {
    async add(auth: AuthState, code: string, input: BudgetCategoryInput): Promise<BudgetWrite> {
      const found = await core.access(auth, code, true)
      const categories = await wanted(found.companyId, input)
      return write(found, async (tx) => {
        const [last] = await tx
          .select({ value: max(projectBudgetCategories.sort_order) })
          .from(projectBudgetCategories)
          .where(eq(projectBudgetCategories.budget_id, found.id))
        await insertCategories(tx, found.companyId, found.id, categories, (last?.value ?? -1) + 1)
      })
    },

    async update(
      auth: AuthState,
      code: string,
      id: number,
      input: BudgetCategoryInput,
    ): Promise<BudgetWrite> {
      const found = await core.access(auth, code, true)
      await own(ctx.db, found.id, id)
      return write(found, async (tx) => {
        await tx
          .update(projectBudgetCategories)
          .set({
            ...(input.name ? { name: input.name } : {}),
            name_en: input.name_en || null,
            ...(input.vat_rate ? { vat_rate: input.vat_rate } : {}),
            updated_at: new Date(),
          })
          .where(and(eq(projectBudgetCategories.budget_id, found.id), eq(projectBudgetCategories.id, id)))
      })
    },

    /** Its lines go with it (they cascade). */
    async remove(auth: AuthState, code: string, id: number): Promise<BudgetWrite> {
      const found = await core.access(auth, code, true)
      await own(ctx.db, found.id, id)
      return write(found, async (tx) => {
        await tx
          .delete(projectBudgetCategories)
          .where(and(eq(projectBudgetCategories.budget_id, found.id), eq(projectBudgetCategories.id, id)))
      })
    },
  }
}
