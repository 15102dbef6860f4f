import type {
  Currency,
  ExchangeRates,
  FormFieldTemplate,
  Language,
  ProductModule,
} from '@ajanda/contracts/reference.contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

export const referenceKeys = {
  exchangeRate: ['exchange-rate'] as const,
  languages: ['languages'] as const,
  modules: ['modules'] as const,
  currencies: ['currencies'] as const,
  fieldTemplates: ['forms', 'field-templates'] as const,
}

const forever = Number.POSITIVE_INFINITY

export const exchangeRateQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.exchangeRate,
    queryFn: ({ signal }) => api.get<ExchangeRates>('/exchange-rate', undefined, signal),
    staleTime: 30 * 60_000,
  })

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.languages,
    queryFn: ({ signal }) => api.get<Language[]>('/languages', undefined, signal),
    staleTime: forever,
  })

export const modulesQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.modules,
    queryFn: ({ signal }) => api.get<ProductModule[]>('/modules', undefined, signal),
    staleTime: forever,
  })

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.currencies,
    queryFn: ({ signal }) => api.get<Currency[]>('/currencies', undefined, signal),
    staleTime: forever,
  })

export const fieldTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.fieldTemplates,
    queryFn: ({ signal }) => api.get<FormFieldTemplate[]>('/forms/field-templates', undefined, signal),
    staleTime: forever,
  })
