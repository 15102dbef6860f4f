import type { LeadBoard, LeadCard } from '@ajanda/contracts/projects.contract'
import { describe, expect, it } from 'vitest'
import { groupBoard, moveCard, stageNames } from './board-grouping'

function card(code: string, stage: number): LeadCard {
  return {
    id: 1,
    code,
    name: `Lead ${code}`,
    project_ref: null,
    stage,
    current_status: stage <= 7 ? `LEAD-${stage}` : 'PREP',
    current_status_group: stage <= 7 ? 'LEAD' : 'PREP',
    starts_at: '2026-05-01',
    ends_at: '2026-05-02',
    lead_close_date: null,
    lead_value: '100.00',
    lead_currency: 'TRY',
    client: null,
    responsible: null,
    city: null,
    updated_at: '2026-01-01T00:00:00Z',
    created_at: '2026-01-01T00:00:00Z',
  }
}

const board: LeadBoard = {
  currency: 'TRY',
  stages: [
    {
      id: 0,
      name: 'Oluşturuldu',
      category: 'OFFER',
      count: 3,
      value_total: '300.00',
      leads: [card('a', 0), card('b', 0)],
    },
    {
      id: 8,
      name: 'Hazırlık',
      category: 'CONFIRMED',
      count: 1,
      value_total: '100.00',
      leads: [card('c', 8)],
    },
  ],
}

describe('groupBoard', () => {
  it('puts the 15 stages into Teklif (0-7), Konfirme (8-10) and Arşiv (11-14)', () => {
    const groups = groupBoard(board, stageNames([{ id: 0, name: 'Yeni' }]))
    expect(groups.map((group) => group.category)).toEqual(['OFFER', 'CONFIRMED', 'ARCHIVE'])
    expect(groups.map((group) => group.columns.map((column) => column.id))).toEqual([
      [0, 1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10],
      [11, 12, 13, 14],
    ])
  })

  it("uses the company's stage names and fills the stages the answer lacks", () => {
    const [offer, confirmed] = groupBoard(board, stageNames([{ id: 0, name: 'Yeni' }]))
    expect(offer?.columns[0]).toMatchObject({ name: 'Yeni', count: 3, value_total: '300.00' })
    expect(offer?.columns[0]?.leads.map((lead) => lead.code)).toEqual(['a', 'b'])
    expect(offer?.columns[1]).toMatchObject({ id: 1, count: 0, leads: [] })
    expect(confirmed?.columns[0]).toMatchObject({ name: 'Hazırlık', count: 1 })
  })
})

describe('moveCard', () => {
  it('moves a card to the top of its new column and adjusts both counts', () => {
    const moved = moveCard(board, 'b', 8)
    const from = moved.stages.find((column) => column.id === 0)
    const to = moved.stages.find((column) => column.id === 8)
    expect(from?.count).toBe(2)
    expect(from?.leads.map((lead) => lead.code)).toEqual(['a'])
    expect(to?.count).toBe(2)
    expect(to?.leads[0]).toMatchObject({
      code: 'b',
      stage: 8,
      current_status: 'PREP',
      current_status_group: 'PREP',
    })
  })

  it('leaves the board alone for an unknown card or the same stage', () => {
    expect(moveCard(board, 'zzz', 3)).toBe(board)
    expect(moveCard(board, 'a', 0)).toBe(board)
  })
})

describe('stage names', () => {
  it('are the English ones in English, the names otherwise', () => {
    const stages = [
      { id: 0, name: 'Oluşturuldu', name_en: 'Created' },
      { id: 1, name: 'Takipte', name_en: null },
    ]
    expect(stageNames(stages, 'en').get(0)).toBe('Created')
    expect(stageNames(stages, 'en').get(1)).toBe('Takipte')
    expect(stageNames(stages, 'tr').get(0)).toBe('Oluşturuldu')
  })
})
