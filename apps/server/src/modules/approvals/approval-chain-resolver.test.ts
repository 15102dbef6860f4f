import { describe, expect, it } from 'vitest'
import { type ApproverLookups, type ResolvableChain, resolveApprovers } from './approval-chain-resolver'

const manager = { approver: 'MANAGER', user_id: null, position_id: null } as const
const user = (id: number) => ({ approver: 'USER', user_id: id, position_id: null }) as const
const position = (id: number) => ({ approver: 'POSITION', user_id: null, position_id: id }) as const
const chain = (...steps: ResolvableChain['steps']): ResolvableChain => ({ needs_approval: true, steps })

// 1 requester, 2 their manager, 3 finance, 4 deactivated, 5 and 6 accountants (position 10).
const lookups: ApproverLookups = {
  activeUserIds: new Set([1, 2, 3, 5, 6]),
  positionHolders: new Map([
    [10, [6, 5, 4]],
    [11, [1]],
    [12, []],
  ]),
}
const requester = { id: 1, reports_to: 2 }

describe('resolveApprovers', () => {
  it('resolves each kind, in order', () => {
    expect(resolveApprovers(chain(manager, user(3), position(10)), requester, lookups)).toEqual([
      { approver_ids: [2] },
      { approver_ids: [3] },
      { approver_ids: [5, 6] },
    ])
  })

  it('answers no steps when the type needs no approval', () => {
    expect(resolveApprovers({ needs_approval: false, steps: [manager] }, requester, lookups)).toEqual([])
  })

  it('skips a step that resolves to nobody', () => {
    expect(resolveApprovers(chain(manager, user(3)), { id: 1, reports_to: null }, lookups)).toEqual([
      { approver_ids: [3] },
    ])
    expect(resolveApprovers(chain(user(4), position(12), position(99), user(3)), requester, lookups)).toEqual(
      [{ approver_ids: [3] }],
    )
    // A deactivated manager cannot decide either.
    expect(resolveApprovers(chain(manager), { id: 1, reports_to: 4 }, lookups)).toEqual([])
  })

  it('never lets the requester approve their own request', () => {
    expect(resolveApprovers(chain(user(1), position(11), manager), requester, lookups)).toEqual([
      { approver_ids: [2] },
    ])
    // A requester holding the position leaves the other holders.
    expect(resolveApprovers(chain(position(10)), { id: 5, reports_to: 2 }, lookups)).toEqual([
      { approver_ids: [6] },
    ])
    // A manager who reports to themself is nobody.
    expect(resolveApprovers(chain(manager), { id: 2, reports_to: 2 }, lookups)).toEqual([])
  })

  it('collapses consecutive identical approvers, but not separated ones', () => {
    expect(resolveApprovers(chain(manager, user(2), user(3), user(3)), requester, lookups)).toEqual([
      { approver_ids: [2] },
      { approver_ids: [3] },
    ])
    expect(resolveApprovers(chain(user(2), user(3), manager), requester, lookups)).toEqual([
      { approver_ids: [2] },
      { approver_ids: [3] },
      { approver_ids: [2] },
    ])
    // Collapsing looks at resolved steps: a skipped step in between does not separate them.
    expect(resolveApprovers(chain(manager, user(4), user(2)), requester, lookups)).toEqual([
      { approver_ids: [2] },
    ])
    expect(resolveApprovers(chain(position(10), position(10)), requester, lookups)).toEqual([
      { approver_ids: [5, 6] },
    ])
  })
})
