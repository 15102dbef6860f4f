import { z } from 'zod'
import { isKnownCurrency } from './currencies'

/**
 * Fields of the address book (clients, suppliers, contacts). Optional texts arrive as '' from empty form
 * controls: they become null. Phone numbers and IBANs pass a shape check here; the server checks them in
 * full with libphonenumber-js (by type) and ibantools, and stores the international form.
 */
export const PHONE_TYPES = ['any', 'mobile', 'landline', 'international'] as const
export type PhoneType = (typeof PHONE_TYPES)[number]

/** Which phone type each phone field of the address book takes (the web picks its input by it). */
export const PHONE_FIELD_TYPES = {
  client: { phone: 'any' },
  supplier: { phone: 'any' },
  contact: { phone: 'any', mobile: 'mobile', fax: 'landline' },
} as const satisfies Record<string, Record<string, PhoneType>>

const emptyToNull = (value: string) => (value === '' ? null : value)

export const phoneText = () =>
  z
    .string()
    .trim()
    .max(40)
    .regex(/^(\+?[0-9(][0-9 ()\-./]{3,})?$/, { message: 'invalid_phone' })
    .transform(emptyToNull)
    .nullish()

/** Vergi numarası (10 digits), or an individual's T.C. kimlik numarası (11 digits). */
export const taxNumberField = () =>
  z
    .string()
    .trim()
    .regex(/^(\d{10,11})?$/, { message: 'invalid_tax_number' })
    .transform(emptyToNull)
    .nullish()

export const optionalEmail = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(255)
    .transform((value, ctx) => {
      if (value === '') return null
      if (!z.email().safeParse(value).success) {
        ctx.addIssue({ code: 'custom', message: 'email', input: value })
        return z.NEVER
      }
      return value
    })
    .nullish()

/** A web address; "www.ornek.com.tr" is stored as "https://www.ornek.com.tr". */
export function normalizeWebsite(value: string): string | null {
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`
  try {
    const url = new URL(candidate)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (!/^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(url.hostname) || /\s/.test(value)) return null
    return candidate
  } catch {
    return null
  }
}

export const websiteField = () =>
  z
    .string()
    .trim()
    .max(255)
    .transform((value, ctx) => {
      if (value === '') return null
      const url = normalizeWebsite(value)
      if (!url) {
        ctx.addIssue({ code: 'custom', message: 'invalid_url', input: value })
        return z.NEVER
      }
      return url
    })
    .nullish()

export const ibanText = () =>
  z
    .string()
    .trim()
    .max(50)
    .regex(/^([A-Za-z]{2}[0-9]{2}[A-Za-z0-9 ]{8,})?$/, { message: 'invalid_iban' })
    .transform(emptyToNull)
    .nullish()

export const countryCode = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, { message: 'invalid_choice' })
    .transform(emptyToNull)
    .nullish()

/** A currency of the known list (common/currencies.ts): `XXX` or `ABC` is refused, not stored. */
export const currencyCode = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { message: 'invalid_choice' })
    .refine((code) => !/^[A-Z]{3}$/.test(code) || isKnownCurrency(code), { message: 'invalid_choice' })

/** A record a note or a call is about: its code, or its id (the screens have either at hand). */
export const recordRef = () =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string().trim().min(1).max(64),
  )

/** The company of a contact, as the screens write it: "C-12" (client 12) or "S-3" (supplier 3). */
export const COMPANY_REF = /^([CS])-(\d{1,10})$/
export const companyRefField = () =>
  z.string().trim().toUpperCase().min(1).regex(COMPANY_REF, { message: 'invalid_company_ref' })

export function parseCompanyRef(value: string): { type: 'C' | 'S'; id: number } | null {
  const match = COMPANY_REF.exec(value.trim().toUpperCase())
  return match ? { type: match[1] as 'C' | 'S', id: Number(match[2]) } : null
}
export const companyRef = (type: 'C' | 'S', id: number) => `${type}-${id}`

/** Who created a record, shown beside it. */
export const creatorSchema = z.object({ id: z.number().int(), full_name: z.string() }).nullable()
export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() })
/** The client or supplier a contact, note or call belongs to. */
export const companySummarySchema = z.object({
  type: z.enum(['client', 'supplier']),
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
})
export type CompanySummary = z.infer<typeof companySummarySchema>

/** Filters and sorting shared by the client and supplier lists. */
export const ADDRESS_BOOK_STATUSES = ['EXISTING', 'POTENTIAL'] as const
export type AddressBookStatus = (typeof ADDRESS_BOOK_STATUSES)[number]
export const ADDRESS_BOOK_STATUS_FILTERS = ['all', ...ADDRESS_BOOK_STATUSES] as const
export const ADDRESS_BOOK_SORT_COLUMNS = ['name', 'created_at', 'city'] as const
/** `paginate=0` (or false) asks for a bare array of every match instead of a page. */
export const paginateFlag = () => z.enum(['0', '1', 'true', 'false']).optional()
export const LOGO_MAX_MB = 2
export const logoInputSchema = z.strictObject({
  file: z
    .string()
    .min(1)
    .max(Math.ceil(LOGO_MAX_MB * 1024 * 1024 * 1.37) + 64),
})
export type LogoInput = z.infer<typeof logoInputSchema>
