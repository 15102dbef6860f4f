import {
  type ApprovalChain,
  defaultApprovalChain,
  REQUEST_TYPES,
  type RequestType,
  type SaveApprovalChain,
} from '@ajanda/contracts/approvals.contract'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { FieldErrors } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { createApprovalsRepository, type StoredChain } from './approvals.repository'

const toChain = (stored: StoredChain): ApprovalChain => ({
  request_type: stored.request_type as RequestType,
  needs_approval: stored.needs_approval,
  configured: true,
  steps: stored.steps,
})

/**
 * The step rules the schema cannot say: the id matching the kind is given (and only that one), a named
 * user is an active user of the admin's company, a position is one of its positions. Another company's
 * ids answer the same "invalid choice" as ids that do not exist.
 */
async function checkSteps(
  repo: ReturnType<typeof createApprovalsRepository>,
  companyId: number,
  input: SaveApprovalChain,
) {
  const errors = new FieldErrors()
  if (input.needs_approval && input.steps.length === 0)
    errors.add('steps', { validation: 'too_few_items', params: { min: 1 } })
  const userIds = input.steps.flatMap((step) =>
    step.approver === 'USER' && step.user_id ? [step.user_id] : [],
  )
  const positionIds = input.steps.flatMap((step) =>
    step.approver === 'POSITION' && step.position_id ? [step.position_id] : [],
  )
  const [activeUsers, ownPositions] = await Promise.all([
    repo.activeUserIds(companyId, userIds),
    repo.positionIds(companyId, positionIds),
  ])
  input.steps.forEach((step, index) => {
    const field = (name: string) => `steps.${index}.${name}`
    const wants = { user_id: step.approver === 'USER', position_id: step.approver === 'POSITION' }
    for (const name of ['user_id', 'position_id'] as const) {
      const value = step[name]
      if (wants[name] && value == null) errors.add(field(name), { validation: 'required' })
      if (!wants[name] && value != null) errors.add(field(name), { validation: 'unknown_field' })
    }
    if (step.approver === 'USER' && step.user_id != null && !activeUsers.has(step.user_id))
      errors.add(field('user_id'), { validation: 'invalid_choice' })
    if (step.approver === 'POSITION' && step.position_id != null && !ownPositions.has(step.position_id))
      errors.add(field('position_id'), { validation: 'invalid_choice' })
  })
  errors.throwIfAny()
}

/** The admin's approval chains per request type (/admin/approval-chain). */
export function createApprovalsService(ctx: AppContext) {
  const repo = createApprovalsRepository(ctx.db)

  /** Every type in REQUEST_TYPES order; a type never saved answers its default chain. */
  async function chainsOf(companyId: number): Promise<ApprovalChain[]> {
    const saved = new Map((await repo.chains(companyId)).map((chain) => [chain.request_type, chain]))
    return REQUEST_TYPES.map((type) => {
      const stored = saved.get(type)
      return stored ? toChain(stored) : defaultApprovalChain(type)
    })
  }

  /** `db`: the caller's transaction, when it reads the chain inside one. */
  async function chainOf(companyId: number, type: RequestType, db: DbOrTx = ctx.db): Promise<ApprovalChain> {
    const [stored] = await createApprovalsRepository(db).chains(companyId, type)
    return stored ? toChain(stored) : defaultApprovalChain(type)
  }

  return {
    list: (auth: AuthState) => chainsOf(auth.user.event_company_id),
    /** Requests (issue 7) read a type's chain here before resolving its approvers. */
    chainOf,

    /** Replaces the type's chain in one transaction; a type needing no approval keeps no steps. */
    async save(auth: AuthState, type: RequestType, input: SaveApprovalChain): Promise<ApprovalChain> {
      const companyId = auth.user.event_company_id
      await checkSteps(repo, companyId, input)
      const stored = { needs_approval: input.needs_approval, steps: input.needs_approval ? input.steps : [] }
      await ctx.db.transaction((tx) => createApprovalsRepository(tx).replaceChain(companyId, type, stored))
      return chainOf(companyId, type)
    },
  }
}
