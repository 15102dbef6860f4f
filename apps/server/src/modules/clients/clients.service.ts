import type {
  Client,
  ClientDetail,
  ClientFees,
  ClientInput,
  ClientListItem,
  ClientListQuery,
  UpdateClientInput,
} from '@ajanda/contracts/clients.contract'
import { LOGO_MAX_MB } from '@ajanda/contracts/common/crm-fields'
import type { Locale } from '@ajanda/contracts/common/locale'
import type { Paginated } from '@ajanda/contracts/common/pagination'
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
import { type ClientValues, checkClientReferences, checkFees, prepareClientValues } from './client-values'
import { toClient, toClientListItem } from './client-view'
import { type ClientDetailRow, createClientsRepository } from './clients.repository'
import type { clients } from './clients.table'
import { clientsWorkbook } from './clients-export'

const wantsPlainList = (query: ClientListQuery) => query.paginate === '0' || query.paginate === 'false'
/** List totals of clients, suppliers and contacts are cached per company; each write clears them. */
const totalsScope = (companyId: number) => companyScope('address-book', companyId)

/**
 * Clients of the caller's company. Archived clients (deleted or merged) leave the lists and the search
 * but stay readable by code, so old links still open (`merged_into` says where the record went); they
 * cannot be changed. Another company's client answers 404.
 */
export function createClientsService(ctx: AppContext) {
  const repo = createClientsRepository(ctx.db)
  const contacts = createContactsService(ctx)
  const activities = createActivitiesService(ctx)
  const view = (row: ClientDetailRow) => toClient(row, ctx.storage)

  async function own(auth: AuthState, code: string): Promise<ClientDetailRow> {
    const row = await repo.findByCode(auth.user.event_company_id, code)
    if (!row) throw new NotFoundError()
    return row
  }
  async function ownActive(auth: AuthState, code: string): Promise<ClientDetailRow> {
    const row = await own(auth, code)
    if (row.record.deleted_at) throw new NotFoundError()
    return row
  }
  async function reload(companyId: number, id: number): Promise<Client> {
    const row = await repo.findById(companyId, id)
    if (!row) throw new NotFoundError()
    return view(row)
  }

  return {
    async list(
      auth: AuthState,
      query: ClientListQuery,
      path: string,
    ): Promise<Paginated<ClientListItem> | ClientListItem[]> {
      const companyId = auth.user.event_company_id
      if (wantsPlainList(query))
        return (await repo.findAll(companyId, query)).map((row) => toClientListItem(row, ctx.storage))
      const key = JSON.stringify([
        'clients',
        query.status,
        query.industry_id ?? null,
        query.id ?? null,
        query.search ?? '',
      ])
      const [rows, total] = await Promise.all([
        repo.findPage(companyId, query),
        ctx.counts.get(totalsScope(companyId), key, () => repo.countMatching(companyId, query)),
      ])
      const items = rows.map((row) => toClientListItem(row, ctx.storage))
      return paginated(items, total, { page: query.page, pageSize: query.page_size }, path, query)
    },

    async exportList(auth: AuthState, query: ClientListQuery, locale: Locale): Promise<Buffer> {
      const [rows, timeZone] = await Promise.all([
        repo.findAll(auth.user.event_company_id, query),
        companyTimeZone(ctx.db, auth.user.event_company_id),
      ])
      return clientsWorkbook(rows.map(view), locale, timeZone)
    },

    /** The profile: details, contacts, notes and calls (meetings and projects fill in as they land). */
    async get(auth: AuthState, code: string): Promise<ClientDetail> {
      const row = await own(auth, code)
      const companyId = auth.user.event_company_id
      const id = row.record.id
      const [contactList, notes, calls] = await Promise.all([
        contacts.listForCompany(companyId, 'C', id),
        activities.notesOf(companyId, 'C', id),
        activities.callsOf(companyId, 'C', id),
      ])
      return { ...view(row), contacts: contactList, notes, calls, meetings: [], projects: [] }
    },

    async fees(auth: AuthState, id: number): Promise<ClientFees> {
      const row = await repo.findById(auth.user.event_company_id, id)
      if (!row) throw new NotFoundError()
      const client = view(row)
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
      const companyId = auth.user.event_company_id
      const { values, errors } = prepareClientValues(input)
      await checkClientReferences(ctx.db, companyId, values, errors)
      errors.throwIfAny()
      const named = values as ClientValues & Pick<typeof clients.$inferInsert, 'name' | 'name_search'>
      const code = newPublicCode()
      // The client and its notice (and the notice's mails) commit together (issue 18).
      const id = await transactionWithNotices(ctx, async (tx, notices) => {
        const clientId = await createClientsRepository(tx).insert({
          ...named,
          event_company_id: companyId,
          code,
          created_by: auth.user.id,
        })
        await notify(notices, {
          companyId,
          type: 'ClientCreated',
          data: recordNotice(auth.user, 'client', { name: named.name, code }),
          actorUserId: auth.user.id,
        })
        return clientId
      })
      ctx.counts.clear(totalsScope(companyId))
      return reload(companyId, id)
    },

    async update(auth: AuthState, code: string, input: UpdateClientInput): Promise<Client> {
      const companyId = auth.user.event_company_id
      const existing = await ownActive(auth, code)
      const { values, errors } = prepareClientValues(input)
      await checkClientReferences(ctx.db, companyId, values, errors)
      const current = existing.record
      checkFees({ ...current, ...values }, errors)
      errors.throwIfAny()
      await repo.update(companyId, current.id, values)
      ctx.counts.clear(totalsScope(companyId))
      return reload(companyId, current.id)
    },

    async storeLogo(auth: AuthState, code: string, dataUrl: string): Promise<Client> {
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
      const key = await ctx.storage.put(`client-logos/${companyId}`, image.bytes, image.extension)
      await repo.update(companyId, existing.record.id, { logo: key })
      if (existing.record.logo) await ctx.storage.remove(existing.record.logo)
      return reload(companyId, existing.record.id)
    },

    /** Archives: the client leaves lists and search; its contacts, notes and calls stay as they are. */
    async archive(auth: AuthState, code: string): Promise<void> {
      const existing = await ownActive(auth, code)
      const companyId = auth.user.event_company_id
      await ctx.db.transaction(async (tx) => {
        await createClientsRepository(tx).update(companyId, existing.record.id, { deleted_at: new Date() })
        await contacts.archiveAllOf(tx, companyId, 'C', existing.record.id)
      })
      ctx.counts.clear(totalsScope(companyId))
    },

    /**
     * Marks the client EXISTING from now on (the first time only): for the modules that confirm work with it
     * (projects past the lead stages), inside their transaction.
     */
    async markConfirmed(tx: DbOrTx, companyId: number, id: number): Promise<void> {
      await createClientsRepository(tx).markConfirmed(companyId, id)
      ctx.counts.clear(totalsScope(companyId))
    },

    /** For the import: the same preparation as a form's, without the database checks. */
    prepare: prepareClientValues,
    /** For the import: stores prepared rows in the caller's transaction (it clears the totals after). */
    async insertMany(tx: DbOrTx, auth: AuthState, rows: ClientValues[]): Promise<void> {
      const companyId = auth.user.event_company_id
      await createClientsRepository(tx).insertMany(
        rows.map((values) => ({
          ...(values as ClientValues & Pick<typeof clients.$inferInsert, 'name' | 'name_search'>),
          event_company_id: companyId,
          code: newPublicCode(),
          created_by: auth.user.id,
        })),
      )
    },
  }
}
