import { describe, expect, it } from 'vitest'
import { notificationRoute } from './notifications.contract'
import {
  deadlineBeforeStart,
  milestoneInputSchema,
  TASK_PROJECT_SHORT_NAME_MAX,
  taskFormSchema,
  taskProjectShortName,
  taskUpdateSchema,
} from './tasks.contract'

describe('taskProjectShortName', () => {
  it('keeps a name of at most 25 characters', () => {
    expect(taskProjectShortName('Bayi Toplantısı 2026')).toBe('Bayi Toplantısı 2026')
    expect(taskProjectShortName('x'.repeat(25))).toBe('x'.repeat(25))
    expect(taskProjectShortName('  Kısa ad  ')).toBe('Kısa ad')
  })

  it('cuts a longer name to 25 characters with an ellipsis', () => {
    const short = taskProjectShortName('Yıllık Bayi Toplantısı ve Gala Yemeği Antalya')
    expect(Array.from(short)).toHaveLength(TASK_PROJECT_SHORT_NAME_MAX)
    expect(short).toBe('Yıllık Bayi Toplantısı v…')
  })

  it('does not leave a space before the ellipsis', () => {
    expect(taskProjectShortName(`${'a'.repeat(23)} bcdef`)).toBe(`${'a'.repeat(23)}…`)
  })
})

describe('task schemas', () => {
  const valid = {
    title: 'Görev',
    starts_at: '2026-03-02T09:00:00+03:00',
    deadline_at: '2026-03-02T18:00:00+03:00',
    responsibles: [1],
  }

  it('finds a deadline before the start', () => {
    expect(deadlineBeforeStart(valid.starts_at, valid.deadline_at)).toBe(false)
    expect(deadlineBeforeStart(valid.deadline_at, valid.starts_at)).toBe(true)
    expect(deadlineBeforeStart(null, valid.starts_at)).toBe(false)
  })

  it('the form schema puts end_before_start on the deadline', () => {
    expect(taskFormSchema.safeParse(valid).success).toBe(true)
    const result = taskFormSchema.safeParse({ ...valid, deadline_at: '2026-03-02T08:00:00+03:00' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: ['deadline_at'], message: 'end_before_start' })
    expect(taskFormSchema.safeParse({ ...valid, description: 'a'.repeat(501) }).success).toBe(false)
    expect(taskFormSchema.safeParse({ ...valid, responsibles: [] }).success).toBe(false)
  })

  it('the update takes any subset and a completed flag', () => {
    expect(taskUpdateSchema.parse({})).toEqual({})
    expect(taskUpdateSchema.parse({ completed: 1 })).toEqual({ completed: true })
    expect(taskUpdateSchema.safeParse({ unknown: 1 }).success).toBe(false)
  })

  it('a milestone needs title, date and responsibles', () => {
    expect(
      milestoneInputSchema.safeParse({ title: 'X', date: valid.starts_at, responsibles: [1] }).success,
    ).toBe(true)
    expect(milestoneInputSchema.safeParse({ title: 'X', responsibles: [1] }).success).toBe(false)
  })
})

describe('a task notification', () => {
  it('opens the task on /tasks/list', () => {
    expect(notificationRoute({ kind: 'task', code: '42' })).toBe('/tasks/list?task=42')
    expect(notificationRoute({ kind: 'meeting', code: '7' })).toBe('/calendar?meeting=7')
  })
})
