import type {
  PricingPeriod,
  Product,
  pricingPeriodInputSchema,
  productInputSchema,
} from '@ajanda/contracts/products.contract'
import { overlapping } from '@ajanda/contracts/registration-fee'
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import type { Tx } from '../../platform/db'
import { ForbiddenError, NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { forgetLedger } from '../fees/ledger-cache'
import { loadViewer, mayEdit, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'
import { isProjectBudgetItem, periodsOf, productsOf, toPeriod } from './products.repository'
import { projectPricingPeriods, projectProductPrices, projectProducts } from './products.table'
import { productFieldErrors } from './products-messages'

type PeriodInput = z.output<typeof pricingPeriodInputSchema>
type ProductInput = z.output<typeof productInputSchema>

/**
 * A project's pricing periods and products. Whoever sees the project reads them; whoever may edit the
 * project (project-access.ts `mayEdit`) writes them. Another company's or an unseen project is 404.
 * Every write locks the project's row first, so two periods saved at once cannot both pass the overlap
 * check.
 */
export function createProductsService(ctx: AppContext) {
  async function projectOf(auth: AuthState, code: string, write: boolean) {
    const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
    const [project] = await ctx.db
      .select({ id: projects.id, responsible_id: projects.responsible_id, created_by: projects.created_by })
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
    if (write && !mayEdit(viewer, project)) throw new ForbiddenError()
    return { companyId: viewer.companyId, projectId: project.id }
  }

  async function locked<T>(projectId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
    const done = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${projects} where ${projects.id} = ${projectId} for update`)
      return work(tx)
    })
    // Prices and periods are what the fees are computed from.
    forgetLedger(ctx, projectId)
    return done
  }

  async function checkPeriod(tx: Tx, projectId: number, input: PeriodInput, ownId?: number) {
    if (input.ends_on < input.starts_on) throw productFieldErrors({ ends_on: { key: 'ends_before_start' } })
    const others = (await periodsOf(tx, projectId)).filter((period) => period.id !== ownId)
    const candidate = { id: 0, starts_on: input.starts_on, ends_on: input.ends_on, name: '' }
    const clash = overlapping([candidate, ...others])[0]
    if (clash)
      throw productFieldErrors({ starts_on: { key: 'periods_overlap', params: { other: clash[1].name } } })
  }

  async function periodRow(tx: Tx, projectId: number, id: number) {
    const [row] = await tx
      .select({ id: projectPricingPeriods.id })
      .from(projectPricingPeriods)
      .where(and(eq(projectPricingPeriods.id, id), eq(projectPricingPeriods.project_id, projectId)))
    if (!row) throw new NotFoundError()
  }

  async function checkProduct(tx: Tx, projectId: number, input: ProductInput) {
    const problems: Parameters<typeof productFieldErrors>[0] = {}
    if (input.budget_item_id && !(await isProjectBudgetItem(tx, projectId, input.budget_item_id)))
      problems.budget_item_id = { key: 'budget_item_unknown' }
    const periodIds = new Set((await periodsOf(tx, projectId)).map((period) => period.id))
    const seen = new Set<number>()
    input.prices.forEach((price, index) => {
      const field = `prices.${index}.pricing_period_id`
      if (!periodIds.has(price.pricing_period_id)) problems[field] = { key: 'period_unknown' }
      else if (seen.has(price.pricing_period_id)) problems[field] = { key: 'period_twice' }
      seen.add(price.pricing_period_id)
    })
    if (Object.keys(problems).length) throw productFieldErrors(problems)
  }

  const productColumns = (input: ProductInput) => ({
    product_type: input.product_type,
    name: input.name,
    name_en: input.name_en || null,
    capacity: input.capacity ?? null,
    vat_rate: input.vat_rate,
    currency: input.currency,
    budget_item_id: input.budget_item_id ?? null,
  })

  async function replacePrices(tx: Tx, productId: number, prices: ProductInput['prices']) {
    await tx.delete(projectProductPrices).where(eq(projectProductPrices.product_id, productId))
    if (prices.length)
      await tx
        .insert(projectProductPrices)
        .values(prices.map((price) => ({ product_id: productId, ...price })))
  }

  async function productRow(tx: Tx, projectId: number, id: number) {
    const [row] = await tx
      .select({ id: projectProducts.id })
      .from(projectProducts)
      .where(and(eq(projectProducts.id, id), eq(projectProducts.project_id, projectId)))
    if (!row) throw new NotFoundError()
  }

  const one = async (tx: Tx, projectId: number, id: number): Promise<Product> => {
    const [product] = await productsOf(tx, projectId, id)
    if (!product) throw new NotFoundError()
    return product
  }

  return {
    async periods(auth: AuthState, code: string): Promise<PricingPeriod[]> {
      const { projectId } = await projectOf(auth, code, false)
      return periodsOf(ctx.db, projectId)
    },

    async createPeriod(auth: AuthState, code: string, input: PeriodInput): Promise<PricingPeriod> {
      const { companyId, projectId } = await projectOf(auth, code, true)
      return locked(projectId, async (tx) => {
        await checkPeriod(tx, projectId, input)
        const [row] = await tx
          .insert(projectPricingPeriods)
          .values({
            ...input,
            name_en: input.name_en || null,
            event_company_id: companyId,
            project_id: projectId,
          })
          .returning()
        return toPeriod(row as typeof projectPricingPeriods.$inferSelect)
      })
    },

    async updatePeriod(
      auth: AuthState,
      code: string,
      id: number,
      input: PeriodInput,
    ): Promise<PricingPeriod> {
      const { projectId } = await projectOf(auth, code, true)
      return locked(projectId, async (tx) => {
        await periodRow(tx, projectId, id)
        await checkPeriod(tx, projectId, input, id)
        const [row] = await tx
          .update(projectPricingPeriods)
          .set({ ...input, name_en: input.name_en || null, updated_at: new Date() })
          .where(eq(projectPricingPeriods.id, id))
          .returning()
        return toPeriod(row as typeof projectPricingPeriods.$inferSelect)
      })
    },

    /** The period's prices go with it (the products stay, without a price in it). */
    async deletePeriod(auth: AuthState, code: string, id: number): Promise<void> {
      const { projectId } = await projectOf(auth, code, true)
      await locked(projectId, async (tx) => {
        await periodRow(tx, projectId, id)
        await tx.delete(projectPricingPeriods).where(eq(projectPricingPeriods.id, id))
      })
    },

    async products(auth: AuthState, code: string): Promise<Product[]> {
      const { projectId } = await projectOf(auth, code, false)
      return productsOf(ctx.db, projectId)
    },

    async createProduct(auth: AuthState, code: string, input: ProductInput): Promise<Product> {
      const { companyId, projectId } = await projectOf(auth, code, true)
      return locked(projectId, async (tx) => {
        await checkProduct(tx, projectId, input)
        const [last] = await tx
          .select({ max: sql<number | null>`max(${projectProducts.sort_order})` })
          .from(projectProducts)
          .where(eq(projectProducts.project_id, projectId))
        const [row] = await tx
          .insert(projectProducts)
          .values({
            ...productColumns(input),
            event_company_id: companyId,
            project_id: projectId,
            sort_order: Number(last?.max ?? -1) + 1,
          })
          .returning({ id: projectProducts.id })
        const id = (row as { id: number }).id
        await replacePrices(tx, id, input.prices)
        return one(tx, projectId, id)
      })
    },

    async updateProduct(auth: AuthState, code: string, id: number, input: ProductInput): Promise<Product> {
      const { projectId } = await projectOf(auth, code, true)
      return locked(projectId, async (tx) => {
        await productRow(tx, projectId, id)
        await checkProduct(tx, projectId, input)
        await tx
          .update(projectProducts)
          .set({ ...productColumns(input), updated_at: new Date() })
          .where(eq(projectProducts.id, id))
        await replacePrices(tx, id, input.prices)
        return one(tx, projectId, id)
      })
    },

    /**
     * Allowed while form options stand for the product: they stay as plain options (the foreign key sets
     * their product to null), so a form never loses a choice attendees already made.
     */
    async deleteProduct(auth: AuthState, code: string, id: number): Promise<void> {
      const { projectId } = await projectOf(auth, code, true)
      await locked(projectId, async (tx) => {
        await productRow(tx, projectId, id)
        await tx.delete(projectProducts).where(eq(projectProducts.id, id))
      })
    },
  }
}
