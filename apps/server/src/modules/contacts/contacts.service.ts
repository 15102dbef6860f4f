import { type CompanySummary, parseCompanyRef } from '@ajanda/contracts/common/crm-fields'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import {
  type Contact,
  type ContactInput,
  type ContactListQuery,
  PROFILE_PICTURE_MAX_MB,
  type UpdateContactInput,
} from '@ajanda/contracts/contacts.contract'
import type { AppContext } from '../../platform/context'
import { companyScope } from '../../platform/count-cache'
import { decodeImageDataUrl } from '../../platform/data-url'
import type { DbOrTx } from '../../platform/db'
import { FieldErrors, NotFoundError } from '../../platform/errors'
import { paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import { createClientLookupService } from '../clients/client-lookup.service'
import { createDefinitionLookups } from '../definitions/definition-lookups'
import { createSupplierLookupService } from '../suppliers/supplier-lookup.service'
import { prepareContactValues } from './contact-values'
import { toContact } from './contact-view'
import { type ContactValues, createContactsRepository } from './contacts.repository'
import type { contacts } from './contacts.table'

type NewContact = typeof contacts.$inferInsert
/** List totals of clients, suppliers and contacts are cached per company; each write clears them. */
const totalsScope = (companyId: number) => companyScope('address-book', companyId)

/** Contacts of clients and suppliers; another company's contact answers 404, archived ones too. */
export function createContactsService(ctx: AppContext) {
  const repo = createContactsRepository(ctx.db)
  const clientLookup = createClientLookupService(ctx)
  const supplierLookup = createSupplierLookupService(ctx)
  const view = (row: Parameters<typeof toContact>[0]) => toContact(row, ctx.storage)

  /** "C-12" → the company's active client 12 (or supplier for S-), else undefined. */
  function findCompany(companyId: number, ref: string): Promise<CompanySummary | undefined> {
    const parsed = parseCompanyRef(ref)
    if (!parsed) return Promise.resolve(undefined)
    return parsed.type === 'C'
      ? clientLookup.findSummary(companyId, parsed.id)
      : supplierLookup.findSummary(companyId, parsed.id)
  }

  async function prepare(auth: AuthState, input: UpdateContactInput): Promise<ContactValues> {
    const companyId = auth.user.event_company_id
    const errors = new FieldErrors()
    const values = prepareContactValues(input, errors)
    const [company, positions] = await Promise.all([
      input.company_id ? findCompany(companyId, input.company_id) : undefined,
      input.position_id
        ? createDefinitionLookups(ctx.db).ownIds('contact-positions', companyId, [input.position_id])
        : undefined,
    ])
    if (input.company_id !== undefined) {
      if (!company) errors.add('company_id', { validation: 'invalid_company_ref' })
      else {
        values.contact_type = company.type === 'client' ? 'C' : 'S'
        values.client_id = company.type === 'client' ? company.id : null
        values.supplier_id = company.type === 'supplier' ? company.id : null
      }
    }
    if (input.position_id && !positions?.has(input.position_id))
      errors.add('position_id', { validation: 'invalid_choice' })
    if (input.profile_picture) {
      const image = await decodeImageDataUrl(input.profile_picture, PROFILE_PICTURE_MAX_MB * 1024 * 1024)
      if (!image.ok)
        errors.add(
          'profile_picture',
          image.reason === 'too_large'
            ? { validation: 'image_too_large', params: { max: PROFILE_PICTURE_MAX_MB } }
            : { validation: 'invalid_image' },
        )
      errors.throwIfAny()
      if (image.ok)
        values.profile_picture = await ctx.storage.put(
          `contact-pictures/${companyId}`,
          image.bytes,
          image.extension,
        )
    } else if (input.profile_picture === null) values.profile_picture = null
    errors.throwIfAny()
    return values
  }

  async function ownActive(auth: AuthState, id: number) {
    const row = await repo.findById(auth.user.event_company_id, id)
    if (!row || row.contact.deleted_at) throw new NotFoundError()
    return row
  }

  async function reload(companyId: number, id: number): Promise<Contact> {
    const row = await repo.findById(companyId, id)
    if (!row) throw new NotFoundError()
    return view(row)
  }

  return {
    /** A page when the query names one, otherwise every match (the startup load). */
    async list(
      auth: AuthState,
      query: ContactListQuery,
      path: string,
    ): Promise<Contact[] | Paginated<Contact>> {
      const companyId = auth.user.event_company_id
      if (query.page === undefined) return (await repo.findAll(companyId, query)).map(view)
      const key = JSON.stringify(['contacts', query.type ?? null, query.for ?? null, query.search ?? ''])
      const [rows, total] = await Promise.all([
        repo.findPage(companyId, query, query.page),
        ctx.counts.get(totalsScope(companyId), key, () => repo.countMatching(companyId, query)),
      ])
      return paginated(rows.map(view), total, { page: query.page, pageSize: query.page_size }, path, query)
    },
    /** The active contacts of a client (C) or supplier (S) of the company, for its profile. */
    async listForCompany(companyId: number, type: 'C' | 'S', id: number): Promise<Contact[]> {
      return (await repo.findManyByCompany(companyId, type, id)).map(view)
    },

    async create(auth: AuthState, input: ContactInput): Promise<Contact> {
      const companyId = auth.user.event_company_id
      const values = await prepare(auth, input)
      // A create input has every required field, so the prepared values carry name and company.
      const required = values as ContactValues & Pick<NewContact, 'name' | 'name_search' | 'contact_type'>
      const id = await repo.insert({ ...required, event_company_id: companyId, created_by: auth.user.id })
      ctx.counts.clear(totalsScope(companyId))
      return reload(companyId, id)
    },

    async update(auth: AuthState, id: number, input: UpdateContactInput): Promise<Contact> {
      const companyId = auth.user.event_company_id
      const existing = await ownActive(auth, id)
      if (input.contact_type && !input.company_id && input.contact_type !== existing.contact.contact_type)
        new FieldErrors().add('contact_type', { validation: 'invalid_choice' }).throwIfAny()
      const values = await prepare(auth, input)
      await repo.update(companyId, id, values)
      ctx.counts.clear(totalsScope(companyId))
      const previous = existing.contact.profile_picture
      if (values.profile_picture !== undefined && previous && previous !== values.profile_picture)
        await ctx.storage.remove(previous)
      return reload(companyId, id)
    },

    /** For the import: the plain fields' preparation of a form (company and position come resolved). */
    prepare: prepareContactValues,
    /** For the import: stores prepared rows in the caller's transaction. */
    async insertMany(tx: DbOrTx, auth: AuthState, rows: ContactValues[]): Promise<void> {
      await createContactsRepository(tx).insertMany(
        rows.map((values) => ({
          ...(values as ContactValues & Pick<NewContact, 'name' | 'name_search' | 'contact_type'>),
          event_company_id: auth.user.event_company_id,
          created_by: auth.user.id,
        })),
      )
    },

    /** With its client (C) or supplier (S): the contacts of an archived company leave the lists too. */
    async archiveAllOf(tx: DbOrTx, companyId: number, type: 'C' | 'S', id: number): Promise<void> {
      await createContactsRepository(tx).archiveAllOf(companyId, type, id)
    },

    /** Archives: calls that name the contact keep naming it. */
    async remove(auth: AuthState, id: number): Promise<void> {
      await ownActive(auth, id)
      await repo.update(auth.user.event_company_id, id, { deleted_at: new Date() })
      ctx.counts.clear(totalsScope(auth.user.event_company_id))
    },
  }
}
