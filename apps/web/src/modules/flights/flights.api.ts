import type { Airline, Airport, FlightSearchResponse } from '@ajanda/contracts/flight-search.contract'
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

/** Airports by code, name or place (GET /flight/airports); the dataset does not change while the app runs. */
export const airportSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['flight-airports', search] as const,
    queryFn: ({ signal }) => api.get<{ data: Airport[] }>('/flight/airports', { search }, signal),
    staleTime: Number.POSITIVE_INFINITY,
    select: (answer) => answer.data,
  })

/** The airline of an IATA code (GET /flight/airlines), null when the list does not know it. */
export const airlineQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['flight-airline', code] as const,
    queryFn: ({ signal }) => api.get<{ data: Airline[] }>('/flight/airlines', { search: code }, signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: /^[A-Z0-9]{2,3}$/.test(code),
    select: (answer) => answer.data.find((airline) => airline.code === code) ?? null,
  })

/** "Uçuşu bul": GET /flight/search for the typed airline, number and day. */
export function useFlightSearch() {
  return useMutation({
    mutationFn: (query: { airline_code: string; flight_code: string; date: string }) =>
      api.get<FlightSearchResponse>('/flight/search', query),
  })
}

export function downloadManifest(code: string, flight: ProjectFlightListItem): Promise<void> {
  return downloadFile(
    `/project/${encodeURIComponent(code)}/flights/${flight.id}/manifest`,
    {},
    `manifest-${flight.airline_code}${flight.flight_code}-${flight.flight_date}.xlsx`,
  )
}
