import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { and, asc, count, desc, eq, gte, inArray, isNull, like, lte, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../platform/db'
import { executePrepared } from '../../platform/prepared-query'
import { byteOrder, containsPattern, folded } from '../../platform/text-search'
import { invoices } from '../accounting/accounting.table'
import { notes, phoneCallLogs } from '../activities/activities.table'
import { budgets, projectBudgetItemSuppliers } from '../budgets/budgets.table'
import { clients } from '../clients/clients.table'
import { contacts } from '../contacts/contacts.table'
import { contactPositions, projectTypes } from '../definitions/definitions.table'
import { bizdevStages, eventCompanies } from '../event-companies/event-companies.table'
import { exchangeRates } from '../reference/reference.table'
import { requests } from '../requests/requests.table'
import { users } from '../users/users.table'
import { projectContacts, projectEvents, projectFiles, projectRefCounters, projects } from './projects.table'

const responsibles = alias(users, 'responsible_users')
const creators = alias(users, 'creator_users')

const refColumns = {
  client: { id: clients.id, code: clients.code, name: clients.name, logo: clients.logo },
  responsible: {
    id: responsibles.id,
    full_name: responsibles.full_name,
    profile_picture: responsibles.profile_picture,
  },
  project_type: { id: projectTypes.id, name: projectTypes.name },
}
const detailColumns = {
  project: projects,
  ...refColumns,
  creator: { id: creators.id, full_name: creators.full_name },
}
type ProjectRecord = typeof projects.$inferSelect
type Refs = {
  client: { id: number; code: string; name: string; logo: string | null } | null
  responsible: { id: number; full_name: string; profile_picture: string | null } | null
  project_type: { id: number; name: string } | null
}
/**
 * A board card or a list row as the database builds it (`cardJson`): timestamps in UTC without the zone,
 * decimals as text.
 */
export interface CardRow {
  id: number
  code: string
  name: string
  project_ref: string | null
  stage: number
  starts_at: string
  ends_at: string
  lead_close_date: string | null
  lead_value: string | null
  lead_currency: string | null
  city: string | null
  updated_at: string
  created_at: string
  country: string | null
  expected_attendee_count: number | null
  client: Refs['client']
  responsible: Refs['responsible']
  project_type: Refs['project_type']
}
export type ProjectRow = Refs & {
  project: ProjectRecord
  creator: { id: number; full_name: string } | null
}
export type ProjectValues = Partial<typeof projects.$inferInsert>
export type UserRefRow = { id: number; full_name: string; profile_picture: string | null }

/** The list filters of the board, the lead list and the project list, already resolved. */
export interface PipelineFilter {
  companyId: number
  /** The viewer's visibility condition. */
  visible?: SQL
  /** Responsible or creator among these people (the scoped picker's value). */
  people?: number[]
  clientId?: number
  /** Projects the supplier works on (`supplierProjectIds`). */
  supplierId?: number
  id?: number
  dateFrom?: string
  dateTo?: string
  search?: string
  stages?: number[]
}

/**
 * The ids of the company's projects a supplier works on: named on a line of a live budget, on a purchase
 * invoice, or on a payment or credit-card request.
 */
function supplierProjectIds(companyId: number, supplierId: number): SQL {
  return sql`(select ${budgets.project_id} from ${projectBudgetItemSuppliers}
      join ${budgets} on ${budgets.id} = ${projectBudgetItemSuppliers.budget_id}
      where ${projectBudgetItemSuppliers.supplier_id} = ${supplierId}
        and ${budgets.event_company_id} = ${companyId} and ${budgets.deleted_at} is null
    union select ${invoices.project_id} from ${invoices}
      where ${invoices.supplier_id} = ${supplierId} and ${invoices.event_company_id} = ${companyId}
        and ${invoices.project_id} is not null
    union select ${requests.project_id} from ${requests}
      where ${requests.supplier_id} = ${supplierId} and ${requests.event_company_id} = ${companyId}
        and ${requests.project_id} is not null)`
}

export function pipelineWhere(filter: PipelineFilter): SQL {
  const term = filter.search ? foldTurkish(filter.search) : ''
  const pattern = containsPattern(term)
  return and(
    eq(projects.event_company_id, filter.companyId),
    filter.visible,
    filter.people
      ? or(inArray(projects.responsible_id, filter.people), inArray(projects.created_by, filter.people))
      : undefined,
    filter.clientId ? eq(projects.client_id, filter.clientId) : undefined,
    filter.supplierId
      ? inArray(projects.id, supplierProjectIds(filter.companyId, filter.supplierId))
      : undefined,
    filter.id ? eq(projects.id, filter.id) : undefined,
    filter.dateFrom ? gte(projects.ends_at, filter.dateFrom) : undefined,
    filter.dateTo ? lte(projects.starts_at, filter.dateTo) : undefined,
    filter.stages ? inArray(projects.stage, filter.stages) : undefined,
    term
      ? or(
          like(projects.name_search, pattern),
          sql`${folded(projects.project_ref)} like ${pattern}`,
          inArray(
            projects.client_id,
            sql`(select ${clients.id} from ${clients} where ${clients.event_company_id} = ${filter.companyId} and ${clients.name_search} like ${pattern})`,
          ),
        )
      : undefined,
  ) as SQL
}

/**
 * What a card of the board and a row of the lists show, built as JSON by the database: a page or a
 * board is one row of text parsed at once (mapping 15 × 200 cards column by column costs more than the
 * query). Aliases: p project, c client, r responsible, t project type (see `cardJoins`).
 */
const cardJson = sql.raw(`json_build_object(
  'id', p.id, 'code', p.code, 'name', p.name, 'project_ref', p.project_ref, 'stage', p.stage,
  'starts_at', p.starts_at::text, 'ends_at', p.ends_at::text, 'lead_close_date', p.lead_close_date::text,
  'lead_value', p.lead_value::text, 'lead_currency', p.lead_currency, 'city', p.city,
  'country', p.country, 'expected_attendee_count', p.expected_attendee_count,
  'updated_at', p.updated_at at time zone 'UTC', 'created_at', p.created_at at time zone 'UTC',
  'client', case when c.id is null then null
    else json_build_object('id', c.id, 'code', c.code, 'name', c.name, 'logo', c.logo) end,
  'responsible', case when r.id is null then null
    else json_build_object('id', r.id, 'full_name', r.full_name, 'profile_picture', r.profile_picture) end,
  'project_type', case when t.id is null then null else json_build_object('id', t.id, 'name', t.name) end
)`)
/** The rows `cardJson` reads, for the ids of the derived table `ids`. */
const cardJoins = sql`join ${projects} p on p.id = ids.id
  left join ${clients} c on c.id = p.client_id
  left join ${users} r on r.id = p.responsible_id
  left join ${projectTypes} t on t.id = p.project_type_id`
const parseCards = (rows: { cards: string | null }[]) => JSON.parse(rows[0]?.cards ?? '[]') as CardRow[]

const SORTS = {
  name: byteOrder(projects.name_search),
  starts_at: projects.starts_at,
  lead_close_date: projects.lead_close_date,
  lead_value: projects.lead_value,
  stage: projects.stage,
  updated_at: projects.updated_at,
  created_at: projects.created_at,
  project_ref: projects.project_ref,
} as const
export type ProjectSort = keyof typeof SORTS

/** Drizzle queries only; every statement is limited to the caller's company. */
export function createProjectsRepository(db: DbOrTx) {
  const joined = () =>
    db
      .select(detailColumns)
      .from(projects)
      .leftJoin(clients, eq(clients.id, projects.client_id))
      .leftJoin(responsibles, eq(responsibles.id, projects.responsible_id))
      .leftJoin(projectTypes, eq(projectTypes.id, projects.project_type_id))
      .leftJoin(creators, eq(creators.id, projects.created_by))

  return {
    /** Per stage and lead currency: how many and the sum of the lead values (SQL aggregation). */
    async boardTotals(where: SQL) {
      const rows = await db
        .select({
          stage: projects.stage,
          currency: projects.lead_currency,
          count: count(),
          total: sql<string | null>`sum(${projects.lead_value})`,
        })
        .from(projects)
        .where(where)
        .groupBy(projects.stage, projects.lead_currency)
      return rows.map((row) => ({ ...row, count: Number(row.count) }))
    },
    /** The first `perStage` cards of each stage, most recently changed first: one query (a lateral per stage). */
    async boardCards(where: SQL, perStage: number): Promise<CardRow[]> {
      return parseCards(
        await executePrepared(
          db,
          sql`
          select coalesce(json_agg(${cardJson} order by p.stage, p.updated_at desc, p.id desc), '[]')::text as cards
          from (
            select l.id from generate_series(0, 14) as s(stage)
            cross join lateral (
              select ${projects.id} as id from ${projects}
              where ${where} and ${projects.stage} = s.stage
              order by ${projects.updated_at} desc, ${projects.id} desc
              limit ${perStage}
            ) l
          ) ids
          ${cardJoins}`,
        ),
      )
    },
    /**
     * A page of the lists: the page's ids in order (an index walk that reads no row it skips, so page 200
     * costs little more than page 1), then those rows with their client, responsible and type, as JSON.
     */
    async findPage(
      where: SQL,
      sort: ProjectSort,
      order: 'asc' | 'desc',
      limit: number,
      offset: number,
    ): Promise<CardRow[]> {
      const direction = sql.raw(order === 'desc' ? 'desc' : 'asc')
      // The sort value rides along with each id, so the rows come back in the page's order without a
      // window over every skipped row (page 200 skips 3,980).
      return parseCards(
        await executePrepared(
          db,
          sql`
          select coalesce(json_agg(${cardJson} order by ids.sort_key ${direction}, ids.id ${direction}), '[]')::text as cards
          from (
            select ${projects.id} as id, ${SORTS[sort]} as sort_key
            from ${projects} where ${where}
            order by ${SORTS[sort]} ${direction}, ${projects.id} ${direction} limit ${limit} offset ${offset}
          ) ids
          ${cardJoins}`,
        ),
      )
    },
    async countMatching(where: SQL): Promise<number> {
      const rows = await db.select({ value: count() }).from(projects).where(where)
      return Number(rows[0]?.value ?? 0)
    },
    async findByCode(companyId: number, code: string, visible?: SQL): Promise<ProjectRow | undefined> {
      const rows = await joined()
        .where(and(eq(projects.event_company_id, companyId), eq(projects.code, code), visible))
        .limit(1)
      return rows[0] as ProjectRow | undefined
    },
    async findById(companyId: number, id: number, visible?: SQL): Promise<ProjectRow | undefined> {
      const rows = await joined()
        .where(and(eq(projects.event_company_id, companyId), eq(projects.id, id), visible))
        .limit(1)
      return rows[0] as ProjectRow | undefined
    },
    /** Locks the project row for a write (two moves of one card do not interleave). */
    async lock(id: number) {
      await db.execute(sql`select 1 from ${projects} where ${projects.id} = ${id} for update`)
    },

    async insert(values: typeof projects.$inferInsert): Promise<number> {
      const rows = await db.insert(projects).values(values).returning({ id: projects.id })
      return rows[0]?.id as number
    },
    async update(companyId: number, id: number, values: ProjectValues) {
      await db
        .update(projects)
        .set({ ...values, updated_at: new Date() })
        .where(and(eq(projects.event_company_id, companyId), eq(projects.id, id)))
    },
    async delete(companyId: number, id: number) {
      await db.delete(projects).where(and(eq(projects.event_company_id, companyId), eq(projects.id, id)))
    },
    async insertEvent(values: typeof projectEvents.$inferInsert) {
      await db.insert(projectEvents).values(values)
    },

    async contactsOf(projectId: number) {
      return db
        .select({ contact: contacts, position: { id: contactPositions.id, name: contactPositions.name } })
        .from(projectContacts)
        .innerJoin(contacts, eq(contacts.id, projectContacts.contact_id))
        .leftJoin(contactPositions, eq(contactPositions.id, contacts.position_id))
        .where(eq(projectContacts.project_id, projectId))
        .orderBy(asc(projectContacts.created_at), asc(contacts.id))
    },
    async firstContactId(projectId: number): Promise<number | null> {
      const rows = await db
        .select({ id: projectContacts.contact_id })
        .from(projectContacts)
        .where(eq(projectContacts.project_id, projectId))
        .orderBy(asc(projectContacts.created_at), asc(projectContacts.contact_id))
        .limit(1)
      return rows[0]?.id ?? null
    },
    /** Makes `contactId` the project's (first) contact: the lead form has one contact. */
    async setMainContact(companyId: number, projectId: number, contactId: number) {
      await db.delete(projectContacts).where(eq(projectContacts.project_id, projectId))
      await db
        .insert(projectContacts)
        .values({ event_company_id: companyId, project_id: projectId, contact_id: contactId })
    },
    /** Creation and every stage move, oldest first, with who did it. */
    statusHistory(projectId: number) {
      return db
        .select({
          kind: projectEvents.kind,
          data: projectEvents.data,
          at: projectEvents.created_at,
          actor: { id: users.id, full_name: users.full_name, profile_picture: users.profile_picture },
        })
        .from(projectEvents)
        .leftJoin(users, eq(users.id, projectEvents.actor_id))
        .where(
          and(
            eq(projectEvents.project_id, projectId),
            inArray(projectEvents.kind, ['created', 'stage_changed']),
          ),
        )
        .orderBy(asc(projectEvents.created_at), asc(projectEvents.id))
    },

    /** Whether another project of the company has this reference, whatever its case. */
    async refTaken(companyId: number, ref: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: projects.id })
        .from(projects)
        .where(
          and(
            eq(projects.event_company_id, companyId),
            sql`upper(${projects.project_ref}) = upper(${ref})`,
            exceptId ? sql`${projects.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1)
      return rows.length > 0
    },
    /** The next sequence number of a division's year: one atomic upsert (the row lock serialises). */
    async nextRefNumber(companyId: number, divisionId: number, year: number): Promise<number> {
      const rows = await db
        .insert(projectRefCounters)
        .values({ event_company_id: companyId, division_id: divisionId, year, last_value: 1 })
        .onConflictDoUpdate({
          target: [projectRefCounters.division_id, projectRefCounters.year],
          set: { last_value: sql`${projectRefCounters.last_value} + 1` },
        })
        .returning({ value: projectRefCounters.last_value })
      return rows[0]?.value as number
    },

    /** The company's stage names by slot; in English the English ones where the admin gave them. */
    async stageNames(companyId: number, locale: 'tr' | 'en' = 'tr'): Promise<Map<number, string>> {
      const rows = await db
        .select({ slot: bizdevStages.slot, name: bizdevStages.name, name_en: bizdevStages.name_en })
        .from(bizdevStages)
        .where(eq(bizdevStages.event_company_id, companyId))
      return new Map(rows.map((row) => [row.slot, (locale === 'en' && row.name_en?.trim()) || row.name]))
    },
    async company(companyId: number) {
      const rows = await db
        .select({
          currency: eventCompanies.currency,
          assignment: eventCompanies.project_creation_responsible_assignment,
        })
        .from(eventCompanies)
        .where(eq(eventCompanies.id, companyId))
        .limit(1)
      return rows[0]
    },
    /** The newest rate of each currency (TRY-based, like TCMB's). */
    latestRates(companyId: number) {
      return db
        .selectDistinctOn([exchangeRates.currency], {
          currency: exchangeRates.currency,
          rate: exchangeRates.rate,
        })
        .from(exchangeRates)
        .where(eq(exchangeRates.event_company_id, companyId))
        .orderBy(asc(exchangeRates.currency), desc(exchangeRates.rate_date))
    },

    /** Notes and calls whose project is this one. */
    async countActivities(projectId: number) {
      const [n, c] = await Promise.all([
        db.select({ value: count() }).from(notes).where(eq(notes.project_id, projectId)),
        db.select({ value: count() }).from(phoneCallLogs).where(eq(phoneCallLogs.project_id, projectId)),
      ])
      return Number(n[0]?.value ?? 0) + Number(c[0]?.value ?? 0)
    },
    fileKeys(projectId: number) {
      return db
        .select({ key: projectFiles.storage_key })
        .from(projectFiles)
        .where(eq(projectFiles.project_id, projectId))
    },
    activeUser: isNull(users.deleted_at),
  }
}
