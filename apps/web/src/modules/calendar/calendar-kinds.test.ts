import { describe, expect, it } from 'vitest'
import { eventTarget } from './calendar-kinds'

describe('eventTarget', () => {
  it('opens meetings and tasks in their modals, requests in their drawer, projects on their page', () => {
    expect(eventTarget({ kind: 'meeting', record_id: 4, project_code: null })).toEqual({
      type: 'meeting',
      meetingId: 4,
    })
    expect(eventTarget({ kind: 'milestone', record_id: 5, project_code: null })).toEqual({
      type: 'task',
      taskId: 5,
      milestone: true,
    })
    expect(eventTarget({ kind: 'task', record_id: 6, project_code: 'x' })).toMatchObject({ milestone: false })
    expect(eventTarget({ kind: 'leave', record_id: 7, project_code: null })).toEqual({
      type: 'page',
      to: '/approves?request=7',
    })
    expect(eventTarget({ kind: 'inspection', record_id: 8, project_code: null })).toMatchObject({
      to: '/approves?request=8',
    })
    expect(eventTarget({ kind: 'project', record_id: 9, project_code: 'AB-1' })).toEqual({
      type: 'page',
      to: '/project/AB-1/main',
    })
  })
})
