import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLiveReloader, holdLiveReloads } from './live-data'

afterEach(() => {
  vi.useRealTimers()
})

describe('live reloads', () => {
  it('reloads the leads and projects once after a burst of projects/setLeads', () => {
    vi.useFakeTimers()
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue()
    const reloader = createLiveReloader(queryClient, 300)
    for (let i = 0; i < 5; i++)
      reloader.onDataCreated({ type: 'projects/setLeads', content: { code: `c${i}` } })
    expect(invalidate).not.toHaveBeenCalled()
    vi.advanceTimersByTime(300)
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['leads'],
      ['projects'],
      ['project'],
      ['calendar'],
    ])
    reloader.onDataCreated({ type: 'projects/setLeads', content: {} })
    vi.advanceTimersByTime(300)
    expect(invalidate).toHaveBeenCalledTimes(8)
  })

  it('reloads the task boards, meetings and calendars after a change to something dated', () => {
    vi.useFakeTimers()
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue()
    const reloader = createLiveReloader(queryClient, 300)
    reloader.onDataCreated({ type: 'calendar/changed', content: { kind: 'task' } })
    reloader.onDataCreated({ type: 'calendar/changed', content: { kind: 'meeting' } })
    vi.advanceTimersByTime(300)
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['tasks'],
      ['meetings'],
      ['calendar'],
    ])
  })

  it('keeps reloads back while a drag holds them, then reloads once when the last hold ends', () => {
    vi.useFakeTimers()
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue()
    const reloader = createLiveReloader(queryClient, 300)
    const releaseDrag = holdLiveReloads()
    const releaseOther = holdLiveReloads()
    reloader.onDataCreated({ type: 'projects/setLeads', content: {} })
    vi.advanceTimersByTime(300)
    reloader.onDataCreated({ type: 'projects/setLeads', content: {} })
    vi.advanceTimersByTime(300)
    expect(invalidate).not.toHaveBeenCalled()
    releaseDrag()
    releaseDrag()
    expect(invalidate).not.toHaveBeenCalled()
    releaseOther()
    expect(invalidate).toHaveBeenCalledTimes(4)
    reloader.dispose()
  })

  it('ignores types no screen reloads for, malformed events, and events after dispose', () => {
    vi.useFakeTimers()
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue()
    const reloader = createLiveReloader(queryClient, 300)
    reloader.onDataCreated({ type: 'something/else', content: {} })
    reloader.onDataCreated(null)
    reloader.onDataCreated({ type: 'projects/setLeads', content: {} })
    reloader.dispose()
    vi.advanceTimersByTime(1000)
    expect(invalidate).not.toHaveBeenCalled()
  })
})
