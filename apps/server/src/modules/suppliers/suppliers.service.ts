import type {
  Supplier,
  SupplierInput,
  SupplierListQuery,
  UpdateSupplierInput,
} from '@ajanda/contracts/suppliers.contract'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import type { AuthState } from '../../platform/request-context'
import { createAddressBookService } from '../address-book/address-book.service'
import { reportCache } from '../reports/report-cache'
import { checkSupplierReferences, prepareSupplierValues, type SupplierValues } from './supplier-values'
import { toSupplier, toSupplierListItem } from './supplier-view'
import { createSuppliersRepository, type SupplierListRow } from './suppliers.repository'
import type { suppliers } from './suppliers.table'
import { suppliersWorkbook } from './suppliers-export'

type Named = SupplierValues & Pick<typeof suppliers.$inferInsert, 'name' | 'name_search'>

/**
 * Suppliers of the caller's company: the address book's core (address-book.service.ts, as clients) with
 * categories, kept in a link table written in the same transaction as the supplier.
 */
export function createSuppliersService(ctx: AppContext) {
  const repo = createSuppliersRepository(ctx.db)
  async function categoriesOf(rows: SupplierListRow[]) {
    return repo.categoriesOf(rows.map((row) => row.record.id))
  }
  const core = createAddressBookService(ctx, {
    name: 'suppliers',
    owner: 'S',
    notice: { type: 'SupplierCreated', kind: 'supplier' },
    logoFolder: 'supplier-logos',
    repository: createSuppliersRepository,
    groupFilter: (query: SupplierListQuery) => query.category_id,
    views: async (rows) => {
      const categories = await categoriesOf(rows)
      return rows.map((row) => toSupplier(row, categories, ctx.storage))
    },
    listItems: async (rows) => {
      const categories = await categoriesOf(rows)
      return rows.map((row) => toSupplierListItem(row.record, categories, ctx.storage))
    },
    workbook: suppliersWorkbook,
  })
  /** Replaces the categories when the input names them (an edit may leave them out). */
  const saveCategories = (categoryIds: readonly number[] | undefined) =>
    categoryIds === undefined
      ? undefined
      : (tx: DbOrTx, id: number) => createSuppliersRepository(tx).replaceCategories(id, categoryIds)

  return {
    list: core.list,
    exportList: core.exportList,
    get: core.get,

    async create(auth: AuthState, input: SupplierInput): Promise<Supplier> {
      const { values, errors } = prepareSupplierValues(input)
      await checkSupplierReferences(ctx.db, auth.user.event_company_id, values, input.category_ids, errors)
      errors.throwIfAny()
      return core.create(auth, values as Named, saveCategories(input.category_ids))
    },

    async update(auth: AuthState, code: string, input: UpdateSupplierInput): Promise<Supplier> {
      const existing = await core.ownActive(auth, code)
      const { values, errors } = prepareSupplierValues(input)
      await checkSupplierReferences(ctx.db, auth.user.event_company_id, values, input.category_ids, errors)
      errors.throwIfAny()
      const updated = await core.update(auth, existing, values, saveCategories(input.category_ids))
      // The suppliers report names suppliers from a kept directory (decisions/0046, third round): a rename
      // or a new first category shows in it at once.
      reportCache.forget(ctx, auth.user.event_company_id)
      return updated
    },

    storeLogo: core.storeLogo,
    archive: core.archive,
    /**
     * Marks the supplier EXISTING from now on (the first time only): for the modules that confirm work with it
     * (projects past the lead stages, budgets and payments), inside their transaction.
     */
    markConfirmed: core.markConfirmed,

    /** For the import: the same preparation as a form's, without the database checks. */
    prepare: prepareSupplierValues,
    /** For the import: stores prepared rows with their categories in the caller's transaction. */
    async insertMany(
      tx: DbOrTx,
      auth: AuthState,
      rows: { values: SupplierValues; categoryIds: number[] }[],
    ): Promise<void> {
      await createSuppliersRepository(tx).insertMany(
        rows.map((row) => ({ values: core.stamp(auth, row.values as Named), categoryIds: row.categoryIds })),
      )
    },
  }
}
