import type { ProductType } from '@ajanda/contracts/budgets.contract'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { budgets, projectBudgetItems } from '../modules/budgets/budgets.table'
import { forms } from '../modules/forms/forms.table'
import {
  projectPricingPeriods,
  projectProductPrices,
  projectProducts,
} from '../modules/products/products.table'
import { projects } from '../modules/projects/projects.table'
import type { DbOrTx } from '../platform/db'

/** An ISO day `days` after (or before, when negative) another. */
function shift(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Early, regular and late prices (net, EUR) of each demo product; the late price is also on site. */
const PRODUCTS: {
  type: ProductType
  name: string
  name_en: string
  capacity: number | null
  vat: string
  prices: [string, string, string]
}[] = [
  {
    type: 'REG',
    name: 'Kongre kaydı',
    name_en: 'Congress registration',
    capacity: 400,
    vat: '0.2',
    prices: ['350', '450', '550'],
  },
  {
    type: 'COMP',
    name: 'Refakatçi kaydı',
    name_en: 'Companion registration',
    capacity: 100,
    vat: '0.2',
    prices: ['150', '180', '220'],
  },
  {
    type: 'ACC',
    name: 'Otel konaklaması (gece, tek kişilik)',
    name_en: 'Hotel night (single)',
    capacity: 250,
    vat: '0.1',
    prices: ['120', '135', '150'],
  },
  {
    type: 'COURSE',
    name: 'Kurs: Klinik uygulamalar',
    name_en: 'Workshop: clinical practice',
    capacity: 40,
    vat: '0.2',
    prices: ['90', '110', '130'],
  },
  {
    type: 'EVENT',
    name: 'Gala yemeği',
    name_en: 'Gala dinner',
    capacity: null,
    vat: '0.1',
    prices: ['75', '75', '85'],
  },
]

/**
 * The demo congress (the project of the 'kongre-kayit' form) gets three pricing periods before its
 * start and five products priced in each, linked to a line of its budget of the same product type when
 * there is one.
 */
export async function insertDemoProducts(tx: DbOrTx, companyId: number): Promise<void> {
  const [form] = await tx
    .select({ project_id: forms.project_id })
    .from(forms)
    .where(and(eq(forms.event_company_id, companyId), eq(forms.slug, 'kongre-kayit')))
  const projectId = form?.project_id
  if (!projectId) return
  const [project] = await tx
    .select({ starts_at: projects.starts_at })
    .from(projects)
    .where(eq(projects.id, projectId))
  if (!project) return
  const start = project.starts_at
  const periods = await tx
    .insert(projectPricingPeriods)
    .values(
      [
        { kind: 'EARLY', name: 'Erken kayıt', name_en: 'Early registration', from: -180, to: -61 },
        { kind: 'REGULAR', name: 'Normal kayıt', name_en: 'Regular registration', from: -60, to: -15 },
        { kind: 'LATE', name: 'Geç kayıt', name_en: 'Late registration', from: -14, to: -1 },
      ].map(({ from, to, ...period }) => ({
        ...period,
        event_company_id: companyId,
        project_id: projectId,
        starts_on: shift(start, from),
        ends_on: shift(start, to),
      })),
    )
    .returning({ id: projectPricingPeriods.id })
  const lines = await tx
    .select({ id: projectBudgetItems.id, product_type: projectBudgetItems.product_type })
    .from(projectBudgetItems)
    .innerJoin(budgets, eq(budgets.id, projectBudgetItems.budget_id))
    .where(and(eq(budgets.project_id, projectId), isNull(budgets.deleted_at)))
    .orderBy(asc(projectBudgetItems.id))
  for (const [index, product] of PRODUCTS.entries()) {
    const [row] = await tx
      .insert(projectProducts)
      .values({
        event_company_id: companyId,
        project_id: projectId,
        product_type: product.type,
        name: product.name,
        name_en: product.name_en,
        capacity: product.capacity,
        vat_rate: product.vat,
        currency: 'EUR',
        budget_item_id: lines.find((line) => line.product_type === product.type)?.id ?? null,
        sort_order: index,
      })
      .returning({ id: projectProducts.id })
    if (!row) continue
    await tx.insert(projectProductPrices).values(
      periods.map((period, at) => ({
        product_id: row.id,
        pricing_period_id: period.id,
        price: product.prices[at] as string,
      })),
    )
  }
}
