import type { MessageResponse } from '@ajanda/contracts/common/errors'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import type { ScopeOptionGroup } from '@ajanda/contracts/scope-options'
import type { Division, Team, UserListItem } from '@ajanda/contracts/users.contract'
import type {
  AdminUser,
  AdminUserListQuery,
  AdminUserResponse,
  DivisionInput,
  InviteUserInput,
  TeamInput,
  UpdateUserInput,
} from '@ajanda/contracts/users-admin.contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { authKeys } from '../auth/auth.api'

export const usersKeys = {
  all: ['users'] as const,
  teams: ['teams'] as const,
  divisions: ['divisions'] as const,
  scopeOptions: ['users', 'scope-options'] as const,
  admin: ['admin-users'] as const,
  adminList: (query: Partial<AdminUserListQuery>) => ['admin-users', 'list', query] as const,
  adminUser: (code: string) => ['admin-users', 'detail', code] as const,
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

export const scopeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: usersKeys.scopeOptions,
    queryFn: ({ signal }) => api.get<ScopeOptionGroup[]>('/users/scope-options', undefined, signal),
    staleTime: 5 * 60_000,
  })

export const adminUsersQueryOptions = (query: Partial<AdminUserListQuery>) =>
  queryOptions({
    queryKey: usersKeys.adminList(query),
    queryFn: ({ signal }) => api.get<Paginated<AdminUser>>('/admin/users', { ...query }, signal),
    placeholderData: keepPreviousData,
  })

export const adminUserQueryOptions = (code: string) =>
  queryOptions({
    queryKey: usersKeys.adminUser(code),
    queryFn: ({ signal }) => api.get<AdminUser>(`/admin/users/${code}`, undefined, signal),
  })

/**
 * After a change to people, teams or divisions every copy refreshes: the startup lists (pickers, the
 * org chart), the admin list and profile, the scoped picker and `me` (the admin may have edited themself).
 */
function useRefreshPeople() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [usersKeys.all, usersKeys.teams, usersKeys.divisions, usersKeys.admin, authKeys.me].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
}

export function useInviteUser() {
  const refresh = useRefreshPeople()
  return useMutation({
    mutationFn: (input: InviteUserInput) => api.post<AdminUserResponse>('/admin/users/invite', input),
    onSuccess: refresh,
  })
}

/** PUT /users/{id} with any subset; null clears a position, division, team or manager. */
export function useUpdateUser() {
  const refresh = useRefreshPeople()
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateUserInput }) =>
      api.put<{ status: true; user: AdminUser }>(`/users/${id}`, input, { keepNulls: true }),
    onSuccess: refresh,
  })
}

export function useUserStatusActions() {
  const refresh = useRefreshPeople()
  const deactivate = useMutation({
    mutationFn: (id: number) => api.post<AdminUserResponse>(`/users/${id}/deactivate`),
    onSuccess: refresh,
  })
  const reactivate = useMutation({
    mutationFn: (id: number) => api.post<AdminUserResponse>(`/users/${id}/reactivate`),
    onSuccess: refresh,
  })
  const passwordLink = useMutation({
    mutationFn: (id: number) => api.post<MessageResponse>(`/users/${id}/password-reset`),
  })
  return { deactivate, reactivate, passwordLink }
}

interface WriteResponse<T> {
  message: string
  data: T
}

export function useDivisionMutations() {
  const refresh = useRefreshPeople()
  const save = useMutation({
    mutationFn: ({ input, id }: { input: DivisionInput; id: number | null }) =>
      id === null
        ? api.post<WriteResponse<Division>>('/divisions', input, { keepNulls: true })
        : api.put<WriteResponse<Division>>(`/divisions/${id}`, input, { keepNulls: true }),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/divisions/${id}`),
    onSuccess: refresh,
  })
  return { save, remove }
}

export function useTeamMutations() {
  const refresh = useRefreshPeople()
  const save = useMutation({
    mutationFn: ({ input, id }: { input: TeamInput; id: number | null }) =>
      id === null
        ? api.post<WriteResponse<Team>>('/teams', input)
        : api.put<WriteResponse<Team>>(`/teams/${id}`, input),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/teams/${id}`),
    onSuccess: refresh,
  })
  return { save, remove }
}
