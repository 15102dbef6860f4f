import type {
  EXPENSE_ASSIGNEES,
  EXPENSE_PAYMENT_TYPES,
  PAYMENT_METHODS,
  RequestDetail,
  RequestDetails,
  RequestHistoryEvent,
} from '@ajanda/contracts/requests.contract'
import { and, asc, eq, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import type { FileStorage } from '../../platform/storage'
import { companyCreditCards } from '../event-companies/event-companies.table'
import { leaveFigures } from './leave-figures'
import { receiptPath } from './receipt-access'
import { peopleById, summaryQuery, toSummary } from './request-summary'
import { requestFiles, requestHistory, requestItems, requestSteps, requests } from './requests.table'

type Of<T extends readonly string[]> = T[number]

/** The whole request: its fields, rows, steps and history, or undefined when it is not visible. */
export async function loadRequestDetail(
  db: DbOrTx,
  storage: FileStorage,
  companyId: number,
  id: number,
  viewerId: number,
  visible?: SQL,
): Promise<RequestDetail | undefined> {
  const [row] = await summaryQuery(
    db,
    and(eq(requests.id, id), eq(requests.event_company_id, companyId), visible),
  ).limit(1)
  if (!row) return undefined
  const [items, steps, history] = await Promise.all([
    db
      .select({
        item: requestItems,
        card_name: companyCreditCards.name,
        receipt_name: requestFiles.name,
      })
      .from(requestItems)
      .leftJoin(companyCreditCards, eq(companyCreditCards.id, requestItems.company_card_id))
      .leftJoin(requestFiles, eq(requestFiles.id, requestItems.receipt_file_id))
      .where(eq(requestItems.request_id, id))
      .orderBy(asc(requestItems.position)),
    db.select().from(requestSteps).where(eq(requestSteps.request_id, id)).orderBy(asc(requestSteps.step_no)),
    db.select().from(requestHistory).where(eq(requestHistory.request_id, id)).orderBy(asc(requestHistory.id)),
  ])
  const details = row.request.details as Record<string, unknown>
  const responsibleIds = (details.responsibles as number[] | undefined) ?? []
  const people = await peopleById(db, storage, [
    ...row.request.waiting_for,
    ...steps.flatMap((step) => [...step.approver_ids, ...(step.decided_by ? [step.decided_by] : [])]),
    ...history.flatMap((entry) => (entry.user_id ? [entry.user_id] : [])),
    ...responsibleIds,
  ])
  const person = (userId: number | null) => (userId != null ? (people.get(userId) ?? null) : null)
  const approvedSteps = steps.filter((step) => step.decision === 'APPROVED').length
  const summary = toSummary(row, people, storage, viewerId, approvedSteps)
  // A leave shows its working days, the requester's allowance and its overlaps (decisions/0024).
  const leave_figures =
    summary.form === 'leave' && row.request.starts_at
      ? await leaveFigures(db, companyId, {
          id,
          requester_id: row.request.requester_id,
          request_type: summary.request_type,
          starts_at: row.request.starts_at,
          ends_at: row.request.ends_at,
        })
      : null
  return {
    ...summary,
    leave_figures,
    details: {
      ...(details as RequestDetails),
      ...(details.responsibles
        ? {
            responsibles: responsibleIds.flatMap((userId) => {
              const found = people.get(userId)
              return found ? [{ id: found.id, full_name: found.full_name }] : []
            }),
          }
        : {}),
    },
    items: items.map(({ item, card_name, receipt_name }) => ({
      id: item.id,
      description: item.description,
      amount: item.amount,
      payment_method: item.payment_method as Of<typeof PAYMENT_METHODS> | null,
      assign_to: item.assign_to as Of<typeof EXPENSE_ASSIGNEES> | null,
      expense_date: item.expense_date,
      vat_rate: item.vat_rate,
      payment_type: item.payment_type as Of<typeof EXPENSE_PAYMENT_TYPES> | null,
      company_card:
        item.company_card_id != null && card_name != null
          ? { id: item.company_card_id, name: card_name }
          : null,
      receipt_no: item.receipt_no,
      receipt:
        item.receipt_file_id != null && receipt_name != null
          ? { id: item.receipt_file_id, name: receipt_name, url: receiptPath(item.receipt_file_id) }
          : null,
      quantity: item.quantity,
      unit_price: item.unit_price,
    })),
    steps: steps.map((step) => ({
      step_no: step.step_no,
      approvers: step.approver_ids.flatMap((userId) => {
        const found = people.get(userId)
        return found ? [found] : []
      }),
      decision: step.decision as 'APPROVED' | 'DECLINED' | null,
      decided_by: person(step.decided_by),
      decided_at: step.decided_at?.toISOString() ?? null,
      reason: step.reason,
    })),
    history: history.map((entry) => ({
      event: entry.event as RequestHistoryEvent,
      user: person(entry.user_id),
      step_no: entry.step_no,
      reason: entry.reason,
      via_link: entry.via_link,
      at: entry.created_at.toISOString(),
    })),
  }
}
