import type { MessageResponse } from '@ajanda/contracts/common/errors'
import type {
  BizdevStagesInput,
  CompanyImageKind,
  CreditCard,
  CreditCardInput,
  EventCompany,
  EventCompanyResponse,
  ExportSettingInput,
  UpdateEventCompanyInput,
} from '@ajanda/contracts/event-companies.contract'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

export const eventCompaniesKeys = {
  detail: (id: number) => ['event-companies', id] as const,
  creditCards: (id: number) => ['event-companies', id, 'credit-cards'] as const,
}

export const eventCompanyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: eventCompaniesKeys.detail(id),
    queryFn: ({ signal }) => api.get<EventCompany>(`/event-companies/${id}`, undefined, signal),
    staleTime: 5 * 60_000,
  })

export const creditCardsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: eventCompaniesKeys.creditCards(id),
    queryFn: ({ signal }) => api.get<CreditCard[]>(`/event-companies/${id}/credit-cards`, undefined, signal),
  })

/** The startup copy of the company follows every admin change at once (pickers, fees, stages, logo). */
function useApplyCompany(id: number) {
  const queryClient = useQueryClient()
  return (response: EventCompanyResponse) => {
    queryClient.setQueryData(eventCompaniesKeys.detail(id), response.event_company)
  }
}

/** PUT /event-companies/{id} with one tab's fields; null clears an optional field. */
export function useUpdateEventCompany(id: number) {
  const apply = useApplyCompany(id)
  return useMutation({
    mutationFn: (input: UpdateEventCompanyInput) =>
      api.put<EventCompanyResponse>(`/event-companies/${id}`, input, { keepNulls: true }),
    onSuccess: apply,
  })
}

export function useUpdateExportSetting(id: number) {
  const apply = useApplyCompany(id)
  return useMutation({
    mutationFn: (input: ExportSettingInput) =>
      api.put<EventCompanyResponse>(`/event-companies/${id}/export-setting`, input, { keepNulls: true }),
    onSuccess: apply,
  })
}

export function useCompanyImage(id: number, kind: CompanyImageKind) {
  const apply = useApplyCompany(id)
  const upload = useMutation({
    mutationFn: (file: string) => api.post<EventCompanyResponse>(`/event-companies/${id}/${kind}`, { file }),
    onSuccess: apply,
  })
  const remove = useMutation({
    mutationFn: () => api.delete<EventCompanyResponse>(`/event-companies/${id}/${kind}`),
    onSuccess: apply,
  })
  return { upload, remove }
}

export function useRenameBizdevStages(id: number) {
  const apply = useApplyCompany(id)
  return useMutation({
    mutationFn: (input: BizdevStagesInput) =>
      api.put<EventCompanyResponse>(`/event-companies/${id}/bizdev-stages`, input),
    onSuccess: apply,
  })
}

interface CreditCardResponse {
  credit_card: CreditCard
  message: string
}

/** Credit cards: the list and the company's startup copy (`credit_cards`) both refresh. */
export function useCreditCardMutations(id: number) {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: eventCompaniesKeys.creditCards(id) }),
      queryClient.invalidateQueries({ queryKey: eventCompaniesKeys.detail(id), exact: true }),
    ])
  const save = useMutation({
    mutationFn: ({ input, cardId }: { input: CreditCardInput; cardId: number | null }) =>
      cardId === null
        ? api.post<CreditCardResponse>(`/event-companies/${id}/credit-cards`, input)
        : api.put<CreditCardResponse>(`/event-companies/${id}/credit-cards/${cardId}`, input),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: (cardId: number) =>
      api.delete<MessageResponse>(`/event-companies/${id}/credit-cards/${cardId}`),
    onSuccess: refresh,
  })
  return { save, remove }
}
