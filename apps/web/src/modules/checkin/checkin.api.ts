import type { CheckinConflict, CheckinPoint, CheckinPointInput } from '@ajanda/contracts/checkin.contract'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

/**
 * The project's Check-in tab (contracts/checkin.contract.ts). Every key starts with `checkin`, which
 * the realtime `checkin/changed` event reloads (shared/realtime/live-data.ts): the counters move as
 * the doors sync.
 */
export const checkinKeys = {
  all: ['checkin'] as const,
  points: (projectId: number) => [...checkinKeys.all, 'points', projectId] as const,
  conflicts: (projectId: number) => [...checkinKeys.all, 'conflicts', projectId] as const,
}

export const checkinPointsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: checkinKeys.points(projectId),
    queryFn: ({ signal }) =>
      api.get<{ data: CheckinPoint[] }>(`/project/${projectId}/checkin-points`, undefined, signal),
  })

export const checkinConflictsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: checkinKeys.conflicts(projectId),
    queryFn: ({ signal }) =>
      api.get<{ data: CheckinConflict[] }>(`/project/${projectId}/checkin-conflicts`, undefined, signal),
  })

export function useCheckinWrites(projectId: number) {
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: checkinKeys.all })
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: CheckinPointInput }) =>
        id === null
          ? api.post<{ data: CheckinPoint }>(`/project/${projectId}/checkin-points`, input)
          : api.put<{ data: CheckinPoint }>(`/project/${projectId}/checkin-points/${id}`, input),
      onSuccess,
    }),
    revoke: useMutation({
      mutationFn: (id: number) =>
        api.delete<{ data: CheckinPoint }>(`/project/${projectId}/checkin-points/${id}`),
      onSuccess,
    }),
    resolve: useMutation({
      mutationFn: (scanId: number) => api.post(`/project/${projectId}/checkin-conflicts/${scanId}/resolve`),
      onSuccess,
    }),
  }
}
