import type { ClientProject, ClientProjectListItem } from '@ajanda/contracts/client-views.contract'
import type { MessageResponse } from '@ajanda/contracts/common/errors'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import type {
  LeadWriteResponse,
  Project,
  ProjectFile,
  ProjectListItem,
  SimpleProjectInput,
  TimelineEntry,
} from '@ajanda/contracts/projects.contract'
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { api, buildUrl } from '../../shared/api/api-client'
import { apiErrorFromBody } from '../../shared/api/api-error'
import { downloadFile, downloadSignedFile } from '../../shared/api/download-file'
import { sessionStore } from '../../shared/session/session-store'
import { type ProjectListFilters, projectListQuery } from './project-list-filters'

export const TIMELINE_PAGE_SIZE = 20

/** GET /project/{code}: the full record for AGENCY users, the client view for CLIENT users (decisions/0017). */
export type ProjectRecord = Project | ClientProject
/** The full record: the agency's fields (fees, lead figures, notes, history) are there. */
export const isFullProject = (project: ProjectRecord): project is Project => 'status_history' in project
/** A row of GET /projects, likewise. */
export type ProjectListRow = ProjectListItem | ClientProjectListItem

export const projectKeys = {
  all: ['projects'] as const,
  list: (query: ReturnType<typeof projectListQuery>) => ['projects', 'list', query] as const,
  detail: (code: string) => ['projects', 'detail', code] as const,
  files: (code: string) => ['projects', 'detail', code, 'files'] as const,
  timeline: (code: string) => ['projects', 'detail', code, 'timeline'] as const,
}

export const projectListQueryOptions = (filters: ProjectListFilters) => {
  const query = projectListQuery(filters)
  return queryOptions({
    queryKey: projectKeys.list(query),
    queryFn: ({ signal }) => api.get<Paginated<ProjectListRow>>('/projects', query, signal),
    placeholderData: keepPreviousData,
  })
}

/** GET /project/{code}: `{data}` unwrapped. */
export const projectQueryOptions = (code: string) =>
  queryOptions({
    queryKey: projectKeys.detail(code),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ProjectRecord }>(`/project/${encodeURIComponent(code)}`, undefined, signal))
        .data,
    staleTime: 30_000,
  })

export const projectFilesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: projectKeys.files(code),
    queryFn: ({ signal }) =>
      api.get<ProjectFile[]>(`/project/${encodeURIComponent(code)}/files`, undefined, signal),
  })

/** GET /project/{code}/timeline page by page, newest first ("Daha fazla" loads the next). */
export const projectTimelineQueryOptions = (code: string) =>
  infiniteQueryOptions({
    queryKey: projectKeys.timeline(code),
    queryFn: ({ signal, pageParam }) =>
      api.get<Paginated<TimelineEntry>>(
        `/project/${encodeURIComponent(code)}/timeline`,
        { page: pageParam, page_size: TIMELINE_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  })

/** "Excel'e aktar": the filtered list without paging, as the server's .xlsx. */
export function exportProjects(filters: ProjectListFilters): Promise<void> {
  return downloadFile('/projects/export', projectListQuery(filters, false), 'projects.xlsx')
}

/** Downloads one file of the project through its short-lived signed address, saved under its own name. */
export function downloadProjectFile(code: string, file: Pick<ProjectFile, 'id' | 'name'>): Promise<void> {
  return downloadSignedFile(`/project/${encodeURIComponent(code)}/file/${file.id}`, {}, file.name)
}

function useRefreshProject() {
  const queryClient = useQueryClient()
  return (code: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(code) }),
      queryClient.invalidateQueries({ queryKey: ['projects', 'list'] }),
      queryClient.invalidateQueries({ queryKey: ['leads'] }),
    ])
}

/** PUT /leads/{code} {status}: the stage select of the project page. */
export function useMoveStage(code: string) {
  const refresh = useRefreshProject()
  return useMutation({
    mutationFn: (status: string) =>
      api.put<LeadWriteResponse>(`/leads/${encodeURIComponent(code)}`, { status }),
    onSuccess: () => refresh(code),
  })
}

/** POST /projects: the simple project form of CLIENT users. */
export function useCreateSimpleProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SimpleProjectInput) => api.post<LeadWriteResponse>('/projects', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  })
}

/** POST /project/{code}/file as multipart `files[]` with the bearer token. */
export async function uploadProjectFiles(
  code: string,
  files: readonly File[],
): Promise<{ message: string; data: ProjectFile[] }> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = sessionStore.token()
  if (token) headers.Authorization = `Bearer ${token}`
  const body = new FormData()
  for (const file of files) body.append('files[]', file, file.name)
  const response = await fetch(buildUrl(`/project/${encodeURIComponent(code)}/file`), {
    method: 'POST',
    headers,
    body,
    credentials: 'include',
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    parsed = text
  }
  if (!response.ok) throw apiErrorFromBody(response.status, parsed, response.statusText || 'request-failed')
  return parsed as { message: string; data: ProjectFile[] }
}

export function useProjectFileMutations(code: string) {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.files(code) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.timeline(code) }),
    ])
  const upload = useMutation({
    mutationFn: (files: readonly File[]) => uploadProjectFiles(code, files),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: (id: number) =>
      api.delete<MessageResponse>(`/project/${encodeURIComponent(code)}/file/${id}`),
    onSuccess: refresh,
  })
  return { upload, remove }
}
