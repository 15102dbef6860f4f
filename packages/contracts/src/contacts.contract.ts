import { z } from 'zod'
import {
  companyRefField,
  companySummarySchema,
  creatorSchema,
  namedRefSchema,
  phoneText,
} from './common/crm-fields'
import { emailField, idField, idParam, requiredText } from './common/fields'
import { paginatedSchema } from './common/pagination'

/** The people of clients (C) and suppliers (S): /contacts, the client and supplier profiles. */
export const CONTACT_TYPES = ['C', 'S'] as const
export type ContactType = (typeof CONTACT_TYPES)[number]
export const CONTACT_SORT_COLUMNS = ['name', 'created_at'] as const
export const PROFILE_PICTURE_MAX_MB = 2

export const contactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position_id: z.number().int().nullable(),
  position: namedRefSchema.nullable(),
  contact_type: z.enum(CONTACT_TYPES),
  /** The client's or supplier's id. */
  contact_for: z.number().int(),
  /** "C-12" or "S-3", as the contact form sends it. */
  company_id: z.string(),
  company: companySummarySchema,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  fax: z.string().nullable(),
  profile_picture_full: z.string().nullable(),
  creator: creatorSchema,
  created_at: z.string(),
  updated_at: z.string(),
})
export type Contact = z.infer<typeof contactSchema>

/**
 * GET /contacts: `type` C or S, `for` one company ("C-12"), `search` (name or e-mail, Turkish letters
 * ignored). With `page` the answer is Laravel's paginator, without it a bare array of every match (the
 * startup load).
 */
export const contactListQuerySchema = z.object({
  type: z.enum(CONTACT_TYPES).optional(),
  for: companyRefField().optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  sort_by: z.enum(CONTACT_SORT_COLUMNS).default('name'),
  sort_order: z.enum(['asc', 'desc']).default('asc'),
  locale: z.string().max(10).optional(),
})
export type ContactListQuery = z.infer<typeof contactListQuerySchema>
export const contactListResponseSchema = z.union([z.array(contactSchema), paginatedSchema(contactSchema)])

const contactFields = {
  name: requiredText(150),
  position_id: idField(),
  /** Required; a modal opened from a client or supplier presets it. */
  company_id: companyRefField(),
  /** Optional: follows from `company_id`; when sent it must agree with it. */
  contact_type: z.enum(CONTACT_TYPES).optional(),
  email: emailField(),
  phone: phoneText(),
  mobile: phoneText(),
  fax: phoneText(),
  /** A data URL (PNG, JPEG or WebP, at most 2 MB); null removes the picture. */
  profile_picture: z
    .string()
    .max(Math.ceil(PROFILE_PICTURE_MAX_MB * 1024 * 1024 * 1.37) + 64)
    .nullish(),
}
/** POST /contacts: name, position and a valid e-mail are required, and the company. */
export const contactInputSchema = z.strictObject(contactFields)
export type ContactInput = z.infer<typeof contactInputSchema>
/** PUT /contacts/{id}: any subset; fields not sent are left alone. */
export const updateContactInputSchema = z.strictObject(contactFields).partial()
export type UpdateContactInput = z.infer<typeof updateContactInputSchema>
export const contactWriteResponseSchema = z.object({ message: z.string(), data: contactSchema })
export const contactParams = z.object({ id: idParam })
