import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { newTaskDates, nextSlot, taskFormDefaults } from './task-defaults'

describe('task defaults', () => {
  it('starts at the next quarter hour inside the pickers’ day', () => {
    expect(nextSlot(dayjs('2026-03-02T10:07:00')).format('HH:mm')).toBe('10:15')
    expect(nextSlot(dayjs('2026-03-02T10:15:00')).format('HH:mm')).toBe('10:30')
    expect(nextSlot(dayjs('2026-03-02T05:10:00')).format('HH:mm')).toBe('09:00')
    expect(nextSlot(dayjs('2026-03-02T22:05:00')).format('YYYY-MM-DD HH:mm')).toBe('2026-03-03 09:00')
  })

  it('is due at 18:00, or an hour after a late start', () => {
    const morning = newTaskDates(dayjs('2026-03-02T10:07:00'))
    expect(dayjs(morning.deadline_at).format('HH:mm')).toBe('18:00')
    const evening = newTaskDates(dayjs('2026-03-02T19:07:00'))
    expect(dayjs(evening.deadline_at).format('HH:mm')).toBe('20:15')
  })

  it('takes a calendar day, a project and a section; the caller is the first responsible', () => {
    const values = taskFormDefaults(
      null,
      { projectId: 7, defaults: { starts_at: '2026-03-05', section_id: 3 } },
      42,
    )
    expect(dayjs(values.starts_at).format('YYYY-MM-DD HH:mm')).toBe('2026-03-05 09:00')
    expect(dayjs(values.deadline_at).format('YYYY-MM-DD HH:mm')).toBe('2026-03-05 18:00')
    expect(values).toMatchObject({ project_id: 7, section_id: 3, responsibles: [42], title: '' })
  })
})
