import type {
  AccountingKind,
  AccountingListResponse,
  InvoiceDetail,
  InvoiceKind,
  InvoicePaymentInput,
  InvoiceWriteResponse,
  PurchaseInvoiceInput,
  SalesInvoiceInput,
} from '@ajanda/contracts/accounting.contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { downloadFile } from '../../shared/api/download-file'
import type { AccountingListParams } from './accounting-filters'

/** Where a list lives: the whole company's (/accounting/{kind}) or one project's (/project/{code}/{kind}). */
export const listPath = (kind: AccountingKind, projectCode?: string) =>
  projectCode ? `/project/${encodeURIComponent(projectCode)}/${kind}` : `/accounting/${kind}`

/** Every accounting query starts with 'accounting' (the approvals page invalidates that root too). */
export const accountingKeys = {
  all: ['accounting'] as const,
  list: (kind: AccountingKind, projectCode: string | undefined, query: AccountingListParams) =>
    ['accounting', 'list', kind, projectCode ?? null, query] as const,
  invoice: (id: number) => ['accounting', 'invoice', id] as const,
}

export const accountingListQueryOptions = (
  kind: AccountingKind,
  query: AccountingListParams,
  projectCode?: string,
) =>
  queryOptions({
    queryKey: accountingKeys.list(kind, projectCode, query),
    queryFn: ({ signal }) =>
      api.get<AccountingListResponse>(listPath(kind, projectCode), { ...query }, signal),
    placeholderData: keepPreviousData,
  })

export const invoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: accountingKeys.invoice(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: InvoiceDetail }>(`/accounting/invoices/${id}`, undefined, signal)).data,
  })

/** GET …/{kind}/export with the list's filters: the browser downloads the .xlsx. */
export function exportAccountingList(
  kind: AccountingKind,
  query: AccountingListParams,
  projectCode?: string,
) {
  return downloadFile(`${listPath(kind, projectCode)}/export`, { ...query }, `${kind}.xlsx`)
}

const INVOICE_PATHS: Record<InvoiceKind, string> = {
  PURCHASE: '/accounting/purchase-invoices',
  SALES: '/accounting/sales-invoices',
}
export type InvoiceInput = PurchaseInvoiceInput | SalesInvoiceInput

/** After any write the lists are stale; the invoice itself takes the answer at once. */
function useWriteSuccess() {
  const queryClient = useQueryClient()
  return (answer: InvoiceWriteResponse) => {
    queryClient.setQueryData(accountingKeys.invoice(answer.data.id), answer.data)
    void queryClient.invalidateQueries({ queryKey: [...accountingKeys.all, 'list'] })
  }
}

/** POST a new invoice, or PUT /{id} an existing one. */
export function useSaveInvoice(kind: InvoiceKind) {
  const onSuccess = useWriteSuccess()
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: InvoiceInput }) =>
      id
        ? api.put<InvoiceWriteResponse>(`${INVOICE_PATHS[kind]}/${id}`, input)
        : api.post<InvoiceWriteResponse>(INVOICE_PATHS[kind], input),
    onSuccess,
  })
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, kind }: { id: number; kind: InvoiceKind }) =>
      api.delete<{ message: string }>(`${INVOICE_PATHS[kind]}/${id}`),
    onSuccess: (_answer, { id }) => {
      queryClient.removeQueries({ queryKey: accountingKeys.invoice(id) })
      void queryClient.invalidateQueries({ queryKey: [...accountingKeys.all, 'list'] })
    },
  })
}

export function useAddPayment(invoiceId: number) {
  const onSuccess = useWriteSuccess()
  return useMutation({
    mutationFn: (input: InvoicePaymentInput) =>
      api.post<InvoiceWriteResponse>(`/accounting/invoices/${invoiceId}/payments`, input),
    onSuccess,
  })
}

export function useDeletePayment(invoiceId: number) {
  const onSuccess = useWriteSuccess()
  return useMutation({
    mutationFn: (paymentId: number) =>
      api.delete<InvoiceWriteResponse>(`/accounting/invoices/${invoiceId}/payments/${paymentId}`),
    onSuccess,
  })
}
