import type { Paginated } from '@ajanda/contracts/common/pagination'
import type { PhotoLink, PhotoLinkInput, ProjectPhoto } from '@ajanda/contracts/photos.contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { downloadThroughSignedLink } from '../../shared/api/download-file'

/** The "Fotoğraflar" section of a project's files tab (contracts/photos.contract.ts). */
export const photoKeys = {
  all: ['photos'] as const,
  links: (code: string) => [...photoKeys.all, 'links', code] as const,
  page: (code: string, page: number) => [...photoKeys.all, 'page', code, page] as const,
}

export const photoLinksQueryOptions = (code: string) =>
  queryOptions({
    queryKey: photoKeys.links(code),
    queryFn: ({ signal }) =>
      api.get<{ data: PhotoLink[] }>(`/project/${encodeURIComponent(code)}/photo-links`, undefined, signal),
  })

export const projectPhotosQueryOptions = (code: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: photoKeys.page(code, page),
    queryFn: ({ signal }) =>
      api.get<Paginated<ProjectPhoto>>(
        `/project/${encodeURIComponent(code)}/photos`,
        { page, page_size: pageSize },
        signal,
      ),
    placeholderData: keepPreviousData,
    // The signed addresses last a few minutes: a page shown again later is read again.
    staleTime: 60_000,
  })

export function usePhotoWrites(code: string) {
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: photoKeys.all })
  const base = `/project/${encodeURIComponent(code)}`
  return {
    createLink: useMutation({
      mutationFn: (input: PhotoLinkInput) =>
        api.post<{ data: PhotoLink; message: string }>(`${base}/photo-links`, input),
      onSuccess,
    }),
    revokeLink: useMutation({
      mutationFn: (id: number) =>
        api.delete<{ data: PhotoLink; message: string }>(`${base}/photo-links/${id}`),
      onSuccess,
    }),
    removePhoto: useMutation({
      mutationFn: (id: number) => api.delete<{ message: string }>(`${base}/photos/${id}`),
      onSuccess,
    }),
  }
}

/**
 * The chosen photos as a zip: POST /project/{code}/photos/zip answers a five-minute signed link, and the
 * browser's download manager streams the zip from it (never held in the page's memory).
 */
export function downloadPhotoZip(code: string, ids: number[]): Promise<void> {
  return downloadThroughSignedLink(
    `/project/${encodeURIComponent(code)}/photos/zip`,
    { ids },
    'fotograflar.zip',
  )
}
