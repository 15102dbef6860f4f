import type { CallInput, NoteInput } from '@ajanda/contracts/activities.contract'
import type { MessageResponse } from '@ajanda/contracts/common/errors'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

/** Notes and calls show on the client and supplier profiles and on a project's page and timeline. */
function useRefresh() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['client'] }),
      queryClient.invalidateQueries({ queryKey: ['supplier'] }),
      queryClient.invalidateQueries({ queryKey: ['projects', 'detail'] }),
    ])
}

export function useSaveNote() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ input, id }: { input: NoteInput; id: number | null }) =>
      id === null
        ? api.post<MessageResponse>('/notes', input)
        : api.put<MessageResponse>(`/notes/${id}`, input),
    onSuccess: refresh,
  })
}

export function useSaveCall() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ input, id }: { input: CallInput; id: number | null }) =>
      id === null
        ? api.post<MessageResponse>('/phone-call-logs', input)
        : api.put<MessageResponse>(`/phone-call-logs/${id}`, input, { keepNulls: true }),
    onSuccess: refresh,
  })
}

export function useDeleteActivity(path: '/notes' | '/phone-call-logs') {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`${path}/${id}`),
    onSuccess: refresh,
  })
}
