import type {
  HotelOption,
  RoomBlock,
  RoomBlockInput,
  RoomingList,
  RoomStayInput,
} from '@ajanda/contracts/hotels.contract'
import { HOTEL_QUERY_MIN, ROOMING_PAGE_SIZE } from '@ajanda/contracts/hotels.contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { downloadFile } from '../../shared/api/download-file'

/** The "Konaklama" tab (contracts/hotels.contract.ts). */
export const hotelKeys = {
  all: ['hotels'] as const,
  search: (query: string) => [...hotelKeys.all, 'search', query] as const,
  blocks: (code: string) => [...hotelKeys.all, 'blocks', code] as const,
  rooming: (code: string, view: RoomingView) => [...hotelKeys.all, 'rooming', code, view] as const,
}

const project = (code: string) => `/project/${encodeURIComponent(code)}`

export const hotelSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: hotelKeys.search(query),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: HotelOption[] }>('/hotels/auto-complete', { query }, signal)).data,
    enabled: query.length >= HOTEL_QUERY_MIN,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

export const roomBlocksQueryOptions = (code: string) =>
  queryOptions({
    queryKey: hotelKeys.blocks(code),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: RoomBlock[] }>(`${project(code)}/room-blocks`, undefined, signal)).data,
  })

/** The page of the rooming list on screen: its number, a guest's name, only rooms with warnings. */
export interface RoomingView {
  page: number
  search: string
  warningsOnly: boolean
}

export const roomingQueryOptions = (code: string, view: RoomingView) =>
  queryOptions({
    queryKey: hotelKeys.rooming(code, view),
    queryFn: ({ signal }) =>
      api.get<RoomingList>(
        `${project(code)}/rooming`,
        {
          page: view.page,
          page_size: ROOMING_PAGE_SIZE,
          search: view.search || undefined,
          warnings_only: view.warningsOnly ? '1' : undefined,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  })

export function useCreateHotel() {
  return useMutation({
    mutationFn: (name: string) => api.post<{ data: HotelOption; message: string }>('/hotels', { name }),
  })
}

/** Every write changes pickup and warnings: blocks and rooming are read again together. */
export function useHotelWrites(code: string) {
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: hotelKeys.all })
  const base = project(code)
  return {
    saveBlock: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: RoomBlockInput }) =>
        id === null
          ? api.post<{ data: RoomBlock; message: string }>(`${base}/room-blocks`, input)
          : api.put<{ data: RoomBlock; message: string }>(`${base}/room-blocks/${id}`, input),
      onSuccess,
    }),
    deleteBlock: useMutation({
      mutationFn: (id: number) => api.delete<{ message: string }>(`${base}/room-blocks/${id}`),
      onSuccess,
    }),
    saveStay: useMutation({
      mutationFn: ({ attendeeId, input }: { attendeeId: number; input: RoomStayInput }) =>
        api.put<{ message: string }>(`${base}/rooming/${attendeeId}`, input),
      onSuccess,
    }),
    removeStay: useMutation({
      mutationFn: (attendeeId: number) => api.delete<{ message: string }>(`${base}/rooming/${attendeeId}`),
      onSuccess,
    }),
  }
}

export function downloadRooming(code: string): Promise<void> {
  return downloadFile(`${project(code)}/rooming/export`, {}, `rooming-${code}.xlsx`)
}

export interface AttendeeOption {
  id: number
  first_name: string
  last_name: string
  email: string | null
}

/** The project's attendees by name, e-mail or company (GET /project/{id}/attendees?search=). */
export const attendeeSearchQueryOptions = (projectId: number, search: string) =>
  queryOptions({
    queryKey: [...hotelKeys.all, 'attendees', projectId, search] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: AttendeeOption[] }>(
          `/project/${projectId}/attendees`,
          { search: search || undefined, page_size: 20 },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  })
