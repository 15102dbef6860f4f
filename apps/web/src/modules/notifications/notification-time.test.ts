import { notificationRoute } from '@ajanda/contracts/notifications.contract'
import { describe, expect, it } from 'vitest'
import { relativeTime } from './notification-time'

const now = new Date('2026-11-22T12:00:00Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString()

describe('relativeTime', () => {
  it('says now under a minute, then minutes, hours, days', () => {
    expect(relativeTime(ago(10), now, 'tr')).toBe('şimdi')
    expect(relativeTime(ago(5 * 60), now, 'tr')).toBe('5 dakika önce')
    expect(relativeTime(ago(3 * 3600), now, 'en')).toBe('3 hours ago')
    expect(relativeTime(ago(24 * 3600), now, 'en')).toBe('yesterday')
    expect(relativeTime(ago(24 * 3600), now, 'tr')).toBe('dün')
  })
})

describe('notificationRoute (the record a click opens)', () => {
  it('maps each record kind with a page to its route', () => {
    expect(notificationRoute({ kind: 'lead', code: 'abc' })).toBe('/bizdev/abc')
    expect(notificationRoute({ kind: 'project', code: 'abc' })).toBe('/project/abc/main')
    expect(notificationRoute({ kind: 'client', code: 'c1' })).toBe('/client/c1')
    expect(notificationRoute({ kind: 'supplier', code: 's/1' })).toBe('/supplier/s%2F1')
  })
  it('gives null when there is no record or no page for it yet', () => {
    expect(notificationRoute(null)).toBeNull()
    expect(notificationRoute(undefined)).toBeNull()
    expect(notificationRoute({ kind: 'budget', code: 'b' })).toBeNull()
    expect(notificationRoute({ kind: 'budget', code: 'b1' }, { project_code: 'p 1' })).toBe(
      '/project/p%201/budget/b1',
    )
  })
})
