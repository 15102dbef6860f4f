import type { ApprovalStep } from '@ajanda/contracts/approvals.contract'

/** The chain as the resolver needs it (an ApprovalChain fits). */
export interface ResolvableChain {
  needs_approval: boolean
  steps: readonly Pick<ApprovalStep, 'approver' | 'user_id' | 'position_id'>[]
}

export interface Requester {
  id: number
  reports_to: number | null
}

/** Facts fetched beforehand, so resolving stays pure (and testable without a database). */
export interface ApproverLookups {
  /** The company's active (not deactivated) users. */
  activeUserIds: ReadonlySet<number>
  /** Position id → the users holding it (the resolver keeps the active ones). */
  positionHolders: ReadonlyMap<number, readonly number[]>
}

/** One step to decide: any one of `approver_ids` may approve or decline it. */
export interface ResolvedStep {
  approver_ids: number[]
}

const sameApprovers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index])

/**
 * Turns a chain into the ordered steps a request of `requester` waits for (decisions.md 4). A step
 * that resolves to nobody (no manager, a deactivated person, an empty position) or only to the
 * requester is skipped: nobody approves their own request, and a missing person must not block it for
 * ever. The requester is never among a position's deciders. Consecutive steps with the same deciders
 * collapse into one, so a manager who is also the named finance person approves once. An empty answer
 * means the request is approved on submission.
 */
export function resolveApprovers(
  chain: ResolvableChain,
  requester: Requester,
  lookups: ApproverLookups,
): ResolvedStep[] {
  if (!chain.needs_approval) return []
  const active = (id: number | null | undefined): id is number =>
    id != null && lookups.activeUserIds.has(id) && id !== requester.id
  const resolved: ResolvedStep[] = []
  for (const step of chain.steps) {
    let ids: number[] = []
    if (step.approver === 'MANAGER') ids = active(requester.reports_to) ? [requester.reports_to] : []
    else if (step.approver === 'USER') ids = active(step.user_id) ? [step.user_id] : []
    else if (step.position_id != null)
      ids = [...new Set((lookups.positionHolders.get(step.position_id) ?? []).filter(active))].sort(
        (a, b) => a - b,
      )
    if (ids.length === 0) continue
    const previous = resolved.at(-1)
    if (previous && sameApprovers(previous.approver_ids, ids)) continue
    resolved.push({ approver_ids: ids })
  }
  return resolved
}
