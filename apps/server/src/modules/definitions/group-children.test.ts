import { describe, expect, it } from 'vitest'
import { childrenOf, groupChildren, groupRows } from './group-children'

describe('groupChildren', () => {
  it('collects child ids per parent in link order, and an empty list for a parent without links', () => {
    const map = groupChildren([
      { parent_id: 1, child_id: 10 },
      { parent_id: 2, child_id: 20 },
      { parent_id: 1, child_id: 11 },
    ])
    expect(childrenOf(map, 1)).toEqual([10, 11])
    expect(childrenOf(map, 2)).toEqual([20])
    expect(childrenOf(map, 3)).toEqual([])
  })

  it('groups whole rows by a key', () => {
    const map = groupRows(
      [
        { category_id: 1, name: 'a' },
        { category_id: 1, name: 'b' },
      ],
      (row) => row.category_id,
    )
    expect(map.get(1)?.map((r) => r.name)).toEqual(['a', 'b'])
  })
})
