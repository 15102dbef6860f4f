import { canonicalDecimal } from '@ajanda/contracts/common/decimal'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { backfillCompanyTotals } from '../modules/budgets/budget-company-totals'
import { contentOf, insertCategories } from '../modules/budgets/budget-content'
import { currenciesInUse, latestSnapshot } from '../modules/budgets/budget-rates'
import { readBudget } from '../modules/budgets/budget-statement'
import {
  budgets,
  budgetTemplates,
  projectBudgetItems,
  type StoredTax,
  type TemplateCategory,
  type TemplateLine,
} from '../modules/budgets/budgets.table'
import { budgetCategories, budgetCategoryTaxes, budgetItems } from '../modules/definitions/definitions.table'
import { projects } from '../modules/projects/projects.table'
import { suppliers } from '../modules/suppliers/suppliers.table'
import { newPublicCode } from '../platform/codes'
import type { DbOrTx } from '../platform/db'
import { insertDemoReviewSending } from './demo-review-sendings'

type Line = Partial<TemplateLine> & { name: string; buy: string; sell: string; cur?: string }
interface CategorySpec {
  definition: string
  lines: Line[]
}

/** The rich demo budget: five categories of the seeded definitions, TRY with EUR and USD lines. */
const RICH: CategorySpec[] = [
  {
    definition: 'Konaklama',
    lines: [
      {
        name: 'Tek Kişilik Oda',
        buy: '95',
        sell: '120',
        cur: 'EUR',
        quantity: '40',
        unit_count: '3',
        quantity_unit: 'ROOMS',
        count_unit: 'NIGHTS',
        product_type: 'ACC',
        alt_group: 'otel',
        is_default: true,
      },
      {
        name: 'Tek Kişilik Oda (deniz manzaralı)',
        buy: '125',
        sell: '155',
        cur: 'EUR',
        quantity: '40',
        unit_count: '3',
        quantity_unit: 'ROOMS',
        count_unit: 'NIGHTS',
        product_type: 'ACC',
        alt_group: 'otel',
        is_default: false,
      },
      {
        name: 'Çift Kişilik Oda',
        buy: '110',
        sell: '140',
        cur: 'EUR',
        quantity: '20',
        unit_count: '3',
        quantity_unit: 'ROOMS',
        count_unit: 'NIGHTS',
        product_type: 'ACC',
      },
      {
        name: 'Suit Oda',
        buy: '260',
        sell: '320',
        cur: 'EUR',
        quantity: '2',
        unit_count: '3',
        quantity_unit: 'ROOMS',
        count_unit: 'NIGHTS',
        product_type: 'ACC',
      },
      {
        name: 'Ekstra Yatak',
        buy: '30',
        sell: '40',
        cur: 'EUR',
        quantity: '4',
        unit_count: '3',
        quantity_unit: 'PIECES',
        count_unit: 'NIGHTS',
        product_type: 'ACDIF',
      },
      { name: 'Erken giriş', buy: '1500', sell: '2000', quantity: '10', product_type: 'ACDIF' },
    ],
  },
  {
    definition: 'Transfer',
    lines: [
      {
        name: 'Havalimanı Transferi',
        buy: '1800',
        sell: '2400',
        quantity: '6',
        unit_count: '2',
        quantity_unit: 'PIECES',
        count_unit: 'TIMES',
        product_type: 'TRANSFER',
      },
      {
        name: 'VIP Araç Transferi',
        buy: '4500',
        sell: '6000',
        quantity: '2',
        unit_count: '2',
        quantity_unit: 'PIECES',
        product_type: 'TRANSFER',
      },
      {
        name: 'Şehir İçi Transfer',
        buy: '1200',
        sell: '1600',
        quantity: '4',
        unit_count: '3',
        quantity_unit: 'PIECES',
        count_unit: 'DAYS',
        product_type: 'TRANSFER',
      },
      {
        name: 'Tam Gün Araç Tahsisi',
        buy: '7000',
        sell: '9000',
        quantity: '1',
        unit_count: '3',
        quantity_unit: 'PIECES',
        count_unit: 'DAYS',
        product_type: 'TRANSFER',
      },
      {
        name: 'Rehberli karşılama',
        buy: '2500',
        sell: '3500',
        quantity: '1',
        unit_count: '2',
        product_type: 'TRANSFER',
      },
    ],
  },
  {
    definition: 'Uçak Biletleri',
    lines: [
      { name: 'Yurt İçi Uçuş', buy: '3200', sell: '3800', quantity: '25', product_type: 'TRANSFER' },
      {
        name: 'Yurt Dışı Uçuş',
        buy: '420',
        sell: '490',
        cur: 'USD',
        quantity: '8',
        product_type: 'TRANSFER',
      },
      { name: 'Bagaj hakkı', buy: '35', sell: '45', cur: 'USD', quantity: '8' },
      { name: 'Bilet değişiklik payı', buy: '0', sell: '1500', quantity: '1' },
    ],
  },
  {
    definition: 'Yiyecek ve İçecek',
    lines: [
      { name: 'Karşılama Kokteyli', buy: '650', sell: '850', quantity: '120', product_type: 'EVENT' },
      {
        name: 'Kahve Arası',
        buy: '280',
        sell: '380',
        quantity: '120',
        unit_count: '4',
        count_unit: 'TIMES',
        product_type: 'EVENT',
      },
      {
        name: 'Öğle Yemeği',
        buy: '900',
        sell: '1150',
        quantity: '120',
        unit_count: '2',
        count_unit: 'DAYS',
        product_type: 'EVENT',
      },
      {
        name: 'Gala Yemeği',
        buy: '2400',
        sell: '3100',
        quantity: '120',
        product_type: 'EVENT',
        alt_group: 'gala',
        is_default: true,
      },
      {
        name: 'Gala Yemeği (canlı müzikli)',
        buy: '2900',
        sell: '3700',
        quantity: '120',
        product_type: 'EVENT',
        alt_group: 'gala',
        is_default: false,
      },
      { name: 'Su ve meşrubat', buy: '45', sell: '60', quantity: '120', unit_count: '3', count_unit: 'DAYS' },
    ],
  },
  {
    definition: 'Teknik Prodüksiyon',
    lines: [
      {
        name: 'Ses sistemi',
        buy: '18000',
        sell: '24000',
        quantity: '1',
        unit_count: '2',
        count_unit: 'DAYS',
        notes: 'Kurulum bir gün önce',
      },
      {
        name: 'LED ekran 4x3',
        buy: '1100',
        sell: '1400',
        cur: 'EUR',
        quantity: '1',
        unit_count: '2',
        count_unit: 'DAYS',
      },
      {
        name: 'Simültane tercüme kabini',
        buy: '9500',
        sell: '12500',
        quantity: '1',
        unit_count: '2',
        count_unit: 'DAYS',
      },
      {
        name: 'Teknik ekip',
        buy: '6000',
        sell: '8000',
        quantity: '3',
        unit_count: '2',
        quantity_unit: 'PEOPLE',
        count_unit: 'DAYS',
      },
    ],
  },
]

const line = (spec: Line, supplierIds: number[]): TemplateLine => ({
  item_id: null,
  name_en: null,
  product_type: null,
  quantity: '1',
  quantity_unit: 'PEOPLE',
  unit_count: '1',
  count_unit: 'TIMES',
  supplier_ids: supplierIds,
  price_buy: spec.buy,
  currency_buy: spec.cur ?? 'TRY',
  price_sell: spec.sell,
  currency_sell: spec.cur ?? 'TRY',
  alt_group: null,
  is_default: true,
  notes: null,
  ...spec,
})

/** The seeded definitions as budget categories (name, VAT rate and tax rows copied), with item links. */
async function categoriesOf(tx: DbOrTx, companyId: number, specs: CategorySpec[], supplierIds: number[]) {
  const defs = await tx
    .select()
    .from(budgetCategories)
    .where(eq(budgetCategories.event_company_id, companyId))
  const taxes = await tx
    .select()
    .from(budgetCategoryTaxes)
    .where(inArray(budgetCategoryTaxes.budget_category_id, defs.map((d) => d.id).concat(0)))
  const items = await tx.select().from(budgetItems).where(eq(budgetItems.event_company_id, companyId))
  return specs.map((spec, index): TemplateCategory => {
    const def = defs.find((d) => d.name === spec.definition)
    return {
      category_id: def?.id ?? null,
      name: def?.name ?? spec.definition,
      name_en: def?.name_en ?? null,
      vat_rate: def ? canonicalDecimal(def.vat_rate) : '0.2',
      taxes: taxes
        .filter((tax) => tax.budget_category_id === def?.id)
        .map(
          (tax): StoredTax => ({
            name: tax.name,
            price_type: tax.price_type === 'FIXED' ? 'FIXED' : 'PERCENTAGE',
            currency_code: tax.currency_code,
            price: canonicalDecimal(tax.price),
            vat_rate: canonicalDecimal(tax.vat_rate),
          }),
        ),
      items: spec.lines.map((l, n) => ({
        ...line(l, supplierIds.length > 0 ? [supplierIds[(index + n) % supplierIds.length] as number] : []),
        item_id: items.find((i) => i.category_id === def?.id && i.name === l.name)?.id ?? null,
        name_en: items.find((i) => i.category_id === def?.id && i.name === l.name)?.name_en ?? null,
      })),
    }
  })
}

async function insertBudget(
  tx: DbOrTx,
  companyId: number,
  project: { id: number; responsible_id: number | null },
  name: string,
  categories: TemplateCategory[],
  extra: Partial<typeof budgets.$inferInsert> = {},
) {
  const [row] = await tx
    .insert(budgets)
    .values({
      event_company_id: companyId,
      project_id: project.id,
      code: newPublicCode(),
      name,
      currency: 'TRY',
      currencies: ['EUR', 'USD'],
      service_fee_type: 'PERCENTAGE',
      service_fee_amount: '0.1',
      service_fee_currency: 'TRY',
      created_by: project.responsible_id,
      ...extra,
    })
    .returning({ id: budgets.id })
  const id = row?.id as number
  await insertCategories(tx, companyId, id, categories, 0)
  const snapshot = await latestSnapshot(tx, companyId, 'TRY', await currenciesInUse(tx, id))
  await tx.update(budgets).set({ rates: snapshot.rates, rates_date: snapshot.date }).where(eq(budgets.id, id))
  return id
}

/**
 * Demo budgets (issue 9): a rich budget on the first project, a smaller one shared for client review
 * with the client's pick, a comment and a past e-mail sending on the second, a draft on the third, and a
 * budget and a category template. Skipped when the company already has budgets.
 */
export async function insertDemoBudgets(tx: DbOrTx, companyId: number): Promise<void> {
  const existing = await tx
    .select({ id: budgets.id })
    .from(budgets)
    .where(eq(budgets.event_company_id, companyId))
    .limit(1)
  if (existing.length > 0) return
  const projectRows = await tx
    .select({ id: projects.id, responsible_id: projects.responsible_id })
    .from(projects)
    .where(eq(projects.event_company_id, companyId))
    .orderBy(asc(projects.id))
    .limit(3)
  if (projectRows.length < 3) return
  const supplierRows = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.event_company_id, companyId))
    .orderBy(asc(suppliers.id))
    .limit(6)
  const supplierIds = supplierRows.map((s) => s.id)
  const [first, second, third] = projectRows as [
    (typeof projectRows)[number],
    (typeof projectRows)[number],
    (typeof projectRows)[number],
  ]

  const rich = await categoriesOf(tx, companyId, RICH, supplierIds)
  const richId = await insertBudget(tx, companyId, first, 'Ana Bütçe', rich)

  // The shared one: accommodation and dinner, the client picked the sea view and asked about the gala.
  const shared = await categoriesOf(
    tx,
    companyId,
    [RICH[0] as CategorySpec, RICH[3] as CategorySpec],
    supplierIds,
  )
  const sharedCode = newPublicCode()
  const sharedId = await insertBudget(tx, companyId, second, 'Müşteri Onayındaki Bütçe', shared, {
    review_code: sharedCode,
    review_status: 'PENDING',
    review_shared_at: new Date(),
  })
  await insertDemoReviewSending(tx, companyId, {
    id: sharedId,
    projectId: second.id,
    reviewCode: sharedCode,
    sentBy: second.responsible_id,
  })
  const sharedLines = await tx
    .select({ id: projectBudgetItems.id, name: projectBudgetItems.name })
    .from(projectBudgetItems)
    .where(eq(projectBudgetItems.budget_id, sharedId))
  const pick = sharedLines.find((l) => l.name === 'Tek Kişilik Oda (deniz manzaralı)')
  const asked = sharedLines.find((l) => l.name === 'Gala Yemeği (canlı müzikli)')
  if (pick)
    await tx
      .update(projectBudgetItems)
      .set({ client_selected: true })
      .where(eq(projectBudgetItems.id, pick.id))
  if (asked)
    await tx
      .update(projectBudgetItems)
      .set({ client_comment: 'Canlı müzik için sanatçı seçeneklerini görebilir miyiz?' })
      .where(and(eq(projectBudgetItems.budget_id, sharedId), eq(projectBudgetItems.id, asked.id)))

  const draft = await categoriesOf(tx, companyId, [RICH[1] as CategorySpec], supplierIds)
  await insertBudget(tx, companyId, third, 'Taslak Bütçe', draft, {
    service_fee_type: null,
    service_fee_amount: null,
    service_fee_currency: null,
  })

  // The reports read each budget's stored company-currency totals, which the budget writes keep.
  await backfillCompanyTotals(tx)

  const record = await readBudget(tx, richId)
  if (!record) return
  await tx.insert(budgetTemplates).values([
    {
      event_company_id: companyId,
      kind: 'BUDGET',
      name: 'Kongre Bütçesi',
      content: { categories: contentOf(record) },
    },
    {
      event_company_id: companyId,
      kind: 'CATEGORY',
      name: 'Konaklama (3 gece)',
      content: { categories: contentOf(record, record.categories[0]?.id) },
    },
  ])
}
