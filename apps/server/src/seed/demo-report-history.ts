import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { invoiceTotals } from '@ajanda/contracts/invoice-totals'
import Decimal from 'decimal.js'
import { and, asc, eq, isNotNull, isNull, like, sql } from 'drizzle-orm'
import { invoiceLines, invoicePayments, invoices } from '../modules/accounting/accounting.table'
import { budgets, projectBudgetCategories, projectBudgetItems } from '../modules/budgets/budgets.table'
import { clients } from '../modules/clients/clients.table'
import { budgetCategories, projectTypes } from '../modules/definitions/definitions.table'
import { eventCompanies } from '../modules/event-companies/event-companies.table'
import { projectEvents, projects } from '../modules/projects/projects.table'
import { supplierCategoryLinks, suppliers } from '../modules/suppliers/suppliers.table'
import { users } from '../modules/users/users.table'
import { newPublicCode } from '../platform/codes'
import type { DbOrTx } from '../platform/db'
import { daysBefore, todayIn } from './exchange-rate-history'

/**
 * Three years of the demo company's history for the reports (issue 24 item 5): about 190 projects from
 * 36 months back to 3 months ahead, spread over the agency people (so divisions, teams and users all have
 * figures), every stage represented — mostly CLOSED, some CANCELLED, POSTPONED or lost (COMPETITION),
 * some still PREP/OPERATION/PRECLOSE long after their event (unclosed past the tolerance), leads and
 * PREP ahead — each past the first offer with a main budget (lines, so the stored company-currency totals
 * equal what the budget screen computes), and the confirmed ones with sales invoices (some in two parts,
 * some never invoiced, some paid late, some still open past due) and supplier invoices (TRY and EUR) with
 * payments. Deterministic (a seeded generator over the days relative to today), so the figures are stable
 * for a given day. Skipped when the company already has its history (project refs `ARS-…`).
 */

export const HISTORY_REF_PREFIX = 'ARS'
const MONTHS_BACK = 36
const MONTHS_AHEAD = 3
/** Projects per month, by month of the year (January quiet, spring and autumn busy). */
const SEASON = [3, 4, 6, 6, 6, 5, 3, 2, 6, 6, 6, 5] as const

const EVENT_NAMES = [
  'Bayi Toplantısı',
  'Yıllık Kongre',
  'Ürün Lansmanı',
  'Satış Konferansı',
  'Teşvik Gezisi',
  'Yılsonu Partisi',
  'Liderlik Zirvesi',
  'Müşteri Günü',
  'Bilimsel Toplantı',
  'Gala Yemeği',
] as const
const CITIES = ['İstanbul', 'Antalya', 'İzmir', 'Ankara', 'Bodrum', 'Kapadokya'] as const

/** mulberry32: a small deterministic generator, so the demo's figures do not change between seeds. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    chance: (p: number) => next() < p,
  }
}

const money = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)
/** Whole hundreds: budget prices are typed in round figures. */
const round100 = (value: number) => String(Math.max(100, Math.round(value / 100) * 100))

interface PlannedItem {
  categoryIndex: number
  name: string
  quantity: string
  unit_count: string
  price_buy: string
  price_sell: string
}

interface PlannedProject {
  values: typeof projects.$inferInsert
  stage: number
  startsAt: string
  endsAt: string
  items: PlannedItem[]
  sell: Decimal
  buy: Decimal
  invoiceShare: 'none' | 'one' | 'two'
}

export async function insertDemoReportHistory(
  tx: DbOrTx,
  companyId: number,
  now = new Date(),
): Promise<boolean> {
  const [existing] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(eq(projects.event_company_id, companyId), like(projects.project_ref, `${HISTORY_REF_PREFIX}-%`)),
    )
    .limit(1)
  if (existing) return false

  const [company] = await tx
    .select({
      timezone: eventCompanies.timezone,
      currency: eventCompanies.currency,
      due: eventCompanies.fin_due_days,
    })
    .from(eventCompanies)
    .where(eq(eventCompanies.id, companyId))
  if (!company) return false
  const today = todayIn(company.timezone, now)
  const people = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.event_company_id, companyId),
        eq(users.kind, 'AGENCY'),
        isNull(users.deleted_at),
        isNotNull(users.division_id),
      ),
    )
    .orderBy(asc(users.id))
  const clientRows = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.event_company_id, companyId), isNull(clients.deleted_at)))
    .orderBy(asc(clients.id))
    .limit(40)
  const typeRows = await tx
    .select({ id: projectTypes.id })
    .from(projectTypes)
    .where(eq(projectTypes.event_company_id, companyId))
    .orderBy(asc(projectTypes.id))
  const categoryRows = await tx
    .select({ id: budgetCategories.id, name: budgetCategories.name, name_en: budgetCategories.name_en })
    .from(budgetCategories)
    .where(eq(budgetCategories.event_company_id, companyId))
    .orderBy(asc(budgetCategories.id))
    .limit(3)
  const supplierRows = await tx
    .select({
      id: suppliers.id,
      category: sql<number | null>`min(${supplierCategoryLinks.supplier_category_id})`,
    })
    .from(suppliers)
    .leftJoin(supplierCategoryLinks, eq(supplierCategoryLinks.supplier_id, suppliers.id))
    .where(and(eq(suppliers.event_company_id, companyId), isNull(suppliers.deleted_at)))
    .groupBy(suppliers.id)
    .orderBy(asc(suppliers.id))
    .limit(24)
  const [finance] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'murat.sahin@demo.ajanda.test'))
    .limit(1)
  if (
    people.length === 0 ||
    clientRows.length === 0 ||
    categoryRows.length === 0 ||
    supplierRows.length === 0
  )
    return false

  const random = generator(20_240_117)
  const [ty, tm] = today.split('-').map(Number) as [number, number]
  const monthStart = (offset: number) => {
    const index = ty * 12 + (tm - 1) + offset
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`
  }
  // Key accounts come back year after year: the first clients carry most of the work.
  const pickClient = () =>
    random.chance(0.6)
      ? (clientRows[random.int(0, Math.min(9, clientRows.length - 1))] as (typeof clientRows)[number])
      : random.pick(clientRows)

  const planned: PlannedProject[] = []
  const sequence = new Map<number, number>()
  for (let offset = -MONTHS_BACK; offset <= MONTHS_AHEAD; offset++) {
    const first = monthStart(offset)
    const month = Number(first.slice(5, 7))
    const count = SEASON[month - 1] as number
    for (let n = 0; n < count; n++) {
      const startsAt = daysBefore(first, -random.int(0, 26))
      const endsAt = daysBefore(startsAt, -random.int(0, 3))
      const ended =
        daysBefore(today, 0) > endsAt ? Math.round((Date.parse(today) - Date.parse(endsAt)) / 86_400_000) : -1
      let stage: number
      if (ended > 75) {
        const roll = random.next()
        stage =
          roll < 0.7 ? 11 : roll < 0.77 ? 14 : roll < 0.83 ? 13 : roll < 0.87 ? 12 : roll < 0.94 ? 10 : 9
      } else if (ended >= 0) stage = random.pick([9, 10, 10, 11, 11])
      else if (offset >= 1) stage = random.pick([0, 1, 3, 4, 5, 7, 8, 8, 8])
      else stage = random.pick([4, 7, 8, 8, 8, 8, 13])
      const client = pickClient()
      const responsible = random.pick(people)
      const year = Number(startsAt.slice(0, 4))
      const seq = (sequence.get(year) ?? 0) + 1
      sequence.set(year, seq)
      const name = `${client.name.split(/\s+/).slice(0, 2).join(' ')} ${random.pick(EVENT_NAMES)} ${year}`
      const attendees = random.int(4, 60) * 10

      // The budget: every category of the plan with one or two lines, priced per person and night.
      const items: PlannedItem[] = []
      const scale = attendees / 100
      categoryRows.forEach((_, categoryIndex) => {
        const lines = categoryIndex === 0 ? 2 : 1
        for (let l = 0; l < lines; l++) {
          const buy = random.int(8, 60) * 100 * (0.6 + scale / 2)
          const margin = 1.12 + random.next() * 0.25
          items.push({
            categoryIndex,
            name: `${categoryRows[categoryIndex]?.name ?? 'Hizmet'} ${l + 1}`,
            quantity: String(attendees),
            unit_count: String(random.int(1, 3)),
            price_buy: round100(buy / 10),
            price_sell: round100((buy * margin) / 10),
          })
        }
      })
      const sell = items.reduce(
        (sum, i) => sum.plus(new Decimal(i.price_sell).times(i.quantity).times(i.unit_count)),
        new Decimal(0),
      )
      const buy = items.reduce(
        (sum, i) => sum.plus(new Decimal(i.price_buy).times(i.quantity).times(i.unit_count)),
        new Decimal(0),
      )
      const confirmed = stage >= 8 && stage <= 11
      const endedLongAgo = ended > 20
      const invoiceShare: PlannedProject['invoiceShare'] =
        !confirmed || !endedLongAgo
          ? ended > 0 && confirmed && random.chance(0.3)
            ? 'one'
            : 'none'
          : random.chance(0.12)
            ? 'none'
            : random.chance(0.25)
              ? 'two'
              : 'one'
      const createdAt = new Date(Date.parse(`${daysBefore(startsAt, random.int(60, 150))}T09:00:00Z`))
      const changedDay =
        stage >= 11 || stage === 9 || stage === 10
          ? daysBefore(endsAt, -random.int(2, 25))
          : daysBefore(startsAt, random.int(20, 50))
      const changedAt = new Date(Math.min(Date.parse(`${changedDay}T12:00:00Z`), now.getTime() - 3_600_000))
      planned.push({
        stage,
        startsAt,
        endsAt,
        items,
        sell,
        buy,
        invoiceShare,
        values: {
          event_company_id: companyId,
          code: newPublicCode(),
          name,
          name_search: foldTurkish(name),
          project_ref: `${HISTORY_REF_PREFIX}-${year}-${String(seq).padStart(3, '0')}`,
          stage,
          client_id: client.id,
          project_type_id: typeRows.length > 0 ? random.pick(typeRows).id : null,
          format: 'inperson',
          starts_at: startsAt,
          ends_at: endsAt,
          country: 'TR',
          city: random.pick(CITIES),
          expected_attendee_count: attendees,
          languages: ['tr'],
          currency: company.currency,
          responsible_id: responsible.id,
          lead_close_date: daysBefore(startsAt, random.int(20, 60)),
          lead_value: money(sell),
          lead_currency: company.currency,
          created_by: random.chance(0.85) ? responsible.id : random.pick(people).id,
          created_at: createdAt,
          stage_changed_at: changedAt,
          updated_at: changedAt,
        },
      })
    }
  }

  const inserted = await tx
    .insert(projects)
    .values(planned.map((p) => p.values))
    .returning({ id: projects.id, code: projects.code })
  const idOf = new Map(inserted.map((row) => [row.code, row.id]))
  const projectId = (p: PlannedProject) => idOf.get(p.values.code as string) as number

  await tx.insert(projectEvents).values(
    planned.flatMap((p) => [
      {
        event_company_id: companyId,
        project_id: projectId(p),
        kind: 'created',
        actor_id: p.values.created_by,
        data: { from_stage: null, to_stage: 0 },
        created_at: p.values.created_at as Date,
      },
      ...(p.stage === 0
        ? []
        : [
            {
              event_company_id: companyId,
              project_id: projectId(p),
              kind: 'stage_changed',
              actor_id: p.values.responsible_id,
              data: { from_stage: p.stage >= 8 ? 7 : 0, to_stage: p.stage },
              created_at: p.values.stage_changed_at as Date,
            },
          ]),
    ]),
  )

  // Budgets of every project past the first offers (stage 3+): main, in the company currency.
  const budgeted = planned.filter((p) => p.stage >= 3)
  const budgetRows = await tx
    .insert(budgets)
    .values(
      budgeted.map((p) => ({
        event_company_id: companyId,
        project_id: projectId(p),
        code: newPublicCode(),
        name: 'Ana bütçe',
        currency: company.currency,
        currencies: [company.currency],
        rates: {},
        is_main: true,
        sell_total_company: money(p.sell),
        buy_total_company: money(p.buy),
        created_by: p.values.responsible_id,
        created_at: p.values.created_at as Date,
        updated_at: p.values.stage_changed_at as Date,
      })),
    )
    .returning({ id: budgets.id, project_id: budgets.project_id })
  const budgetOf = new Map(budgetRows.map((row) => [row.project_id, row.id]))
  const categoryInserts = budgeted.flatMap((p) =>
    categoryRows.map((category, index) => ({
      budget_id: budgetOf.get(projectId(p)) as number,
      category_id: category.id,
      name: category.name,
      name_en: category.name_en,
      vat_rate: '0.2',
      sort_order: index,
    })),
  )
  const categoryIds = await tx.insert(projectBudgetCategories).values(categoryInserts).returning({
    id: projectBudgetCategories.id,
    budget_id: projectBudgetCategories.budget_id,
    sort: projectBudgetCategories.sort_order,
  })
  const categoryIdOf = new Map(categoryIds.map((row) => [`${row.budget_id}:${row.sort}`, row.id]))
  const itemPlans = budgeted.flatMap((p) => {
    const budgetId = budgetOf.get(projectId(p)) as number
    return p.items.map((item, index) => ({ budgetId, item, index }))
  })
  await tx.insert(projectBudgetItems).values(
    itemPlans.map(({ budgetId, item, index }) => ({
      budget_id: budgetId,
      budget_category_id: categoryIdOf.get(`${budgetId}:${item.categoryIndex}`) as number,
      name: item.name,
      quantity: item.quantity,
      quantity_unit: 'PEOPLE',
      unit_count: item.unit_count,
      count_unit: 'NIGHTS',
      price_buy: item.price_buy,
      currency_buy: company.currency,
      price_sell: item.price_sell,
      currency_sell: company.currency,
      sort_order: index,
    })),
  )

  // Invoices: sales for the confirmed projects as planned, purchases for every project that took place.
  interface PlannedInvoice {
    values: typeof invoices.$inferInsert
    line: { description: string; unit_price: string; vat_rate: string }
    payments: { paid_at: string; amount: string }[]
  }
  const planInvoices: PlannedInvoice[] = []
  const counters = { SALES: new Map<number, number>(), PURCHASE: new Map<number, number>() }
  const numberFor = (kind: 'SALES' | 'PURCHASE', day: string) => {
    const year = Number(day.slice(0, 4))
    const next = (counters[kind].get(year) ?? 0) + 1
    counters[kind].set(year, next)
    return `${kind === 'SALES' ? 'GSF' : 'GAF'}-${year}-${String(next).padStart(4, '0')}`
  }
  const notAfterToday = (day: string) => (day > today ? today : day)
  /** Payments as agencies see them: mostly on time, some late, some in part, a few never. */
  const paymentsOf = (total: string, invoiceDay: string, dueDays: number, kind: 'SALES' | 'PURCHASE') => {
    const age = (Date.parse(today) - Date.parse(invoiceDay)) / 86_400_000
    const due = daysBefore(invoiceDay, -dueDays)
    const roll = random.next()
    const paid = (day: string, amount: string) => (day <= today ? [{ paid_at: day, amount }] : [])
    if (age < 10) return []
    if (kind === 'PURCHASE')
      return roll < 0.9 ? paid(notAfterToday(daysBefore(due, random.int(-10, 5))), total) : []
    if (age < dueDays)
      return roll < 0.35 ? paid(notAfterToday(daysBefore(invoiceDay, -random.int(5, 20))), total) : []
    if (roll < 0.6) return paid(notAfterToday(daysBefore(due, random.int(-8, 3))), total)
    if (roll < 0.8) return paid(notAfterToday(daysBefore(due, -random.int(10, 75))), total)
    if (roll < 0.92) {
      const half = money(new Decimal(total).dividedBy(2))
      return paid(notAfterToday(daysBefore(due, -random.int(0, 20))), half)
    }
    return []
  }
  for (const p of planned) {
    const id = projectId(p)
    const started = p.startsAt <= today
    const vat = '0.2'
    if (p.invoiceShare !== 'none') {
      const parts =
        p.invoiceShare === 'two'
          ? [
              { day: daysBefore(p.startsAt, random.int(10, 30)), share: new Decimal('0.5') },
              { day: daysBefore(p.endsAt, -random.int(3, 40)), share: new Decimal('0.5') },
            ]
          : [
              {
                day: daysBefore(p.endsAt, -(random.chance(0.15) ? random.int(61, 120) : random.int(0, 45))),
                share: new Decimal(1),
              },
            ]
      for (const part of parts) {
        if (part.day > today) continue
        const unit = money(p.sell.times(part.share))
        const total = invoiceTotals([{ quantity: '1', unit_price: unit, vat_rate: vat }])
        const ownDue = random.chance(0.2) ? daysBefore(part.day, -random.int(15, 60)) : null
        planInvoices.push({
          values: {
            event_company_id: companyId,
            kind: 'SALES',
            number: numberFor('SALES', part.day),
            invoice_date: part.day,
            due_date: ownDue,
            client_id: p.values.client_id,
            project_id: id,
            currency: company.currency,
            subtotal: total.subtotal,
            vat_total: total.vat_total,
            total: total.total,
            created_by: finance?.id ?? p.values.responsible_id,
          },
          line: {
            description: `${p.values.name} organizasyon hizmet bedeli`,
            unit_price: unit,
            vat_rate: vat,
          },
          payments: paymentsOf(
            total.total,
            part.day,
            ownDue ? (Date.parse(ownDue) - Date.parse(part.day)) / 86_400_000 : company.due,
            'SALES',
          ),
        })
      }
    }
    if (started && p.stage >= 8 && p.stage <= 11) {
      // The buy side as one or two supplier invoices; one in five foreign (EUR at about 35 TRY).
      const count = random.int(1, 2)
      for (let n = 0; n < count; n++) {
        const day = notAfterToday(daysBefore(p.endsAt, -random.int(-5, 25)))
        const eur = random.chance(0.2)
        const share = p.buy.dividedBy(count)
        const unit = money(eur ? share.dividedBy(35) : share)
        const total = invoiceTotals([{ quantity: '1', unit_price: unit, vat_rate: eur ? '0' : vat }])
        planInvoices.push({
          values: {
            event_company_id: companyId,
            kind: 'PURCHASE',
            number: numberFor('PURCHASE', day),
            invoice_date: day,
            due_date: daysBefore(day, -30),
            supplier_id: random.pick(supplierRows).id,
            project_id: id,
            currency: eur ? 'EUR' : company.currency,
            subtotal: total.subtotal,
            vat_total: total.vat_total,
            total: total.total,
            created_by: finance?.id ?? p.values.responsible_id,
          },
          line: { description: `${p.values.name} hizmet alımı`, unit_price: unit, vat_rate: eur ? '0' : vat },
          payments: paymentsOf(total.total, day, 30, 'PURCHASE'),
        })
      }
    }
  }
  if (planInvoices.length === 0) return true
  const invoiceIds = await tx
    .insert(invoices)
    .values(planInvoices.map((i) => i.values))
    .returning({ id: invoices.id })
  await tx.insert(invoiceLines).values(
    planInvoices.map((i, index) => {
      const totals = invoiceTotals([
        { quantity: '1', unit_price: i.line.unit_price, vat_rate: i.line.vat_rate },
      ])
      return {
        invoice_id: invoiceIds[index]?.id as number,
        position: 1,
        description: i.line.description.slice(0, 255),
        quantity: '1',
        unit_price: i.line.unit_price,
        vat_rate: i.line.vat_rate,
        net: totals.lines[0]?.net as string,
        total: totals.lines[0]?.total as string,
      }
    }),
  )
  const paymentRows = planInvoices.flatMap((i, index) =>
    i.payments.map((payment) => ({
      event_company_id: companyId,
      invoice_id: invoiceIds[index]?.id as number,
      paid_at: payment.paid_at,
      amount: payment.amount,
      method: 'BANK_TRANSFER',
      created_by: finance?.id ?? null,
    })),
  )
  if (paymentRows.length > 0) await tx.insert(invoicePayments).values(paymentRows)
  return true
}
