import type {
  BudgetCategoryInput,
  BudgetDetail,
  BudgetLine,
  BudgetLineInput,
  BudgetSummary,
  BudgetTemplate,
  CreateBudgetInput,
  UpdateBudgetInput,
  UpdateBudgetLineInput,
} from '@ajanda/contracts/budgets.contract'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { downloadFile } from '../../shared/api/download-file'

export const budgetKeys = {
  all: ['budgets'] as const,
  project: (projectCode: string) => ['budgets', 'project', projectCode] as const,
  detail: (code: string) => ['budgets', 'detail', code] as const,
  templates: ['budgets', 'templates'] as const,
  categoryTemplates: ['budgets', 'category-templates'] as const,
}

type Message = { message: string }
export type DetailResponse = Message & { data: BudgetDetail }
export type LinesResponse = Message & { data: BudgetLine[]; version: number }

const budgetPath = (code: string) => `/budget/${encodeURIComponent(code)}`

export const projectBudgetsQueryOptions = (projectCode: string) =>
  queryOptions({
    queryKey: budgetKeys.project(projectCode),
    queryFn: ({ signal }) =>
      api.get<BudgetSummary[]>(`/project/${encodeURIComponent(projectCode)}/budgets`, undefined, signal),
  })

export const budgetQueryOptions = (code: string) =>
  queryOptions({
    queryKey: budgetKeys.detail(code),
    queryFn: ({ signal }) => api.get<BudgetDetail>(budgetPath(code), undefined, signal),
    // The editor owns its copy while open; a refetch is asked for (realtime, structure changes).
    staleTime: Number.POSITIVE_INFINITY,
  })

export const budgetTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: budgetKeys.templates,
    queryFn: ({ signal }) => api.get<BudgetTemplate[]>('/definition/budget-templates', undefined, signal),
    staleTime: 60_000,
  })

export const categoryTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: budgetKeys.categoryTemplates,
    queryFn: ({ signal }) =>
      api.get<BudgetTemplate[]>('/definition/budget-category-templates', undefined, signal),
    staleTime: 60_000,
  })

export function useCreateBudget(projectCode: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateBudgetInput) =>
      api.post<Message & { code: string }>(`/project/${encodeURIComponent(projectCode)}/budgets`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetKeys.project(projectCode) }),
  })
}

/** Marks a budget as the project's main one (its amounts count in reports). */
export function useMakeMainBudget(projectCode: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => api.put<Message>(`${budgetPath(code)}/main`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetKeys.project(projectCode) }),
  })
}

/**
 * The editor's writes. Line edits go through `saveLine` (the autosave); every other write answers the
 * budget or its changed lines, which the editor merges itself.
 */
export const budgetWrites = {
  update: (code: string, input: UpdateBudgetInput) => api.put<DetailResponse>(budgetPath(code), input),
  refreshRates: (code: string) => api.post<DetailResponse>(`${budgetPath(code)}/rates/refresh`),
  setRates: (code: string, rates: Record<string, string>) =>
    api.put<DetailResponse>(`${budgetPath(code)}/rates`, { rates }),
  addCategory: (code: string, input: BudgetCategoryInput) =>
    api.post<DetailResponse>(`${budgetPath(code)}/categories`, input),
  updateCategory: (code: string, id: number, input: BudgetCategoryInput) =>
    api.put<DetailResponse>(`${budgetPath(code)}/categories/${id}`, input),
  removeCategory: (code: string, id: number) =>
    api.delete<DetailResponse>(`${budgetPath(code)}/categories/${id}`),
  addLines: (code: string, categoryId: number, afterId: number | null, items: BudgetLineInput[]) =>
    api.post<LinesResponse>(`${budgetPath(code)}/items`, {
      budget_category_id: categoryId,
      after_id: afterId,
      items,
    }),
  saveLine: (code: string, id: number, input: UpdateBudgetLineInput, keepalive = false) =>
    api.put<LinesResponse>(`${budgetPath(code)}/items/${id}`, input, { keepNulls: true, keepalive }),
  removeLine: (code: string, id: number) =>
    api.delete<Message & { version?: number }>(`${budgetPath(code)}/items/${id}`),
  makeDefault: (code: string, id: number) =>
    api.post<LinesResponse>(`${budgetPath(code)}/items/${id}/default`),
  order: (code: string, categories: { id: number; items: number[] }[]) =>
    api.put<DetailResponse>(`${budgetPath(code)}/order`, { categories }),
  share: (code: string) => api.post<Message & { code: string; url: string }>(`${budgetPath(code)}/review`),
  unshare: (code: string) => api.delete<Message>(`${budgetPath(code)}/review`),
  saveTemplate: (code: string, name: string) =>
    api.post<Message>(`${budgetPath(code)}/save-as-template`, { name }),
}

export type ExportFormat = 'xlsx' | 'pdf'
export type ExportAudience = 'internal' | 'client'

/** GET /budget/{code}/export as a blob with the bearer token, handed to the browser as a download. */
export function exportBudget(
  code: string,
  options: { format: ExportFormat; audience: ExportAudience; lang: 'tr' | 'en' },
): Promise<void> {
  return downloadFile(`${budgetPath(code)}/export`, options, `${code}.${options.format}`)
}
