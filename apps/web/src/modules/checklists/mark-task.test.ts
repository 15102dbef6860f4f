import type { ProjectChecklist } from '@ajanda/contracts/checklists.contract'
import { describe, expect, it } from 'vitest'
import { markTask } from './checklists.api'

const occurrence = (index: number, taskId: number | null) => ({
  index,
  starts_on: '2027-05-01',
  due_on: '2027-05-01',
  task: taskId ? { id: taskId, completed_at: null } : null,
})
const view: ProjectChecklist = {
  project: { code: 'P1', name: 'Gala', starts_at: '2027-05-10', ends_at: '2027-05-10' },
  checklist: { id: 1, name: 'Liste' },
  missing_tasks: 1,
  sections: [
    {
      id: 1,
      section_title: 'Hazırlık',
      items: [
        {
          id: 1,
          description: 'Mekan',
          recurrence: 'interval',
          interval: 'daily',
          interval_day: null,
          dependent_to: null,
          occurrences: [occurrence(0, 10), occurrence(1, 11), occurrence(2, null)],
        },
      ],
    },
  ],
}

describe('the optimistic tick', () => {
  it('changes only the ticked task', () => {
    const ticked = markTask(view, 11, '2027-05-01T10:00:00.000Z')
    expect(ticked.sections[0]?.items[0]?.occurrences.map((o) => o.task?.completed_at ?? null)).toEqual([
      null,
      '2027-05-01T10:00:00.000Z',
      null,
    ])
    expect(view.sections[0]?.items[0]?.occurrences[1]?.task?.completed_at).toBeNull()
  })
})
