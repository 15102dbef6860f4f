import type {
  ProjectFlightInput,
  ProjectFlightListItem,
  ProjectFlightRecord,
} from '@ajanda/contracts/project-flights.contract'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { downloadFile } from '../../shared/api/download-file'

/** A project's group flights by its code (contracts/project-flights.contract.ts). */
export const flightKeys = {
  project: (code: string) => ['project-flights', code] as const,
}

export const projectFlightsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: flightKeys.project(code),
    queryFn: ({ signal }) =>
      api.get<{ data: ProjectFlightListItem[] }>(
        `/project/${encodeURIComponent(code)}/flights`,
        undefined,
        signal,
      ),
  })

export function useFlightWrites(code: string) {
  const queryClient = useQueryClient()
  const base = `/project/${encodeURIComponent(code)}/flights`
  // The form builder lists the same flights by project id: refresh both.
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: flightKeys.project(code) }),
      queryClient.invalidateQueries({
        predicate: (query) => JSON.stringify(query.queryKey).includes('flights'),
      }),
    ])
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: ProjectFlightInput }) =>
        id === null
          ? api.post<{ data: ProjectFlightRecord; message: string }>(base, input)
          : api.put<{ data: ProjectFlightRecord; message: string }>(`${base}/${id}`, input),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<{ message: string }>(`${base}/${id}`),
      onSuccess,
    }),
  }
}

export function downloadManifest(code: string, flight: ProjectFlightListItem): Promise<void> {
  return downloadFile(
    `/project/${encodeURIComponent(code)}/flights/${flight.id}/manifest`,
    {},
    `manifest-${flight.airline_code}${flight.flight_code}-${flight.flight_date}.xlsx`,
  )
}
