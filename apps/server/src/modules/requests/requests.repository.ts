import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { clients } from '../clients/clients.table'
import { expenseSources } from '../definitions/definitions.table'
import { companyCreditCards } from '../event-companies/event-companies.table'
import { projects } from '../projects/projects.table'
import { suppliers } from '../suppliers/suppliers.table'
import { users } from '../users/users.table'
import type { ReferencedIds, RequestItemRecord, RequestRecord } from './request-forms'
import {
  requestFiles,
  requestHistory,
  requestItems,
  requestSteps,
  requests,
  requestWaits,
} from './requests.table'

export type RequestRow = typeof requests.$inferSelect
export type StepRow = typeof requestSteps.$inferSelect

/** What the workflow sets beside the form's fields. */
export interface RequestState {
  status: 'PENDING' | 'APPROVED' | 'DECLINED'
  current_step: number | null
  step_count: number
  waiting_for: number[]
  declined_reason?: string | null
  decided_at?: Date | null
}

/** Which of the ids a form names exist in the company (and, for receipts, were uploaded by the requester). */
export interface FoundReferences {
  project: { id: number; client_id: number | null } | null
  supplier: boolean
  client: boolean
  source: boolean
  companyCardIds: Set<number>
  receiptFileIds: Set<number>
  activeUserIds: Set<number>
}

const recordColumns = (record: RequestRecord) => ({
  request_type: record.request_type,
  project_id: record.project_id,
  supplier_id: record.supplier_id,
  client_id: record.client_id,
  source_id: record.source_id,
  currency: record.currency,
  amount: record.amount,
  request_date: record.request_date,
  starts_at: record.starts_at,
  ends_at: record.ends_at,
  note: record.note,
  details: record.details,
})

const itemRows = (requestId: number, items: readonly RequestItemRecord[]) =>
  items.map((item, index) => ({
    request_id: requestId,
    position: index + 1,
    description: item.description,
    amount: item.amount,
    payment_method: item.payment_method ?? null,
    assign_to: item.assign_to ?? null,
    expense_date: item.expense_date ?? null,
    vat_rate: item.vat_rate ?? null,
    payment_type: item.payment_type ?? null,
    company_card_id: item.company_card_id ?? null,
    receipt_no: item.receipt_no ?? null,
    receipt_file_id: item.receipt_file_id ?? null,
    quantity: item.quantity ?? null,
    unit_price: item.unit_price ?? null,
  }))

/** Drizzle queries of the requests; no rules here. */
export function createRequestsRepository(db: DbOrTx) {
  /** The approver queue follows `waiting_for` (request_waits, ordered as the queue lists them). */
  async function syncWaits(requestId: number, userIds: readonly number[]) {
    await db.delete(requestWaits).where(eq(requestWaits.request_id, requestId))
    if (userIds.length === 0) return
    const ids = sql.raw(`array[${userIds.map(Number).join(',')}]::bigint[]`)
    await db.execute(
      sql`insert into ${requestWaits} (user_id, request_id, created_at) select unnest(${ids}), ${requests.id}, ${requests.created_at} from ${requests} where ${requests.id} = ${requestId}`,
    )
  }

  return {
    async references(companyId: number, requesterId: number, ids: ReferencedIds): Promise<FoundReferences> {
      const [project, supplier, client, source, cards, receipts, people] = await Promise.all([
        ids.project_id
          ? db
              .select({ id: projects.id, client_id: projects.client_id })
              .from(projects)
              .where(and(eq(projects.id, ids.project_id), eq(projects.event_company_id, companyId)))
          : [],
        ids.supplier_id
          ? db
              .select({ id: suppliers.id })
              .from(suppliers)
              .where(
                and(
                  eq(suppliers.id, ids.supplier_id),
                  eq(suppliers.event_company_id, companyId),
                  isNull(suppliers.deleted_at),
                ),
              )
          : [],
        ids.client_id
          ? db
              .select({ id: clients.id })
              .from(clients)
              .where(
                and(
                  eq(clients.id, ids.client_id),
                  eq(clients.event_company_id, companyId),
                  isNull(clients.deleted_at),
                ),
              )
          : [],
        ids.source_id
          ? db
              .select({ id: expenseSources.id })
              .from(expenseSources)
              .where(
                and(eq(expenseSources.id, ids.source_id), eq(expenseSources.event_company_id, companyId)),
              )
          : [],
        ids.company_card_ids.length
          ? db
              .select({ id: companyCreditCards.id })
              .from(companyCreditCards)
              .where(
                and(
                  inArray(companyCreditCards.id, ids.company_card_ids),
                  eq(companyCreditCards.event_company_id, companyId),
                ),
              )
          : [],
        ids.receipt_file_ids.length
          ? db
              .select({ id: requestFiles.id })
              .from(requestFiles)
              .where(
                and(
                  inArray(requestFiles.id, ids.receipt_file_ids),
                  eq(requestFiles.event_company_id, companyId),
                  eq(requestFiles.uploaded_by, requesterId),
                ),
              )
          : [],
        ids.user_ids.length
          ? db
              .select({ id: users.id })
              .from(users)
              .where(
                and(
                  inArray(users.id, ids.user_ids),
                  eq(users.event_company_id, companyId),
                  isNull(users.deleted_at),
                ),
              )
          : [],
      ])
      return {
        project: project[0] ?? null,
        supplier: supplier.length > 0,
        client: client.length > 0,
        source: source.length > 0,
        companyCardIds: new Set(cards.map((row) => row.id)),
        receiptFileIds: new Set(receipts.map((row) => row.id)),
        activeUserIds: new Set(people.map((row) => row.id)),
      }
    },

    /** The company's active users with their manager and position, for resolving a chain. */
    async approverFacts(companyId: number, requesterId: number) {
      const rows = await db
        .select({ id: users.id, reports_to: users.reports_to, position_id: users.position_id })
        .from(users)
        .where(and(eq(users.event_company_id, companyId), isNull(users.deleted_at)))
      const requester = rows.find((row) => row.id === requesterId)
      const positionHolders = new Map<number, number[]>()
      for (const row of rows) {
        if (row.position_id == null) continue
        const holders = positionHolders.get(row.position_id) ?? []
        holders.push(row.id)
        positionHolders.set(row.position_id, holders)
      }
      return {
        requester: { id: requesterId, reports_to: requester?.reports_to ?? null },
        lookups: { activeUserIds: new Set(rows.map((row) => row.id)), positionHolders },
      }
    },

    async insert(
      companyId: number,
      requesterId: number,
      record: RequestRecord,
      state: RequestState,
      replacesId: number | null,
    ) {
      const [row] = await db
        .insert(requests)
        .values({
          event_company_id: companyId,
          requester_id: requesterId,
          replaces_id: replacesId,
          ...recordColumns(record),
          ...state,
        })
        .returning({ id: requests.id })
      if (!row) throw new Error('request insert returned nothing')
      if (record.items.length > 0) await db.insert(requestItems).values(itemRows(row.id, record.items))
      await syncWaits(row.id, state.waiting_for)
      return row.id
    },

    async update(id: number, record: RequestRecord, state?: RequestState) {
      await db
        .update(requests)
        .set({ ...recordColumns(record), ...(state ?? {}), updated_at: new Date() })
        .where(eq(requests.id, id))
      await db.delete(requestItems).where(eq(requestItems.request_id, id))
      if (record.items.length > 0) await db.insert(requestItems).values(itemRows(id, record.items))
      if (state) await syncWaits(id, state.waiting_for)
    },

    async setState(id: number, state: Partial<RequestState>) {
      await db
        .update(requests)
        .set({ ...state, updated_at: new Date() })
        .where(eq(requests.id, id))
      if (state.waiting_for) await syncWaits(id, state.waiting_for)
    },

    async insertSteps(requestId: number, steps: readonly { approver_ids: number[] }[]) {
      const everyone = [...new Set(steps.flatMap((step) => step.approver_ids))].sort((a, b) => a - b)
      await db.update(requests).set({ approvers: everyone }).where(eq(requests.id, requestId))
      if (steps.length === 0) return
      await db.insert(requestSteps).values(
        steps.map((step, index) => ({
          request_id: requestId,
          step_no: index + 1,
          approver_ids: step.approver_ids,
        })),
      )
    },

    async replaceSteps(requestId: number, steps: readonly { approver_ids: number[] }[]) {
      await db.delete(requestSteps).where(eq(requestSteps.request_id, requestId))
      await this.insertSteps(requestId, steps)
    },

    async steps(requestId: number): Promise<StepRow[]> {
      return db
        .select()
        .from(requestSteps)
        .where(eq(requestSteps.request_id, requestId))
        .orderBy(asc(requestSteps.step_no))
    },

    async decideStep(
      requestId: number,
      stepNo: number,
      decision: 'APPROVED' | 'DECLINED',
      userId: number,
      reason: string | null,
    ) {
      await db
        .update(requestSteps)
        .set({ decision, decided_by: userId, decided_at: new Date(), reason })
        .where(and(eq(requestSteps.request_id, requestId), eq(requestSteps.step_no, stepNo)))
    },

    async addHistory(
      requestId: number,
      event: string,
      userId: number | null,
      extra: { step_no?: number | null; reason?: string | null; via_link?: boolean } = {},
    ) {
      await db.insert(requestHistory).values({
        request_id: requestId,
        event,
        user_id: userId,
        step_no: extra.step_no ?? null,
        reason: extra.reason ?? null,
        via_link: extra.via_link ?? false,
      })
    },

    /** The request of the company, locked for the rest of the transaction. */
    async lock(companyId: number, id: number): Promise<RequestRow | undefined> {
      const rows = await db
        .select()
        .from(requests)
        .where(and(eq(requests.id, id), eq(requests.event_company_id, companyId)))
        .for('update')
      return rows[0]
    },

    async find(companyId: number, id: number, visible?: SQL): Promise<RequestRow | undefined> {
      const rows = await db
        .select()
        .from(requests)
        .where(and(eq(requests.id, id), eq(requests.event_company_id, companyId), visible))
        .limit(1)
      return rows[0]
    },

    /** The request that resubmitted `id`, if any. */
    async successorOf(id: number): Promise<number | null> {
      const rows = await db
        .select({ id: requests.id })
        .from(requests)
        .where(eq(requests.replaces_id, id))
        .limit(1)
      return rows[0]?.id ?? null
    },

    /** Demo data: the request and its history as if filed at `at` (one hour between history entries). */
    async backdate(id: number, at: Date) {
      await db.update(requests).set({ created_at: at, updated_at: at }).where(eq(requests.id, id))
      await db.update(requestWaits).set({ created_at: at }).where(eq(requestWaits.request_id, id))
      await db.execute(
        sql`update ${requestHistory} h set created_at = ${at.toISOString()}::timestamptz + (n.rank - 1) * interval '1 hour' from (select id, row_number() over (order by id) as rank from ${requestHistory} where request_id = ${id}) n where h.id = n.id`,
      )
    },

    /** Names of users, for notification lines. */
    async userNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({ id: users.id, name: users.full_name })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]))
      return new Map(rows.map((row) => [row.id, row.name]))
    },

    /** Codes of users, for the decision links. */
    async userCodes(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({ id: users.id, code: users.code })
        .from(users)
        .where(inArray(users.id, [...ids]))
      return new Map(rows.map((row) => [row.id, row.code]))
    },

    async insertReceipt(values: typeof requestFiles.$inferInsert) {
      const [row] = await db.insert(requestFiles).values(values).returning()
      if (!row) throw new Error('receipt insert returned nothing')
      return row
    },

    async receipt(companyId: number, id: number) {
      const rows = await db
        .select()
        .from(requestFiles)
        .where(and(eq(requestFiles.id, id), eq(requestFiles.event_company_id, companyId)))
        .limit(1)
      return rows[0]
    },

    /** The requests whose rows point to the receipt (for its visibility). */
    async requestIdsOfReceipt(fileId: number): Promise<number[]> {
      const rows = await db
        .select({ id: requestItems.request_id })
        .from(requestItems)
        .where(eq(requestItems.receipt_file_id, fileId))
      return rows.map((row) => row.id)
    },
  }
}
export type RequestsRepository = ReturnType<typeof createRequestsRepository>

/** `me` may decide the current step (the GIN-indexed `waiting_for`). */
export const waitingFor = (userId: number) => sql`${requests.waiting_for} @> array[${userId}]::bigint[]`
