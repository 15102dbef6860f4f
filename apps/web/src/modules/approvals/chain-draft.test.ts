import { APPROVAL_CHAIN_MAX_STEPS } from '@ajanda/contracts/approvals.contract'
import { describe, expect, it } from 'vitest'
import {
  addStep,
  canAddStep,
  changeKind,
  moveStep,
  removeStep,
  stepError,
  toDraft,
  toInput,
  updateStep,
} from './chain-draft'

const chain = toDraft({
  needs_approval: true,
  steps: [
    { approver: 'MANAGER', user_id: null, position_id: null },
    { approver: 'USER', user_id: 7, position_id: null },
    { approver: 'POSITION', user_id: null, position_id: 3 },
  ],
})
const kinds = (draft: typeof chain) => draft.steps.map((step) => step.approver)

describe('chain draft', () => {
  it('gives every step its own key', () => {
    expect(new Set(chain.steps.map((step) => step.key)).size).toBe(3)
  })

  it('moves steps up and down, not past the ends, keeping their keys', () => {
    const down = moveStep(chain, 0, 1)
    expect(kinds(down)).toEqual(['USER', 'MANAGER', 'POSITION'])
    expect(down.steps[1]?.key).toBe(chain.steps[0]?.key)
    expect(kinds(moveStep(chain, 2, -1))).toEqual(['MANAGER', 'POSITION', 'USER'])
    expect(moveStep(chain, 0, -1)).toBe(chain)
    expect(moveStep(chain, 2, 1)).toBe(chain)
  })

  it('adds manager steps up to the maximum, and removes', () => {
    let draft = toDraft({ needs_approval: true, steps: [] })
    for (let i = 0; i < APPROVAL_CHAIN_MAX_STEPS + 2; i++) draft = addStep(draft)
    expect(draft.steps).toHaveLength(APPROVAL_CHAIN_MAX_STEPS)
    expect(canAddStep(draft)).toBe(false)
    expect(draft.steps[0]).toMatchObject({ approver: 'MANAGER', user_id: null, position_id: null })
    expect(kinds(removeStep(chain, 1))).toEqual(['MANAGER', 'POSITION'])
  })

  it('clears the ids when the kind changes', () => {
    const changed = changeKind(chain, 1, 'POSITION')
    expect(changed.steps[1]).toMatchObject({ approver: 'POSITION', user_id: null, position_id: null })
    expect(updateStep(changed, 1, { position_id: 9 }).steps[1]?.position_id).toBe(9)
  })

  it('sends only the id of each step’s kind, and no steps when no approval is needed', () => {
    const withEmpty = changeKind(chain, 2, 'USER')
    expect(toInput(withEmpty)).toEqual({
      needs_approval: true,
      steps: [{ approver: 'MANAGER' }, { approver: 'USER', user_id: 7 }, { approver: 'USER' }],
    })
    expect(toInput({ ...chain, needs_approval: false })).toEqual({ needs_approval: false, steps: [] })
  })

  it('finds a step’s field error', () => {
    const errors = { 'steps.1.user_id': ['Geçersiz seçim', 'x'] }
    expect(stepError(errors, 1, 'user_id')).toBe('Geçersiz seçim')
    expect(stepError(errors, 0, 'user_id')).toBeUndefined()
  })
})
