import type { ApprovalStep, RequestType, SaveApprovalChain } from '@ajanda/contracts/approvals.contract'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { positions, users } from '../users/users.table'
import { approvalChainSteps, approvalChains } from './approvals.table'

export interface StoredChain {
  request_type: string
  needs_approval: boolean
  steps: ApprovalStep[]
}

/** Drizzle queries of the approval chains; no rules here. */
export function createApprovalsRepository(db: DbOrTx) {
  return {
    /** The company's saved chains (all, or one type), each with its steps in order. */
    async chains(companyId: number, type?: RequestType): Promise<StoredChain[]> {
      const rows = await db
        .select({
          chain_id: approvalChains.id,
          request_type: approvalChains.request_type,
          needs_approval: approvalChains.needs_approval,
          approver: approvalChainSteps.approver,
          user_id: approvalChainSteps.user_id,
          position_id: approvalChainSteps.position_id,
        })
        .from(approvalChains)
        .leftJoin(approvalChainSteps, eq(approvalChainSteps.chain_id, approvalChains.id))
        .where(
          and(
            eq(approvalChains.event_company_id, companyId),
            type ? eq(approvalChains.request_type, type) : undefined,
          ),
        )
        .orderBy(asc(approvalChains.id), asc(approvalChainSteps.position))
      const byChain = new Map<number, StoredChain>()
      for (const row of rows) {
        let chain = byChain.get(row.chain_id)
        if (!chain) {
          chain = { request_type: row.request_type, needs_approval: row.needs_approval, steps: [] }
          byChain.set(row.chain_id, chain)
        }
        if (row.approver)
          chain.steps.push({
            approver: row.approver as ApprovalStep['approver'],
            user_id: row.user_id,
            position_id: row.position_id,
          })
      }
      return [...byChain.values()]
    },

    /** Replaces the type's chain and its steps (call inside a transaction). */
    async replaceChain(companyId: number, type: RequestType, input: SaveApprovalChain): Promise<void> {
      const [chain] = await db
        .insert(approvalChains)
        .values({ event_company_id: companyId, request_type: type, needs_approval: input.needs_approval })
        .onConflictDoUpdate({
          target: [approvalChains.event_company_id, approvalChains.request_type],
          set: { needs_approval: input.needs_approval, updated_at: new Date() },
        })
        .returning({ id: approvalChains.id })
      if (!chain) throw new Error('approval chain upsert returned nothing')
      await db.delete(approvalChainSteps).where(eq(approvalChainSteps.chain_id, chain.id))
      const steps = input.steps.map((step, index) => ({
        chain_id: chain.id,
        position: index + 1,
        approver: step.approver,
        user_id: step.approver === 'USER' ? (step.user_id ?? null) : null,
        position_id: step.approver === 'POSITION' ? (step.position_id ?? null) : null,
      }))
      if (steps.length > 0) await db.insert(approvalChainSteps).values(steps)
    },

    /** The active users of the company among `ids`. */
    async activeUserIds(companyId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set()
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.event_company_id, companyId), inArray(users.id, ids), isNull(users.deleted_at)))
      return new Set(rows.map((row) => row.id))
    },

    /** The company's positions among `ids`. */
    async positionIds(companyId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set()
      const rows = await db
        .select({ id: positions.id })
        .from(positions)
        .where(and(eq(positions.event_company_id, companyId), inArray(positions.id, ids)))
      return new Set(rows.map((row) => row.id))
    },
  }
}
