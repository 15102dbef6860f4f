import type { Me } from '@ajanda/contracts/auth.contract'
import type {
  CalendarAccount,
  CalendarAccountInput,
  CalendarEvent,
  CalendarFeedCreated,
  CalendarFeedState,
  CalendarKind,
} from '@ajanda/contracts/calendar.contract'
import type { MessageResponse } from '@ajanda/contracts/common/errors'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { sessionStore } from '../../shared/session/session-store'
import { authKeys } from '../auth/auth.api'

/** The visible range (ISO moments with offset, `end` exclusive) and the filters of the page. */
export interface CalendarRange {
  start: string
  end: string
}
export interface CalendarFilters {
  kinds: readonly CalendarKind[]
  /** The scoped user picker's value; null: the caller's whole scope. */
  user: string | null
}

export const calendarKeys = {
  all: ['calendar'] as const,
  events: (range: CalendarRange, filters: CalendarFilters) => ['calendar', range, filters] as const,
  feed: ['calendar', 'feed'] as const,
  accounts: ['calendar', 'accounts'] as const,
}

/** GET /calendar/events for the visible range; the previous range stays on screen while the next loads. */
export const calendarEventsQueryOptions = (range: CalendarRange, filters: CalendarFilters) =>
  queryOptions({
    queryKey: calendarKeys.events(range, filters),
    queryFn: ({ signal }) =>
      api.get<CalendarEvent[]>(
        '/calendar/events',
        { start: range.start, end: range.end, kinds: filters.kinds, user: filters.user },
        signal,
      ),
    placeholderData: keepPreviousData,
  })

/**
 * Moves a meeting or a task dragged on the calendar. A meeting keeps its length; a task's deadline moves
 * and its start by the same amount (read first: the calendar shows only the deadline).
 */
export function useMoveCalendarEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (move: {
      event: Pick<CalendarEvent, 'kind' | 'record_id'>
      start: Date
      end: Date | null
      deltaMs: number
    }) => {
      const { kind, record_id: id } = move.event
      if (kind === 'meeting')
        return api.put<MessageResponse>(`/meetings/${id}`, {
          starts_at: move.start.toISOString(),
          ends_at: (move.end ?? move.start).toISOString(),
        })
      const task = (
        await api.get<{ data: { starts_at: string | null; deadline_at: string | null } }>(`/tasks/${id}`)
      ).data
      const shift = (value: string | null) =>
        value ? new Date(Date.parse(value) + move.deltaMs).toISOString() : undefined
      return api.put<MessageResponse>(`/tasks/${id}`, {
        starts_at: shift(task.starts_at),
        deadline_at: shift(task.deadline_at) ?? move.start.toISOString(),
      })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  })
}

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarKeys.feed,
    queryFn: ({ signal }) => api.get<CalendarFeedState>('/calendar/feed', undefined, signal),
  })

/** POST /calendar/feed: a new secret URL (answered once); the previous one stops working. */
export function useRotateFeed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<CalendarFeedCreated>('/calendar/feed'),
    onSuccess: (answer) => queryClient.setQueryData(calendarKeys.feed, answer.data),
  })
}

export function useRevokeFeed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<MessageResponse>('/calendar/feed'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed }),
  })
}

export const calendarAccountsQueryOptions = () =>
  queryOptions({
    queryKey: calendarKeys.accounts,
    queryFn: ({ signal }) => api.get<CalendarAccount[]>('/user/calendars', undefined, signal),
  })

/** Linked accounts change `me.calendars` (the meeting form's "share"): the stored user follows. */
function useRefreshMe() {
  const queryClient = useQueryClient()
  return async () => {
    await queryClient.invalidateQueries({ queryKey: calendarKeys.accounts })
    const me = await api.get<Me>('/me')
    sessionStore.setUser(me)
    queryClient.setQueryData(authKeys.me, me)
  }
}

export function useLinkCalendarAccount() {
  const refresh = useRefreshMe()
  return useMutation({
    mutationFn: (input: CalendarAccountInput) =>
      api.post<{ message: string; data: CalendarAccount }>('/user/calendars', input),
    onSuccess: refresh,
  })
}

export function useUnlinkCalendarAccount() {
  const refresh = useRefreshMe()
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/user/calendars/${id}`),
    onSuccess: refresh,
  })
}
