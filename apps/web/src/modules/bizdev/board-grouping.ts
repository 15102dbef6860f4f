import {
  BIZDEV_STAGE_CATEGORIES,
  BIZDEV_STAGE_SLOTS,
  type BizdevStageCategory,
} from '@ajanda/contracts/event-companies.contract'
import {
  type LeadBoard,
  type LeadStageColumn,
  statusGroupOfStage,
  statusOfStage,
} from '@ajanda/contracts/projects.contract'
import { localName } from '../../shared/format/names'

export interface BoardCategory {
  category: BizdevStageCategory
  columns: LeadStageColumn[]
}

/**
 * The board's three categories (Teklif 0-7, Konfirme 8-10, Arşiv 11-14), each with its stages in slot
 * order; a stage the answer lacks shows empty, and the company's names win over the answer's.
 */
export function groupBoard(
  board: LeadBoard | undefined,
  names: ReadonlyMap<number, string>,
): BoardCategory[] {
  const byId = new Map(board?.stages.map((column) => [column.id, column]))
  return BIZDEV_STAGE_CATEGORIES.map((category) => ({
    category,
    columns: BIZDEV_STAGE_SLOTS.filter((slot) => slot.category === category).map((slot) => {
      const column = byId.get(slot.id)
      return {
        id: slot.id,
        name: names.get(slot.id) || column?.name || String(slot.id),
        category,
        count: column?.count ?? 0,
        value_total: column?.value_total ?? '0',
        leads: column?.leads ?? [],
      }
    }),
  }))
}

/** The board after a card moved to `stage`: at the top of its new column, counts adjusted. */
export function moveCard(board: LeadBoard, code: string, stage: number): LeadBoard {
  const card = board.stages.flatMap((column) => column.leads).find((lead) => lead.code === code)
  if (!card || card.stage === stage) return board
  const moved = {
    ...card,
    stage,
    current_status: statusOfStage(stage),
    current_status_group: statusGroupOfStage(stage),
  }
  return {
    ...board,
    stages: board.stages.map((column) => {
      if (column.id === card.stage)
        return {
          ...column,
          count: Math.max(0, column.count - 1),
          leads: column.leads.filter((lead) => lead.code !== code),
        }
      if (column.id === stage) return { ...column, count: column.count + 1, leads: [moved, ...column.leads] }
      return column
    }),
  }
}

/** Stage names of the company (admin, biz-dev lead phases) by slot id, the English ones in English. */
export function stageNames(
  stages: readonly { id: number; name: string; name_en?: string | null }[] | undefined,
  locale?: string,
): Map<number, string> {
  return new Map((stages ?? []).map((stage) => [stage.id, localName(stage, locale)]))
}
