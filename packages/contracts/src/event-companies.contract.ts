import { z } from 'zod'
import { currencyCode } from './common/crm-fields'
import { nonNegativeDecimal, rateString } from './common/decimal-fields'
import {
  hexColor,
  hostName,
  optionalMultilineText,
  optionalText,
  requiredText,
  timeZoneField,
} from './common/fields'
import { LOCALES } from './common/locale'

/** Product modules a company subscribes to; ECOS opens the back office (decisions.md 1). */
export const MEMBERSHIPS = ['ECOS', 'FORMS', 'REGISTRATION'] as const
export type Membership = (typeof MEMBERSHIPS)[number]
export const FEE_TYPES = ['PERCENTAGE', 'FIXED'] as const
export const RESPONSIBLE_ASSIGNMENTS = ['SCHEMA', 'ALL'] as const

/** The 15 fixed pipeline slots (staff-app.md section 4); names are per company. */
export const BIZDEV_STAGE_CATEGORIES = ['OFFER', 'CONFIRMED', 'ARCHIVE'] as const
export type BizdevStageCategory = (typeof BIZDEV_STAGE_CATEGORIES)[number]
export const BIZDEV_STAGE_SLOTS: readonly { id: number; category: BizdevStageCategory; status: string }[] = [
  { id: 0, category: 'OFFER', status: 'LEAD-0' },
  { id: 1, category: 'OFFER', status: 'LEAD-1' },
  { id: 2, category: 'OFFER', status: 'LEAD-2' },
  { id: 3, category: 'OFFER', status: 'LEAD-3' },
  { id: 4, category: 'OFFER', status: 'LEAD-4' },
  { id: 5, category: 'OFFER', status: 'LEAD-5' },
  { id: 6, category: 'OFFER', status: 'LEAD-6' },
  { id: 7, category: 'OFFER', status: 'LEAD-7' },
  { id: 8, category: 'CONFIRMED', status: 'PREP' },
  { id: 9, category: 'CONFIRMED', status: 'OPERATION' },
  { id: 10, category: 'CONFIRMED', status: 'PRECLOSE' },
  { id: 11, category: 'ARCHIVE', status: 'CLOSED' },
  { id: 12, category: 'ARCHIVE', status: 'POSTPONED' },
  { id: 13, category: 'ARCHIVE', status: 'CANCELLED' },
  { id: 14, category: 'ARCHIVE', status: 'COMPETITION' },
]

export const eventCompanySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_legal: z.string().nullable(),
  app_name: z.string().nullable(),
  domain: z.string().nullable(),
  lcv_domain: z.string().nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  timezone: z.string(),
  currency: z.string(),
  language: z.enum(LOCALES),
  currencies: z.array(z.object({ shortcode: z.string() })),
  languages: z.array(z.string()),
  project_creation_responsible_assignment: z.enum(RESPONSIBLE_ASSIGNMENTS),
  project_closure_tolerance: z.number().int(),
  fin_due_days: z.number().int(),
  fin_prepayment_rate: z.string(),
  fin_fee_type: z.enum(FEE_TYPES),
  fin_fee_amount: z.string(),
  fin_expected_profit_ratio: z.string(),
  service_fee_vat_rate: z.string(),
  logo: z.string().nullable(),
  square_logo: z.string().nullable(),
  email_logo: z.string().nullable(),
  export_main_color: z.string().nullable(),
  export_secondary_color: z.string().nullable(),
  budget_footer_note: z.string().nullable(),
  /** The footer note of English exports; null: `budget_footer_note`. */
  budget_footer_note_en: z.string().nullable(),
  post_event_survey_email_subject: z.string().nullable(),
  post_event_survey_email_content: z.string().nullable(),
  post_event_survey_sending: z.union([z.literal(0), z.literal(1)]),
  vat_rates: z.array(z.object({ vat_rate: z.string() })),
  memberships: z.array(z.object({ name: z.string() })),
  credit_cards: z.array(z.object({ id: z.number().int(), name: z.string() })),
  bizdev_stages: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** The English name, shown in English; null shows `name`. */
      name_en: z.string().nullable(),
      category: z.enum(BIZDEV_STAGE_CATEGORIES),
    }),
  ),
})
export type EventCompany = z.infer<typeof eventCompanySchema>

export const eventCompanyResponseSchema = z.object({ event_company: eventCompanySchema, message: z.string() })
export type EventCompanyResponse = z.infer<typeof eventCompanyResponseSchema>

const languageCode = () => z.string().trim().toLowerCase().min(2).max(8)

/**
 * PUT /event-companies/{id}: any subset of the editable fields (each settings tab sends its own).
 * Codes must exist in the reference lists; `state` is for countries with states only, and `city` must
 * be one of the country's cities when the country has a city list. The main currency and language are
 * always part of `currencies` and `languages`. Rates are fractions (0.2 is 20 %); a PERCENTAGE fee too.
 */
export const updateEventCompanyInputSchema = z
  .strictObject({
    name: requiredText(150),
    name_legal: optionalText(255),
    app_name: optionalText(150),
    domain: hostName().nullish(),
    lcv_domain: hostName().nullish(),
    address: optionalMultilineText(1000),
    postcode: optionalText(20),
    country: z.string().trim().toUpperCase().length(2).nullish(),
    state: optionalText(120),
    city: optionalText(120),
    timezone: timeZoneField(),
    currency: currencyCode(),
    language: z.enum(LOCALES),
    currencies: z.array(currencyCode()).min(1).max(40),
    languages: z.array(languageCode()).min(1).max(40),
    vat_rates: z.array(rateString()).min(1).max(20),
    project_creation_responsible_assignment: z.enum(RESPONSIBLE_ASSIGNMENTS),
    project_closure_tolerance: z.number().int().min(0).max(3650),
    fin_due_days: z.number().int().min(0).max(3650),
    fin_prepayment_rate: rateString(),
    fin_fee_type: z.enum(FEE_TYPES),
    fin_fee_amount: nonNegativeDecimal(),
    fin_expected_profit_ratio: rateString(),
    service_fee_vat_rate: rateString(),
  })
  .partial()
export type UpdateEventCompanyInput = z.infer<typeof updateEventCompanyInputSchema>

/** PUT /event-companies/{id}/export-setting: budget export styling; null colours fall back to defaults. */
export const exportSettingInputSchema = z
  .strictObject({
    export_main_color: hexColor().nullable(),
    export_secondary_color: hexColor().nullable(),
    budget_footer_note: optionalMultilineText(2000),
    budget_footer_note_en: optionalMultilineText(2000),
  })
  .partial()
export type ExportSettingInput = z.infer<typeof exportSettingInputSchema>

/** The three company images: POST and DELETE /event-companies/{id}/{kind}. */
export const COMPANY_IMAGE_KINDS = ['logo', 'square-logo', 'email-logo'] as const
export type CompanyImageKind = (typeof COMPANY_IMAGE_KINDS)[number]
export const COMPANY_IMAGE_MAX_MB = 2
export const companyImageInputSchema = z.strictObject({
  file: z
    .string()
    .min(1)
    .max(Math.ceil(COMPANY_IMAGE_MAX_MB * 1024 * 1024 * 1.37) + 64),
})
export type CompanyImageInput = z.infer<typeof companyImageInputSchema>

export const creditCardSchema = z.object({ id: z.number().int(), name: z.string() })
export type CreditCard = z.infer<typeof creditCardSchema>
export const creditCardListResponseSchema = z.array(creditCardSchema)
export const creditCardInputSchema = z.strictObject({ name: requiredText(100) })
export type CreditCardInput = z.infer<typeof creditCardInputSchema>
export const creditCardResponseSchema = z.object({ credit_card: creditCardSchema, message: z.string() })

/** PUT /event-companies/{id}/bizdev-stages: new names for some or all of the 15 fixed slots. */
export const bizdevStagesInputSchema = z.strictObject({
  stages: z
    .array(
      z.strictObject({
        id: z.number().int().min(0).max(14),
        name: requiredText(100),
        /** Left out: the English name stays as it is; empty or null: none. */
        name_en: optionalText(100),
      }),
    )
    .min(1)
    .max(15)
    .superRefine((stages, ctx) => {
      const seen = new Set<number>()
      stages.forEach((stage, index) => {
        if (seen.has(stage.id))
          ctx.addIssue({ code: 'custom', message: 'duplicate_value', path: [index, 'id'] })
        seen.add(stage.id)
      })
    }),
})
export type BizdevStagesInput = z.infer<typeof bizdevStagesInputSchema>
