import type { Division, Team, UserListItem } from '@ajanda/contracts/users.contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

export const usersKeys = {
  all: ['users'] as const,
  teams: ['teams'] as const,
  divisions: ['divisions'] as const,
}

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: usersKeys.all,
    queryFn: ({ signal }) => api.get<UserListItem[]>('/users', undefined, signal),
    staleTime: 5 * 60_000,
  })

export const teamsQueryOptions = () =>
  queryOptions({
    queryKey: usersKeys.teams,
    queryFn: ({ signal }) => api.get<Team[]>('/teams', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const divisionsQueryOptions = () =>
  queryOptions({
    queryKey: usersKeys.divisions,
    queryFn: ({ signal }) => api.get<Division[]>('/divisions', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
