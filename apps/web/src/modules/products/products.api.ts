import type {
  PricingPeriod,
  PricingPeriodInput,
  Product,
  ProductInput,
} from '@ajanda/contracts/products.contract'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

/** A project's products and pricing periods (contracts/products.contract.ts). */
export const productKeys = {
  all: ['products'] as const,
  products: (code: string) => [...productKeys.all, 'products', code] as const,
  periods: (code: string) => [...productKeys.all, 'periods', code] as const,
}

const base = (code: string) => `/project/${encodeURIComponent(code)}`

export const productsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: productKeys.products(code),
    queryFn: ({ signal }) => api.get<{ data: Product[] }>(`${base(code)}/products`, undefined, signal),
  })

export const pricingPeriodsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: productKeys.periods(code),
    queryFn: ({ signal }) =>
      api.get<{ data: PricingPeriod[] }>(`${base(code)}/pricing-periods`, undefined, signal),
  })

type Saved<T> = { data: T; message: string }

/** Every write refreshes both lists: a period's deletion takes its prices off the products. */
export function useProductWrites(code: string) {
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: productKeys.all })
  return {
    saveProduct: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: ProductInput }) =>
        id === null
          ? api.post<Saved<Product>>(`${base(code)}/products`, input)
          : api.put<Saved<Product>>(`${base(code)}/products/${id}`, input),
      onSuccess,
    }),
    removeProduct: useMutation({
      mutationFn: (id: number) => api.delete<{ message: string }>(`${base(code)}/products/${id}`),
      onSuccess,
    }),
    savePeriod: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: PricingPeriodInput }) =>
        id === null
          ? api.post<Saved<PricingPeriod>>(`${base(code)}/pricing-periods`, input)
          : api.put<Saved<PricingPeriod>>(`${base(code)}/pricing-periods/${id}`, input),
      onSuccess,
    }),
    removePeriod: useMutation({
      mutationFn: (id: number) => api.delete<{ message: string }>(`${base(code)}/pricing-periods/${id}`),
      onSuccess,
    }),
  }
}
