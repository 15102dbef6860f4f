import { LOGO_MAX_MB } from '@ajanda/contracts/common/crm-fields'
import type { Locale } from '@ajanda/contracts/common/locale'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import type {
  Supplier,
  SupplierDetail,
  SupplierInput,
  SupplierListItem,
  SupplierListQuery,
  UpdateSupplierInput,
} from '@ajanda/contracts/suppliers.contract'
import { newPublicCode } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import { companyScope } from '../../platform/count-cache'
import { decodeImageDataUrl } from '../../platform/data-url'
import type { DbOrTx } from '../../platform/db'
import { FieldValidationError, NotFoundError } from '../../platform/errors'
import { paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import { createActivitiesService } from '../activities/activities.service'

import { createContactsService } from '../contacts/contacts.service'
import { companyTimeZone } from '../event-companies/company-time-zone'
import { notify, recordNotice } from '../notifications/notify'
import { transactionWithNotices } from '../notifications/transaction-with-notices'
import { checkSupplierReferences, prepareSupplierValues, type SupplierValues } from './supplier-values'
import { toSupplier, toSupplierListItem } from './supplier-view'
import { createSuppliersRepository, type SupplierDetailRow } from './suppliers.repository'
import type { suppliers } from './suppliers.table'
import { suppliersWorkbook } from './suppliers-export'

type NewSupplier = typeof suppliers.$inferInsert
/** List totals of clients, suppliers and contacts are cached per company; each write clears them. */
const totalsScope = (companyId: number) => companyScope('address-book', companyId)
const wantsPlainList = (query: SupplierListQuery) => query.paginate === '0' || query.paginate === 'false'

/** Suppliers of the caller's company; the same rules as clients (clients.service.ts). */
export function createSuppliersService(ctx: AppContext) {
  const repo = createSuppliersRepository(ctx.db)
  const contacts = createContactsService(ctx)
  const activities = createActivitiesService(ctx)

  async function views(rows: SupplierDetailRow[]): Promise<Supplier[]> {
    const categories = await repo.categoriesOf(rows.map((row) => row.record.id))
    return rows.map((row) => toSupplier(row, categories, ctx.storage))
  }
  async function own(auth: AuthState, code: string): Promise<SupplierDetailRow> {
    const row = await repo.findByCode(auth.user.event_company_id, code)
    if (!row) throw new NotFoundError()
    return row
  }
  async function ownActive(auth: AuthState, code: string): Promise<SupplierDetailRow> {
    const row = await own(auth, code)
    if (row.record.deleted_at) throw new NotFoundError()
    return row
  }
  async function reload(companyId: number, id: number): Promise<Supplier> {
    const row = await repo.findById(companyId, id)
    if (!row) throw new NotFoundError()
    return (await views([row]))[0] as Supplier
  }

  return {
    async list(
      auth: AuthState,
      query: SupplierListQuery,
      path: string,
    ): Promise<Paginated<SupplierListItem> | SupplierListItem[]> {
      const companyId = auth.user.event_company_id
      if (wantsPlainList(query)) return views(await repo.findAll(companyId, query))
      const key = JSON.stringify([
        'suppliers',
        query.status,
        query.category_id ?? null,
        query.id ?? null,
        query.search ?? '',
      ])
      const [rows, total] = await Promise.all([
        repo.findPage(companyId, query),
        ctx.counts.get(totalsScope(companyId), key, () => repo.countMatching(companyId, query)),
      ])
      const categories = await repo.categoriesOf(rows.map((row) => row.record.id))
      const items = rows.map((row) => toSupplierListItem(row.record, categories, ctx.storage))
      return paginated(items, total, { page: query.page, pageSize: query.page_size }, path, query)
    },

    async exportList(auth: AuthState, query: SupplierListQuery, locale: Locale): Promise<Buffer> {
      const timeZone = await companyTimeZone(ctx.db, auth.user.event_company_id)
      return suppliersWorkbook(
        await views(await repo.findAll(auth.user.event_company_id, query)),
        locale,
        timeZone,
      )
    },

    async get(auth: AuthState, code: string): Promise<SupplierDetail> {
      const row = await own(auth, code)
      const companyId = auth.user.event_company_id
      const id = row.record.id
      const [[supplier], contactList, notes, calls] = await Promise.all([
        views([row]),
        contacts.listForCompany(companyId, 'S', id),
        activities.notesOf(companyId, 'S', id),
        activities.callsOf(companyId, 'S', id),
      ])
      return { ...(supplier as Supplier), contacts: contactList, notes, calls, meetings: [], projects: [] }
    },

    async create(auth: AuthState, input: SupplierInput): Promise<Supplier> {
      const companyId = auth.user.event_company_id
      const { values, errors } = prepareSupplierValues(input)
      await checkSupplierReferences(ctx.db, companyId, values, input.category_ids, errors)
      errors.throwIfAny()
      const named = values as SupplierValues & Pick<NewSupplier, 'name' | 'name_search'>
      const code = newPublicCode()
      // The supplier and its notice (and the notice's mails) commit together (issue 18).
      const id = await transactionWithNotices(ctx, async (tx, notices) => {
        const txRepo = createSuppliersRepository(tx)
        const supplierId = await txRepo.insert({
          ...named,
          event_company_id: companyId,
          code,
          created_by: auth.user.id,
        })
        await txRepo.replaceCategories(supplierId, input.category_ids)
        await notify(notices, {
          companyId,
          type: 'SupplierCreated',
          data: recordNotice(auth.user, 'supplier', { name: named.name, code }),
          actorUserId: auth.user.id,
        })
        return supplierId
      })
      ctx.counts.clear(totalsScope(companyId))
      return reload(companyId, id)
    },

    async update(auth: AuthState, code: string, input: UpdateSupplierInput): Promise<Supplier> {
      const companyId = auth.user.event_company_id
      const existing = await ownActive(auth, code)
      const { values, errors } = prepareSupplierValues(input)
      await checkSupplierReferences(ctx.db, companyId, values, input.category_ids, errors)
      errors.throwIfAny()
      const id = existing.record.id
      await ctx.db.transaction(async (tx) => {
        const txRepo = createSuppliersRepository(tx)
        await txRepo.update(companyId, id, values)
        if (input.category_ids !== undefined) await txRepo.replaceCategories(id, input.category_ids)
      })
      ctx.counts.clear(totalsScope(companyId))
      return reload(companyId, id)
    },

    async storeLogo(auth: AuthState, code: string, dataUrl: string): Promise<Supplier> {
      const companyId = auth.user.event_company_id
      const existing = await ownActive(auth, code)
      const image = await decodeImageDataUrl(dataUrl, LOGO_MAX_MB * 1024 * 1024)
      if (!image.ok) {
        throw FieldValidationError.of(
          'file',
          image.reason === 'too_large'
            ? { validation: 'image_too_large', params: { max: LOGO_MAX_MB } }
            : { validation: 'invalid_image' },
        )
      }
      const key = await ctx.storage.put(`supplier-logos/${companyId}`, image.bytes, image.extension)
      await repo.update(companyId, existing.record.id, { logo: key })
      if (existing.record.logo) await ctx.storage.remove(existing.record.logo)
      return reload(companyId, existing.record.id)
    },

    async archive(auth: AuthState, code: string): Promise<void> {
      const existing = await ownActive(auth, code)
      const companyId = auth.user.event_company_id
      await ctx.db.transaction(async (tx) => {
        await createSuppliersRepository(tx).update(companyId, existing.record.id, {
          deleted_at: new Date(),
        })
        await contacts.archiveAllOf(tx, companyId, 'S', existing.record.id)
      })
      ctx.counts.clear(totalsScope(companyId))
    },

    /**
     * Marks the supplier EXISTING from now on (the first time only): for the modules that confirm work with it
     * (projects past the lead stages, budgets and payments), inside their transaction.
     */
    async markConfirmed(tx: DbOrTx, companyId: number, id: number): Promise<void> {
      await createSuppliersRepository(tx).markConfirmed(companyId, id)
      ctx.counts.clear(totalsScope(companyId))
    },

    /** For the import: the same preparation as a form's, without the database checks. */
    prepare: prepareSupplierValues,
    /** For the import: stores prepared rows with their categories in the caller's transaction. */
    async insertMany(
      tx: DbOrTx,
      auth: AuthState,
      rows: { values: SupplierValues; categoryIds: number[] }[],
    ): Promise<void> {
      await createSuppliersRepository(tx).insertMany(
        rows.map((row) => ({
          values: {
            ...(row.values as SupplierValues & Pick<NewSupplier, 'name' | 'name_search'>),
            event_company_id: auth.user.event_company_id,
            code: newPublicCode(),
            created_by: auth.user.id,
          },
          categoryIds: row.categoryIds,
        })),
      )
    },
  }
}
