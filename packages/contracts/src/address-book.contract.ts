import { z } from 'zod'
import { callSchema, noteSchema } from './activities.contract'
import {
  ADDRESS_BOOK_SORT_COLUMNS,
  ADDRESS_BOOK_STATUS_FILTERS,
  ADDRESS_BOOK_STATUSES,
  countryCode,
  creatorSchema,
  optionalEmail,
  paginateFlag,
  phoneText,
  taxNumberField,
  websiteField,
} from './common/crm-fields'
import { idField, idParam, optionalMultilineText, optionalText, requiredText } from './common/fields'
import { contactSchema } from './contacts.contract'

/**
 * The contract core of the address book (decisions/0029): what clients and suppliers share, as zod
 * shapes the two contracts compose around their own fields (a client's industry and financial
 * defaults, a supplier's categories and bank details). Each shape comes in the runs the answers and
 * the OpenAPI document have always listed, so composing them keeps every field where it was.
 */
export const addressBookShapes = {
  /** GET /clients, /suppliers: before the kind's group filter. */
  listQueryHead: {
    paginate: paginateFlag(),
    sort_by: z.enum(ADDRESS_BOOK_SORT_COLUMNS).default('name'),
    status: z.enum(ADDRESS_BOOK_STATUS_FILTERS).default('all'),
  },
  /** After the group filter. */
  listQueryTail: {
    /** One record by its id: a filter that names a record finds its name this way. */
    id: idParam.optional(),
    /** Name, legal name or e-mail contain it (Turkish letters and case ignored), or the tax number is it. */
    search: z.string().trim().max(100).optional(),
    locale: z.string().max(10).optional(),
  },
  /** A list row, before the kind's group. */
  itemHead: {
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    legal_name: z.string().nullable(),
    logo_full: z.string().nullable(),
    status: z.enum(ADDRESS_BOOK_STATUSES),
  },
  itemTail: {
    country: z.string().nullable(),
    city: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    created_at: z.string(),
  },
  /** The record adds, before the kind's own fields. */
  recordHead: {
    tax_office_id: z.number().int().nullable(),
    tax_office: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
    tax_number: z.string().nullable(),
    address: z.string().nullable(),
  },
  recordTail: {
    first_confirmed_at: z.string().nullable(),
    creator: creatorSchema,
    updated_at: z.string(),
    /** Archived (deleted or merged); archived records leave the lists and search. */
    deleted_at: z.string().nullable(),
    /** Set when the record was merged into another one. */
    merged_into: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  },
  /** The profile: its contacts, notes and calls; rows of modules still to come travel as they are. */
  detail: {
    contacts: z.array(contactSchema),
    notes: z.array(noteSchema),
    calls: z.array(callSchema),
    meetings: z.array(z.object({ id: z.number().int() }).loose()),
    projects: z.array(z.object({ id: z.number().int() }).loose()),
  },
  /** POST and PUT bodies, before the kind's group. */
  inputHead: {
    name: requiredText(255),
    legal_name: optionalText(255),
  },
  inputContact: {
    tax_office_id: idField().nullish(),
    tax_number: taxNumberField(),
    address: optionalMultilineText(1000),
    country: countryCode(),
    city: optionalText(120),
    phone: phoneText(),
    email: optionalEmail(),
    website: websiteField(),
  },
}

export const taxOfficeRefSchema = addressBookShapes.recordHead.tax_office.unwrap()
export const addressBookCodeParams = z.object({ code: z.string().min(1).max(64) })
