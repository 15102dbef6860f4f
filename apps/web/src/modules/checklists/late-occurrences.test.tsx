import type { ProjectChecklist } from '@ajanda/contracts/checklists.contract'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../shared/api/api-client'
import { jsonResponse } from '../../test/fixtures'
import { renderRoutes } from '../../test/render'
import { isLate, lateOccurrenceCount, todayOn } from './late-occurrences'
import { ProjectChecklistPage } from './pages/project-checklist-page'

const occurrence = (index: number, due: string, taskId: number | null) => ({
  index,
  starts_on: due,
  due_on: due,
  task: taskId ? { id: taskId, completed_at: null } : null,
})

/** A project confirmed on 2027-05-08 whose checklist starts a week before its 2027-05-10 start. */
const view: ProjectChecklist = {
  project: { code: 'P1', name: 'Gala', starts_at: '2027-05-10', ends_at: '2027-05-10' },
  checklist: { id: 1, name: 'Liste' },
  missing_tasks: 3,
  sections: [
    {
      id: 1,
      section_title: 'Hazırlık',
      items: [
        {
          id: 1,
          description: 'Mekan sözleşmesi',
          recurrence: 'once',
          interval: null,
          interval_day: null,
          dependent_to: null,
          occurrences: [occurrence(0, '2027-05-03', null)],
        },
        {
          id: 2,
          description: 'Günlük kontrol',
          recurrence: 'interval',
          interval: 'daily',
          interval_day: null,
          dependent_to: null,
          // Made already (not to be created), due today, and tomorrow.
          occurrences: [
            occurrence(0, '2027-05-04', 7),
            occurrence(1, '2027-05-08', null),
            occurrence(2, '2027-05-09', null),
          ],
        },
      ],
    },
  ],
} as ProjectChecklist

describe('late checklist occurrences', () => {
  it('are the ones not created yet whose due day has passed, not today nor those already made', () => {
    expect(lateOccurrenceCount(view, '2027-05-08')).toBe(1)
    expect(lateOccurrenceCount(view, '2027-05-10')).toBe(3)
    expect(lateOccurrenceCount(view, '2027-05-01')).toBe(0)
    expect(isLate({ due_on: '2027-05-07', task: { id: 1 } }, '2027-05-08')).toBe(false)
  })

  it("read today's date on the user's calendar", () => {
    expect(todayOn(new Date(2027, 4, 8, 23, 30))).toBe('2027-05-08')
  })
})

describe('the project checklist page', () => {
  afterEach(() => vi.useRealTimers())

  it('flags the tasks that would be created overdue before "Görevleri oluştur"', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2027, 4, 8, 10, 0))
    configureApi({ fetch: (async () => jsonResponse(view)) as unknown as typeof fetch })
    renderRoutes(
      [{ path: '/project/:code/checklist', Component: ProjectChecklistPage }],
      '/project/P1/checklist',
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Tarihi geçmiş görevler')
    expect(alert.textContent).toContain('birinin bitiş tarihi geçti')
    expect(screen.getAllByText('Tarihi geçti: görev gecikmiş olarak oluşur')).toHaveLength(1)
    expect(screen.getAllByText('Görev oluşturulmadı')).toHaveLength(2)
  })
})
