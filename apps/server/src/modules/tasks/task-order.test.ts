import { describe, expect, it } from 'vitest'
import { placeAt, secondsUntil, sectionOrder } from './task-order'
import { taskTouches } from './task-refs'

describe('placeAt', () => {
  it('puts a task at an index, the others keep their order', () => {
    expect(placeAt([1, 2, 3], 4, 1)).toEqual([1, 4, 2, 3])
    expect(placeAt([1, 2, 3], 1, 2)).toEqual([2, 3, 1])
    expect(placeAt([1, 2, 3], 3, 0)).toEqual([3, 1, 2])
  })
  it('clamps the index', () => {
    expect(placeAt([1, 2], 9, 99)).toEqual([1, 2, 9])
    expect(placeAt([1, 2], 9, -1)).toEqual([9, 1, 2])
  })
})

describe('sectionOrder', () => {
  it('accepts exactly the owner’s sections, each once', () => {
    expect(sectionOrder([1, 2, 3], [3, 1, 2])).toEqual([3, 1, 2])
    expect(sectionOrder([1, 2, 3], [3, 1])).toBeNull()
    expect(sectionOrder([1, 2, 3], [3, 1, 1])).toBeNull()
    expect(sectionOrder([1, 2, 3], [3, 1, 4])).toBeNull()
  })
})

describe('secondsUntil', () => {
  it('counts up to the moment, never below zero', () => {
    const now = new Date('2026-03-02T10:00:00Z')
    expect(secondsUntil(new Date('2026-03-02T10:01:00Z'), now)).toBe(60)
    expect(secondsUntil(new Date('2026-03-02T09:00:00Z'), now)).toBe(0)
  })
})

describe('taskTouches', () => {
  it('everyone for an all audience; otherwise the creator or a responsible among the people', () => {
    expect(taskTouches({ kind: 'all' }, 1, [])).toBe(true)
    expect(taskTouches({ kind: 'people', ids: [5] }, 5, [7])).toBe(true)
    expect(taskTouches({ kind: 'people', ids: [7] }, 5, [6, 7])).toBe(true)
    expect(taskTouches({ kind: 'people', ids: [8] }, 5, [6, 7])).toBe(false)
  })
})
