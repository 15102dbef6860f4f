import { describe, expect, it } from 'vitest'
import { sortByName } from './collation'

describe('sortByName', () => {
  it('sorts in Turkish alphabetical order and keeps ties in their order', () => {
    const rows = ['Zonguldak', 'İzmir', 'Isparta', 'Çorum', 'Ceyhan', 'Şanlıurfa', 'Siirt', 'Ödemiş'].map(
      (name, id) => ({
        id,
        name,
      }),
    )
    expect(sortByName(rows, 'tr').map((r) => r.name)).toEqual([
      'Ceyhan',
      'Çorum',
      'Isparta',
      'İzmir',
      'Ödemiş',
      'Siirt',
      'Şanlıurfa',
      'Zonguldak',
    ])
    const ties = sortByName(
      [
        { id: 2, name: 'Gala' },
        { id: 1, name: 'Gala' },
      ],
      'tr',
    )
    expect(ties.map((r) => r.id)).toEqual([2, 1])
  })
})
