import type { Task, TaskSection } from '@ajanda/contracts/tasks.contract'
import { describe, expect, it } from 'vitest'
import { buildColumns, dropTarget, isOverdue, moveItem, moveTask, NO_SECTION } from './board-model'

const section = (id: number, position: number): TaskSection => ({ id, title: `S${id}`, position })
const task = (id: number, section_id: number | null): Task =>
  ({ id, section_id, deadline_at: null, completed_at: null }) as Task

describe('board model', () => {
  const sections = [section(2, 1), section(1, 0)]
  const tasks = [task(10, 1), task(11, null), task(12, 2), task(13, 1), task(14, 99)]

  it('builds "no section" first, then sections by position; unknown sections fall under "no section"', () => {
    const columns = buildColumns(sections, tasks)
    expect(columns.map((c) => c.key)).toEqual([NO_SECTION, 'section-1', 'section-2'])
    expect(columns.map((c) => c.taskIds)).toEqual([[11, 14], [10, 13], [12]])
  })

  it('moves a task between columns at an index and says where it went', () => {
    const columns = moveTask(buildColumns(sections, tasks), 10, 'section-2', 0)
    expect(columns.map((c) => c.taskIds)).toEqual([[11, 14], [13], [10, 12]])
    expect(dropTarget(columns, 10)).toEqual({ section_id: 2, position: 0 })
    const toEnd = moveTask(columns, 11, 'section-2', 99)
    expect(dropTarget(toEnd, 11)).toEqual({ section_id: 2, position: 2 })
    expect(dropTarget(moveTask(toEnd, 12, NO_SECTION, 0), 12)).toEqual({ section_id: null, position: 0 })
  })

  it('reorders within a column', () => {
    const columns = moveTask(buildColumns(sections, tasks), 13, 'section-1', 0)
    expect(columns[1]?.taskIds).toEqual([13, 10])
  })

  it('moves items and ignores out-of-range moves', () => {
    expect(moveItem([1, 2, 3], 0, 2)).toEqual([2, 3, 1])
    expect(moveItem([1, 2, 3], 2, 0)).toEqual([3, 1, 2])
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3])
  })

  it('marks open tasks past their deadline as overdue', () => {
    const now = new Date('2026-03-02T12:00:00Z')
    expect(isOverdue({ deadline_at: '2026-03-02T11:00:00Z', completed_at: null }, now)).toBe(true)
    expect(isOverdue({ deadline_at: '2026-03-02T13:00:00Z', completed_at: null }, now)).toBe(false)
    expect(
      isOverdue({ deadline_at: '2026-03-02T11:00:00Z', completed_at: '2026-03-02T11:30:00Z' }, now),
    ).toBe(false)
    expect(isOverdue({ deadline_at: null, completed_at: null }, now)).toBe(false)
  })
})
