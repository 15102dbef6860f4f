import { LOGO_MAX_MB } from '@ajanda/contracts/common/crm-fields'
import type { Locale } from '@ajanda/contracts/common/locale'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import type { NotificationType } from '@ajanda/contracts/notifications.contract'
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
import type {
  AddressBookDetailRow,
  AddressBookListFilter,
  AddressBookListQuery,
  AddressBookListRow,
  AddressBookRepository,
} from './address-book.repository'

/** List totals of clients, suppliers and contacts are cached per company; each write clears them. */
export const addressBookTotalsScope = (companyId: number) => companyScope('address-book', companyId)

type PlainListFlag = { paginate?: string }
const wantsPlainList = (query: PlainListFlag) => query.paginate === '0' || query.paginate === 'false'

/** The row fields the service core reads. */
type CoreRow = { id: number; deleted_at: Date | null; logo: string | null }

/** What makes one kind of address-book record (clients, suppliers) for the service core. */
export interface AddressBookServiceKind<Insert, Query, Row, Extra, View, ListItem> {
  /** The list's name: the head of its cached totals' key. */
  name: 'clients' | 'suppliers'
  /** How contacts, notes and calls name the owner. */
  owner: 'C' | 'S'
  /** The notice of a new record, and the record's kind in it. */
  notice: { type: NotificationType & ('ClientCreated' | 'SupplierCreated'); kind: 'client' | 'supplier' }
  /** The storage folder of the logos (the company's id follows). */
  logoFolder: string
  repository: (db: DbOrTx) => AddressBookRepository<Query, Row, Extra, Insert>
  /** The kind's own filter value in the totals' key (industry, category). */
  groupFilter: (query: Query) => number | undefined
  views: (rows: AddressBookDetailRow<Row, Extra>[]) => Promise<View[]> | View[]
  listItems: (rows: AddressBookListRow<Row, Extra>[]) => Promise<ListItem[]> | ListItem[]
  workbook: (rows: View[], locale: Locale, timeZone: string) => Promise<Buffer>
}

/**
 * The rules clients and suppliers share (decisions/0029). Archived records (deleted or merged) leave the
 * lists and the search but stay readable by code, so old links still open (`merged_into` says where the
 * record went); they cannot be changed. Another company's record answers 404.
 */
export function createAddressBookService<
  Insert extends {
    event_company_id: number
    code: string
    created_by?: number | null
    logo?: string | null
    deleted_at?: Date | null
  },
  Query extends AddressBookListFilter & PlainListFlag,
  Row extends CoreRow,
  Extra,
  View,
  ListItem,
>(ctx: AppContext, kind: AddressBookServiceKind<Insert, Query, Row, Extra, View, ListItem>) {
  type DetailRow = AddressBookDetailRow<Row, Extra>
  const repo = kind.repository(ctx.db)
  const contacts = createContactsService(ctx)
  const activities = createActivitiesService(ctx)
  const clearTotals = (companyId: number) => ctx.counts.clear(addressBookTotalsScope(companyId))

  async function own(auth: AuthState, code: string): Promise<DetailRow> {
    const row = await repo.findByCode(auth.user.event_company_id, code)
    if (!row) throw new NotFoundError()
    return row
  }
  async function ownActive(auth: AuthState, code: string): Promise<DetailRow> {
    const row = await own(auth, code)
    if (row.record.deleted_at) throw new NotFoundError()
    return row
  }
  async function view(row: DetailRow): Promise<View> {
    return (await kind.views([row]))[0] as View
  }
  async function reload(companyId: number, id: number): Promise<View> {
    const row = await repo.findById(companyId, id)
    if (!row) throw new NotFoundError()
    return view(row)
  }
  /** A new record's company, public code and creator. */
  function stamp(auth: AuthState, values: Partial<Insert>, code = newPublicCode()): Insert {
    return {
      ...values,
      event_company_id: auth.user.event_company_id,
      code,
      created_by: auth.user.id,
    } as Insert
  }

  return {
    own,
    ownActive,
    reload,
    clearTotals,
    stamp,

    async list(
      auth: AuthState,
      query: Query & AddressBookListQuery,
      path: string,
    ): Promise<Paginated<ListItem> | ListItem[]> {
      const companyId = auth.user.event_company_id
      if (wantsPlainList(query)) return kind.listItems(await repo.findAll(companyId, query))
      const key = JSON.stringify([
        kind.name,
        query.status,
        kind.groupFilter(query) ?? null,
        query.id ?? null,
        query.search ?? '',
      ])
      const [rows, total] = await Promise.all([
        repo.findPage(companyId, query),
        ctx.counts.get(addressBookTotalsScope(companyId), key, () => repo.countMatching(companyId, query)),
      ])
      const items = await kind.listItems(rows)
      return paginated(items, total, { page: query.page, pageSize: query.page_size }, path, query)
    },

    async exportList(auth: AuthState, query: Query & AddressBookListQuery, locale: Locale): Promise<Buffer> {
      const [rows, timeZone] = await Promise.all([
        repo.findAll(auth.user.event_company_id, query),
        companyTimeZone(ctx.db, auth.user.event_company_id),
      ])
      return kind.workbook(await kind.views(rows), locale, timeZone)
    },

    /** The profile: details, contacts, notes and calls (meetings and projects fill in as they land). */
    async get(auth: AuthState, code: string) {
      const row = await own(auth, code)
      const companyId = auth.user.event_company_id
      const id = row.record.id
      const [record, contactList, notes, calls] = await Promise.all([
        view(row),
        contacts.listForCompany(companyId, kind.owner, id),
        activities.notesOf(companyId, kind.owner, id),
        activities.callsOf(companyId, kind.owner, id),
      ])
      return {
        ...record,
        contacts: contactList,
        notes,
        calls,
        meetings: [] as never[],
        projects: [] as never[],
      }
    },

    /**
     * Stores a checked record, `after` adds what is kept beside it (a supplier's categories); the record
     * and its notice (and the notice's mails) commit together (issue 18).
     */
    async create(
      auth: AuthState,
      values: Partial<Insert> & { name: string },
      after?: (tx: DbOrTx, id: number) => Promise<void>,
    ): Promise<View> {
      const companyId = auth.user.event_company_id
      const code = newPublicCode()
      const id = await transactionWithNotices(ctx, async (tx, notices) => {
        const recordId = await kind.repository(tx).insert(stamp(auth, values, code))
        await after?.(tx, recordId)
        await notify(notices, {
          companyId,
          type: kind.notice.type,
          data: recordNotice(auth.user, kind.notice.kind, { name: values.name, code }),
          actorUserId: auth.user.id,
        })
        return recordId
      })
      clearTotals(companyId)
      return reload(companyId, id)
    },

    /** Saves checked values of an active record, `after` what is kept beside it, in one transaction. */
    async update(
      auth: AuthState,
      existing: DetailRow,
      values: Partial<Insert>,
      after?: (tx: DbOrTx, id: number) => Promise<void>,
    ): Promise<View> {
      const companyId = auth.user.event_company_id
      const id = existing.record.id
      await ctx.db.transaction(async (tx) => {
        await kind.repository(tx).update(companyId, id, values)
        await after?.(tx, id)
      })
      clearTotals(companyId)
      return reload(companyId, id)
    },

    async storeLogo(auth: AuthState, code: string, dataUrl: string): Promise<View> {
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
      const key = await ctx.storage.put(`${kind.logoFolder}/${companyId}`, image.bytes, image.extension)
      await repo.update(companyId, existing.record.id, { logo: key } as Partial<Insert>)
      if (existing.record.logo) await ctx.storage.remove(existing.record.logo)
      return reload(companyId, existing.record.id)
    },

    /** Archives: the record leaves lists and search; its contacts leave with it, notes and calls stay. */
    async archive(auth: AuthState, code: string): Promise<void> {
      const existing = await ownActive(auth, code)
      const companyId = auth.user.event_company_id
      await ctx.db.transaction(async (tx) => {
        await kind
          .repository(tx)
          .update(companyId, existing.record.id, { deleted_at: new Date() } as Partial<Insert>)
        await contacts.archiveAllOf(tx, companyId, kind.owner, existing.record.id)
      })
      clearTotals(companyId)
    },

    /**
     * Marks the record EXISTING from now on (the first time only): for the modules that confirm work with
     * it (projects past the lead stages, budgets and payments), inside their transaction.
     */
    async markConfirmed(tx: DbOrTx, companyId: number, id: number): Promise<void> {
      await kind.repository(tx).markConfirmed(companyId, id)
      clearTotals(companyId)
    },
  }
}
