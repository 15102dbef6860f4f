import { calculateBudget } from '@ajanda/contracts/budget-calc'
import type { ClientReview } from '@ajanda/contracts/budgets.contract'
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { FieldErrors, NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { eventCompanies } from '../event-companies/event-companies.table'
import { type NotifyContext, notify, recordNotice } from '../notifications/notify'
import { transactionWithNotices } from '../notifications/transaction-with-notices'
import { projects } from '../projects/projects.table'
import type { BudgetWrite } from './budget-categories.service'
import { storeCompanyTotals } from './budget-company-totals'
import type { BudgetCore } from './budget-core'
import { budgetError, budgetFieldError } from './budget-messages'
import { openReviewLink } from './budget-review-link'
import { type BudgetRecord, readBudget } from './budget-statement'
import { calcInput } from './budget-view'
import { budgets, projectBudgetItems } from './budgets.table'

/** The client who reviews has no account: realtime events of their changes name user 0. */
export const CLIENT_ACTOR_ID = 0

interface Shared {
  id: number
  companyId: number
  code: string
  status: string
}

type ReviewDecision = 'APPROVED' | 'CHANGES_REQUESTED'

/** How a client's decision reads in the notice's facts (the stored value is the code). */
const DECISION_NAMES: Record<'tr' | 'en', Record<ReviewDecision, string>> = {
  tr: { APPROVED: 'Onaylandı', CHANGES_REQUESTED: 'Değişiklik istendi' },
  en: { APPROVED: 'Approved', CHANGES_REQUESTED: 'Changes requested' },
}

/**
 * The client review (decisions.md 5): the agency shares a budget under a random 128-bit code (a new one
 * each time, so an old link dies) or revokes it; the client, without an account, sees the sell side
 * only, picks among alternatives, comments on lines and approves or asks for changes once per sharing.
 */
export function createBudgetReviewService(ctx: AppContext, core: BudgetCore) {
  async function shared(db: DbOrTx, reviewCode: string, lock = false): Promise<Shared> {
    const query = db
      .select({
        id: budgets.id,
        companyId: budgets.event_company_id,
        code: budgets.code,
        status: budgets.review_status,
      })
      .from(budgets)
      .where(
        and(eq(budgets.review_code, reviewCode), isNull(budgets.deleted_at), isNotNull(budgets.review_code)),
      )
    const [row] = lock ? await query.for('update') : await query
    if (!row) throw new NotFoundError()
    return row
  }

  async function view(budgetId: number): Promise<ClientReview> {
    const record = await readBudget(ctx.db, budgetId)
    if (!record) throw new NotFoundError()
    const [company] = await ctx.db
      .select({
        name: eventCompanies.name,
        logo: eventCompanies.logo,
        main_color: eventCompanies.export_main_color,
        secondary_color: eventCompanies.export_secondary_color,
        footer_note: eventCompanies.budget_footer_note,
        footer_note_en: eventCompanies.budget_footer_note_en,
      })
      .from(eventCompanies)
      .where(eq(eventCompanies.id, record.event_company_id))
    return toClientReview(record, {
      name: company?.name ?? '',
      logo_url: company?.logo ? ctx.storage.url(company.logo) : null,
      main_color: company?.main_color ?? null,
      secondary_color: company?.secondary_color ?? null,
      footer_note: company?.footer_note ?? null,
      footer_note_en: company?.footer_note_en ?? null,
    })
  }

  /** A client's change: refused once decided; bumps the version so open editors reload. */
  async function clientWrite(
    reviewCode: string,
    work: (tx: DbOrTx, budget: Shared, notices: NotifyContext) => Promise<void>,
  ) {
    const budget = await transactionWithNotices(ctx, async (tx, notices) => {
      const row = await shared(tx, reviewCode, true)
      if (row.status !== 'PENDING') throw budgetError(409, 'review_decided')
      await work(tx, row, notices)
      const version = await core.bump(tx, row.id)
      await storeCompanyTotals(tx, row.id)
      return { ...row, version }
    })
    ctx.realtime.publish(budget.companyId, {
      type: 'budgets/changed',
      content: { code: budget.code, version: budget.version, by_user_id: CLIENT_ACTOR_ID },
    })
    return view(budget.id)
  }

  return {
    async share(auth: AuthState, code: string): Promise<BudgetWrite & { reviewCode: string }> {
      const found = await core.access(auth, code, true)
      let reviewCode = ''
      const version = await ctx.db.transaction(async (tx) => {
        const next = await core.bump(tx, found.id)
        reviewCode = await openReviewLink(tx, found.id)
        return next
      })
      return { found, version, reviewCode }
    },

    /** The link stops working; a decision already taken stays on the budget. */
    async revoke(auth: AuthState, code: string): Promise<BudgetWrite> {
      const found = await core.access(auth, code, true)
      const version = await ctx.db.transaction(async (tx) => {
        const next = await core.bump(tx, found.id)
        await tx
          .update(budgets)
          .set({
            review_code: null,
            review_status: sql`case when ${budgets.review_status} = 'PENDING' then 'NONE' else ${budgets.review_status} end`,
          })
          .where(eq(budgets.id, found.id))
        return next
      })
      return { found, version }
    },

    async get(reviewCode: string): Promise<ClientReview> {
      return view((await shared(ctx.db, reviewCode)).id)
    },

    /** The client's pick in an alternative group: the others of the group are unpicked. */
    choose(reviewCode: string, itemId: number) {
      return clientWrite(reviewCode, async (tx, budget) => {
        const [item] = await tx
          .select({ category: projectBudgetItems.budget_category_id, group: projectBudgetItems.alt_group })
          .from(projectBudgetItems)
          .where(and(eq(projectBudgetItems.budget_id, budget.id), eq(projectBudgetItems.id, itemId)))
        if (!item) new FieldErrors().add('item_id', { validation: 'invalid_choice' }).throwIfAny()
        if (!item?.group) throw notAlternative()
        await tx
          .update(projectBudgetItems)
          .set({ client_selected: false })
          .where(
            and(
              eq(projectBudgetItems.budget_category_id, item.category),
              eq(projectBudgetItems.alt_group, item.group),
              ne(projectBudgetItems.id, itemId),
            ),
          )
        await tx
          .update(projectBudgetItems)
          .set({ client_selected: true })
          .where(eq(projectBudgetItems.id, itemId))
      })
    },

    comment(reviewCode: string, itemId: number, comment: string | null | undefined) {
      return clientWrite(reviewCode, async (tx, budget) => {
        const updated = await tx
          .update(projectBudgetItems)
          .set({ client_comment: comment || null })
          .where(and(eq(projectBudgetItems.budget_id, budget.id), eq(projectBudgetItems.id, itemId)))
          .returning({ id: projectBudgetItems.id })
        if (updated.length === 0) throw new NotFoundError()
      })
    },

    async decide(
      reviewCode: string,
      decision: 'APPROVED' | 'CHANGES_REQUESTED',
      comment: string | null | undefined,
    ) {
      // BudgetReviewed and its mails commit with the decision (issue 18).
      return clientWrite(reviewCode, async (tx, budget, notices) => {
        await tx
          .update(budgets)
          .set({ review_status: decision, review_comment: comment || null, review_decided_at: new Date() })
          .where(eq(budgets.id, budget.id))
        await notifyDecision(notices, budget.id, decision)
      })
    },
  }

  /** BudgetReviewed to the configured people, the project's responsible and the budget's author. */
  async function notifyDecision(notices: NotifyContext, budgetId: number, decision: ReviewDecision) {
    const [row] = await notices.db
      .select({
        companyId: budgets.event_company_id,
        code: budgets.code,
        name: budgets.name,
        createdBy: budgets.created_by,
        responsibleId: projects.responsible_id,
        projectName: projects.name,
        projectCode: projects.code,
      })
      .from(budgets)
      .innerJoin(projects, eq(projects.id, budgets.project_id))
      .where(eq(budgets.id, budgetId))
    if (!row) return
    await notify(notices, {
      companyId: row.companyId,
      type: 'BudgetReviewed',
      data: recordNotice(
        null,
        'budget',
        row,
        { decision: DECISION_NAMES.tr[decision], project: row.projectName, project_code: row.projectCode },
        { details: { decision: DECISION_NAMES.en[decision] } },
      ),
      involvedUserIds: [row.responsibleId, row.createdBy],
    })
  }
}

const notAlternative = () => budgetFieldError('item_id', 'not_alternative')

/** The sell side only, with the client's picks counted in place of the defaults. */
export function toClientReview(record: BudgetRecord, company: ClientReview['company']): ClientReview {
  const totals = calculateBudget(calcInput(record, true))
  const perItem = new Map(
    totals.categories.flatMap((category) => category.items.map((item) => [item.id, item])),
  )
  const perCategory = new Map(totals.categories.map((category) => [category.id, category]))
  return {
    company,
    project: { name: record.project.name },
    budget: {
      name: record.name,
      currency: record.currency,
      categories: record.categories.map((category) => ({
        id: category.id,
        name: category.name,
        name_en: category.name_en,
        items: record.items
          .filter((item) => item.budget_category_id === category.id)
          .map((item) => ({
            id: item.id,
            name: item.name,
            name_en: item.name_en,
            product_type:
              item.product_type as ClientReview['budget']['categories'][number]['items'][number]['product_type'],
            quantity: item.quantity,
            quantity_unit: item.quantity_unit as 'PEOPLE',
            unit_count: item.unit_count,
            count_unit: item.count_unit as 'TIMES',
            price_sell: item.price_sell,
            currency_sell: item.currency_sell,
            total_sell: perItem.get(item.id)?.total_sell ?? '0',
            alt_group: item.alt_group,
            is_default: item.is_default,
            client_selected: item.client_selected,
            client_comment: item.client_comment,
          })),
        total_sell: perCategory.get(category.id)?.total_sell ?? '0',
      })),
      total_sell: totals.total_sell,
      service_fee: totals.service_fee,
      total_sell_with_service_fee: totals.total_sell_with_service_fee,
      taxes: totals.taxes,
      total_with_taxes: totals.total_with_taxes,
      vat: totals.vat,
    },
    review: {
      status: record.review_status,
      comment: record.review_comment,
      decided_at: record.review_decided_at,
    },
  }
}
