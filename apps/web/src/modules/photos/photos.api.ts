import type { Paginated } from '@ajanda/contracts/common/pagination'
import type { PhotoLink, PhotoLinkInput, ProjectPhoto } from '@ajanda/contracts/photos.contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, buildUrl } from '../../shared/api/api-client'
import { apiErrorFromBody } from '../../shared/api/api-error'
import { fileNameOf } from '../../shared/api/download-file'
import { sessionStore } from '../../shared/session/session-store'

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

/** POST /project/{code}/photos/zip and hands the zip to the browser as a download. */
export async function downloadPhotoZip(code: string, ids: number[]): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/zip' }
  const token = sessionStore.token()
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await fetch(buildUrl(`/project/${encodeURIComponent(code)}/photos/zip`), {
    method: 'POST',
    headers,
    body: JSON.stringify({ ids }),
    credentials: 'include',
  })
  if (!response.ok) {
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
    throw apiErrorFromBody(response.status, body, response.statusText || 'request-failed')
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileNameOf(response.headers.get('content-disposition'), 'fotograflar.zip')
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
