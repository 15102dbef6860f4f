import type { Task } from '@ajanda/contracts/tasks.contract'
import { describe, expect, it } from 'vitest'
import { milestoneFormDefaults, milestoneUpdateBody } from './milestone-values'

const MILESTONE = {
  id: 9,
  title: 'Lansman',
  description: null,
  section_id: null,
  is_milestone: true,
  starts_at: '2030-04-10T14:00:00+03:00',
  deadline_at: '2030-04-10T14:00:00+03:00',
  remind_at: null,
  priority: 0,
  responsibles: [{ id: 4, name: 'Ayşe' }],
  labels: [{ id: 3, name: 'Acil', color: 'red' }],
  project: { id: 7, code: 'P-7', name: 'Fuar', short_name: 'Fuar' },
} as unknown as Task

describe('milestone values', () => {
  it('loads a milestone’s one date, people, labels and project for editing', () => {
    expect(milestoneFormDefaults(MILESTONE, {}, 42)).toEqual({
      title: 'Lansman',
      description: '',
      date: '2030-04-10T14:00:00+03:00',
      labels: [3],
      responsibles: [4],
      project_id: 7,
    })
  })

  it('starts a new milestone with the caller as responsible and the given project', () => {
    expect(milestoneFormDefaults(null, { projectId: 7 }, 42)).toMatchObject({
      title: '',
      labels: [],
      responsibles: [42],
      project_id: 7,
    })
  })

  it('saves the one date as both the start and the deadline', () => {
    const body = milestoneUpdateBody({
      title: 'Lansman',
      description: null,
      date: '2030-04-11T09:00:00+03:00',
      labels: [],
      responsibles: [4],
      project_id: null,
    })
    expect(body).toEqual({
      title: 'Lansman',
      description: null,
      labels: [],
      responsibles: [4],
      project_id: null,
      starts_at: '2030-04-11T09:00:00+03:00',
      deadline_at: '2030-04-11T09:00:00+03:00',
    })
    expect(body).not.toHaveProperty('date')
  })
})
