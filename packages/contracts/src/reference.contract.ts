import { z } from 'zod'

export const currencySchema = z.object({
  shortcode: z.string(),
  sign: z.string(),
  name: z.string(),
  name_local: z.string(),
})
export type Currency = z.infer<typeof currencySchema>

export const languageSchema = z.object({ code: z.string(), name: z.string(), name_in_english: z.string() })
export type Language = z.infer<typeof languageSchema>

export const moduleSchema = z.object({ name: z.string(), title: z.string(), description: z.string() })
export type ProductModule = z.infer<typeof moduleSchema>

export const formFieldTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  props: z.record(z.string(), z.unknown()),
})
export type FormFieldTemplate = z.infer<typeof formFieldTemplateSchema>

/** Rates say how many units of the base currency (the company's) one unit of `currency` costs. */
export const exchangeRateResponseSchema = z.object({
  base: z.string(),
  date: z.string().nullable(),
  rates: z.array(z.object({ currency: z.string(), rate: z.string(), date: z.string() })),
})
export type ExchangeRates = z.infer<typeof exchangeRateResponseSchema>

export const currencyListResponseSchema = z.array(currencySchema)
export const languageListResponseSchema = z.array(languageSchema)
export const moduleListResponseSchema = z.array(moduleSchema)
export const formFieldTemplateListResponseSchema = z.array(formFieldTemplateSchema)
