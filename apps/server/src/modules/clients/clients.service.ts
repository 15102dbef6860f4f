import type {
  Client,
  ClientFees,
  ClientInput,
  ClientListQuery,
  UpdateClientInput,
} from '@ajanda/contracts/clients.contract'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { NotFoundError } from '../../platform/errors'
import { pagePayload } from '../../platform/json-payload'
import type { AuthState } from '../../platform/request-context'
import { addressBookTotalsScope, createAddressBookService } from '../address-book/address-book.service'
import { publicFilePrefix } from './client-page'
import { createClientPageStatement } from './client-page-statement'
import { type ClientValues, checkClientReferences, checkFees, prepareClientValues } from './client-values'
import { toClient, toClientListItem } from './client-view'
import { createClientsRepository } from './clients.repository'
import type { clients } from './clients.table'
import { clientsWorkbook } from './clients-export'

type Named = ClientValues & Pick<typeof clients.$inferInsert, 'name' | 'name_search'>

/**
 * Clients of the caller's company: the address book's core (address-book.service.ts) with the industry
 * and the financial defaults (fee rules on every write, `fees` for the lead and budget forms).
 */
export function createClientsService(ctx: AppContext) {
  const repo = createClientsRepository(ctx.db)
  const page = createClientPageStatement(ctx.db)
  const logoPrefix = publicFilePrefix(ctx.storage)
  const core = createAddressBookService(ctx, {
    name: 'clients',
    owner: 'C',
    notice: { type: 'ClientCreated', kind: 'client' },
    logoFolder: 'client-logos',
    repository: createClientsRepository,
    groupFilter: (query: ClientListQuery) => query.industry_id,
    views: (rows) => rows.map((row) => toClient(row, ctx.storage)),
    listItems: (rows) => rows.map((row) => toClientListItem(row, ctx.storage)),
    workbook: clientsWorkbook,
  })

  return {
    /**
     * A page is read as JSON text built by the database and sent as it is (client-page.ts); the bare
     * array of every match (`paginate=0`, the pickers) stays the address book's.
     */
    async list(auth: AuthState, query: ClientListQuery, path: string) {
      if (query.paginate === '0' || query.paginate === 'false') return core.list(auth, query, path)
      const companyId = auth.user.event_company_id
      // The address book's key of the cached total, so writes clear it with the others (clearTotals).
      const key = JSON.stringify([
        'clients',
        query.status,
        query.industry_id ?? null,
        query.id ?? null,
        query.search ?? '',
      ])
      const [items, total] = await Promise.all([
        page.items(companyId, query, logoPrefix),
        ctx.counts.get(addressBookTotalsScope(companyId), key, () => repo.countMatching(companyId, query)),
      ])
      return pagePayload(items, total, query, path)
    },
    exportList: core.exportList,
    get: core.get,

    async fees(auth: AuthState, id: number): Promise<ClientFees> {
      const row = await repo.findById(auth.user.event_company_id, id)
      if (!row) throw new NotFoundError()
      const client = toClient(row, ctx.storage)
      return {
        id: client.id,
        name: client.name,
        fin_fee_type: client.fin_fee_type,
        fin_fee_rate: client.fin_fee_rate,
        fin_fee_currency: client.fin_fee_currency,
        profit_target: client.profit_target,
      }
    },

    async create(auth: AuthState, input: ClientInput): Promise<Client> {
      const { values, errors } = prepareClientValues(input)
      await checkClientReferences(ctx.db, auth.user.event_company_id, values, errors)
      errors.throwIfAny()
      return core.create(auth, values as Named)
    },

    async update(auth: AuthState, code: string, input: UpdateClientInput): Promise<Client> {
      const existing = await core.ownActive(auth, code)
      const { values, errors } = prepareClientValues(input)
      await checkClientReferences(ctx.db, auth.user.event_company_id, values, errors)
      checkFees({ ...existing.record, ...values }, errors)
      errors.throwIfAny()
      return core.update(auth, existing, values)
    },

    storeLogo: core.storeLogo,
    /** Archives: the client leaves lists and search; its contacts, notes and calls stay as they are. */
    archive: core.archive,
    /**
     * Marks the client EXISTING from now on (the first time only): for the modules that confirm work with it
     * (projects past the lead stages), inside their transaction.
     */
    markConfirmed: core.markConfirmed,

    /** For the import: the same preparation as a form's, without the database checks. */
    prepare: prepareClientValues,
    /** For the import: stores prepared rows in the caller's transaction (it clears the totals after). */
    async insertMany(tx: DbOrTx, auth: AuthState, rows: ClientValues[]): Promise<void> {
      await createClientsRepository(tx).insertMany(rows.map((values) => core.stamp(auth, values as Named)))
    },
  }
}
