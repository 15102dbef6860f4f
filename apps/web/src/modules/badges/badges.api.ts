import type {
  Badge,
  BadgeElement,
  BadgeInput,
  BadgePreview,
  BadgePrintInput,
} from '@ajanda/contracts/badges.contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { downloadPostedFile } from '../../shared/api/download-file'

export const badgeKeys = {
  list: (projectId: number) => ['badges', 'project', projectId] as const,
  one: (id: number) => ['badges', id] as const,
  preview: (id: number, search: string) => ['badges', id, 'preview', search] as const,
}

export const projectBadgesQuery = (projectId: number) =>
  queryOptions({
    queryKey: badgeKeys.list(projectId),
    queryFn: ({ signal }) => api.get<{ data: Badge[] }>(`/project/${projectId}/badges`, {}, signal),
  })

export const badgeQuery = (id: number) =>
  queryOptions({
    queryKey: badgeKeys.one(id),
    queryFn: ({ signal }) => api.get<{ data: Badge }>(`/badges/${id}`, {}, signal),
  })

export const badgePreviewQuery = (id: number, search: string) =>
  queryOptions({
    queryKey: badgeKeys.preview(id, search),
    queryFn: ({ signal }) => api.get<BadgePreview>(`/badges/${id}/preview`, search ? { search } : {}, signal),
  })

export const createBadge = (projectId: number, input: BadgeInput) =>
  api.post<{ data: Badge; message: string }>(`/project/${projectId}/badges`, input)
export const saveBadge = (id: number, input: BadgeInput) =>
  api.put<{ data: Badge; message: string }>(`/badges/${id}`, input)
export const deleteBadge = (id: number) => api.delete<{ message: string }>(`/badges/${id}`)
export const uploadBadgeImage = (id: number, dataUrl: string) =>
  api.post<{ data: { file_key: string; url: string } }>(`/badges/${id}/images`, { data_url: dataUrl })

/** The design's input from a saved design with its edited elements. */
export const badgeInput = (badge: Badge, elements: BadgeElement[]): BadgeInput => ({
  name: badge.name,
  size: badge.size,
  width_mm: badge.width_mm,
  height_mm: badge.height_mm,
  elements,
})

/**
 * POST /badges/{id}/print and hands the PDF to the browser as a download. A refused reprint throws the
 * API's error (409, with `printed_before` in its body) for the dialog to ask.
 */
export async function printBadges(id: number, input: BadgePrintInput): Promise<void> {
  await downloadPostedFile(`/badges/${id}/print`, input, 'application/pdf', 'yaka-karti.pdf')
}
