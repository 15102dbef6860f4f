import { z } from 'zod'
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
  post_event_survey_email_subject: z.string().nullable(),
  post_event_survey_email_content: z.string().nullable(),
  post_event_survey_sending: z.union([z.literal(0), z.literal(1)]),
  vat_rates: z.array(z.object({ vat_rate: z.string() })),
  memberships: z.array(z.object({ name: z.string() })),
  credit_cards: z.array(z.object({ id: z.number().int(), name: z.string() })),
  bizdev_stages: z.array(
    z.object({ id: z.number().int(), name: z.string(), category: z.enum(BIZDEV_STAGE_CATEGORIES) }),
  ),
})
export type EventCompany = z.infer<typeof eventCompanySchema>
