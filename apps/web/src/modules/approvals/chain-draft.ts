import {
  APPROVAL_CHAIN_MAX_STEPS,
  type ApprovalChain,
  type ApproverKind,
  type SaveApprovalChain,
} from '@ajanda/contracts/approvals.contract'

/** A step being edited: the select of a Kişi or Pozisyon step may still be empty. */
export interface DraftStep {
  /** Stable React key: steps move, so their index is not one. */
  key: number
  approver: ApproverKind
  user_id: number | null
  position_id: number | null
}

export interface ChainDraft {
  needs_approval: boolean
  steps: DraftStep[]
}

let nextKey = 0
const newKey = () => ++nextKey

export function toDraft(chain: Pick<ApprovalChain, 'needs_approval' | 'steps'>): ChainDraft {
  return {
    needs_approval: chain.needs_approval,
    steps: chain.steps.map((step) => ({ key: newKey(), ...step })),
  }
}

export const canAddStep = (draft: ChainDraft) => draft.steps.length < APPROVAL_CHAIN_MAX_STEPS

/** A new step approves by the requester's manager, the commonest choice. */
export function addStep(draft: ChainDraft): ChainDraft {
  if (!canAddStep(draft)) return draft
  return {
    ...draft,
    steps: [...draft.steps, { key: newKey(), approver: 'MANAGER', user_id: null, position_id: null }],
  }
}

export function removeStep(draft: ChainDraft, index: number): ChainDraft {
  return { ...draft, steps: draft.steps.filter((_, i) => i !== index) }
}

/** Moves a step up (-1) or down (+1); at either end nothing changes. */
export function moveStep(draft: ChainDraft, index: number, by: -1 | 1): ChainDraft {
  const target = index + by
  if (target < 0 || target >= draft.steps.length) return draft
  const steps = [...draft.steps]
  const [step] = steps.splice(index, 1)
  if (step) steps.splice(target, 0, step)
  return { ...draft, steps }
}

/** A new kind clears the ids: a person chosen for Kişi means nothing for Pozisyon. */
export function changeKind(draft: ChainDraft, index: number, approver: ApproverKind): ChainDraft {
  return updateStep(draft, index, { approver, user_id: null, position_id: null })
}

export function updateStep(draft: ChainDraft, index: number, change: Partial<Omit<DraftStep, 'key'>>) {
  return { ...draft, steps: draft.steps.map((step, i) => (i === index ? { ...step, ...change } : step)) }
}

/**
 * The PUT body: each step carries only the id of its kind. An empty select is sent as it is (no id),
 * so the server's "Bu alan zorunludur" shows under it.
 */
export function toInput(draft: ChainDraft): SaveApprovalChain {
  return {
    needs_approval: draft.needs_approval,
    steps: draft.needs_approval
      ? draft.steps.map((step) => {
          if (step.approver === 'USER')
            return step.user_id ? { approver: 'USER', user_id: step.user_id } : { approver: 'USER' }
          if (step.approver === 'POSITION')
            return step.position_id
              ? { approver: 'POSITION', position_id: step.position_id }
              : { approver: 'POSITION' }
          return { approver: 'MANAGER' }
        })
      : [],
  }
}

/** The first 422 message of a step's field (`steps.1.user_id`), to show under its select. */
export function stepError(
  errors: Record<string, string[]>,
  index: number,
  field: 'approver' | 'user_id' | 'position_id',
): string | undefined {
  return errors[`steps.${index}.${field}`]?.[0]
}
