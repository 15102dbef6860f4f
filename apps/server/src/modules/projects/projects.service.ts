import type { Locale } from '@ajanda/contracts/common/locale'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import { BIZDEV_STAGE_SLOTS } from '@ajanda/contracts/event-companies.contract'
import {
  categoryOfStage,
  DEFAULT_PROJECT_LIST_STATUSES,
  isLeadStage,
  LAST_LEAD_STAGE,
  type LeadBoard,
  type LeadCard,
  type LeadListQuery,
  leadBoardSchema,
  type Project,
  type ProjectListItem,
  type ProjectListQuery,
  STATUS_GROUPS,
  type StatusGroup,
  stageOfStatus,
  type TimelineEntry,
  type UserRef,
} from '@ajanda/contracts/projects.contract'
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { companyScope, createKeyedCache, type KeyedCache } from '../../platform/count-cache'
import { FieldErrors, ForbiddenError, NotFoundError } from '../../platform/errors'
import { type JsonPayload, serializeOnce, serializeTyped } from '../../platform/json-payload'
import { pageWindow, paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import { createActivitiesService } from '../activities/activities.service'
import { sortByName } from '../definitions/collation'
import { companyTimeZone } from '../event-companies/company-time-zone'
import { createScopeOptionsService } from '../users/scope-options.service'
import { users } from '../users/users.table'
import { createConverter, stageTotals } from './board-totals'
import { loadViewer, mayEdit, seenOnlyByTakingPart, type Viewer, visibleProjects } from './project-access'
import { createTimelineRepository } from './project-timeline.repository'
import { cardRowToLeadCard, cardRowToListItem, toProject, toUserRef } from './project-view'
import {
  type CardRow,
  createProjectsRepository,
  type PipelineFilter,
  type ProjectRow,
  pipelineWhere,
} from './projects.repository'
import { projectsWorkbook } from './projects-export'

/** List totals of projects are cached per company for a few seconds; each write clears them. */
export const projectTotalsScope = (companyId: number) => companyScope('projects', companyId)
/**
 * Boards, per app (one per context, like `ctx.counts`), remembered 5 s per company, viewer scope and filter.
 * Every lead change sends a realtime event on which every open board reloads at once: the burst costs one
 * build. Writes through this process clear the company's boards at once (the writer sees their change);
 * another process's write shows within 5 s, and its realtime event arrives meanwhile anyway.
 */
const boardCaches = new WeakMap<AppContext, KeyedCache<JsonPayload>>()
/** A company's full board is about 200 KB of JSON: at most 256 boards and 32 MB, least recently used out first. */
export const BOARD_CACHE_MAX_ENTRIES = 256
export const BOARD_CACHE_MAX_BYTES = 32 * 1024 * 1024
export function boardCache(ctx: AppContext) {
  let cache = boardCaches.get(ctx)
  if (!cache) {
    cache = createKeyedCache<JsonPayload>({
      maxEntries: BOARD_CACHE_MAX_ENTRIES,
      maxBytes: BOARD_CACHE_MAX_BYTES,
      // A string's text weighs up to 2 bytes a character in V8.
      sizeOf: (board) => board.json.length * 2,
    })
    boardCaches.set(ctx, cache)
  }
  return cache
}
export const boardScope = (companyId: number) => companyScope('projects-board', companyId)
const wantsPlainList = (paginate: string | undefined) => paginate === '0' || paginate === 'false'
const wantsPages = (paginate: string | undefined) => paginate === '1' || paginate === 'true'
/** A plain (unpaginated) project list is capped: the screens page through anything longer. */
export const PLAIN_LIST_CAP = 1000

/** `0,3,8` → [0, 3, 8]; anything else is a 422 on `field`. */
function parseStages(value: string | undefined, field: string): number[] | undefined {
  if (!value) return undefined
  const stages = value.split(',').map((part) => part.trim())
  if (stages.some((part) => !/^\d{1,2}$/.test(part) || Number(part) > 14))
    new FieldErrors().add(field, { validation: 'invalid_choice' }).throwIfAny()
  return [...new Set(stages.map(Number))]
}

/** `LEAD,PREP` → the stages of those status groups; an unknown group is a 422 on `statuses`. */
export function stagesOfStatusGroups(value: string | undefined): number[] {
  const groups = value
    ? value
        .split(',')
        .map((part) => part.trim().toUpperCase())
        .filter(Boolean)
    : [...DEFAULT_PROJECT_LIST_STATUSES]
  if (groups.length === 0 || groups.some((group) => !(STATUS_GROUPS as readonly string[]).includes(group)))
    new FieldErrors().add('statuses', { validation: 'invalid_choice' }).throwIfAny()
  const stages = new Set<number>()
  for (const group of groups as StatusGroup[]) {
    if (group === 'LEAD') for (let stage = 0; stage <= LAST_LEAD_STAGE; stage++) stages.add(stage)
    else stages.add(stageOfStatus(group) as number)
  }
  return [...stages].sort((a, b) => a - b)
}

/**
 * Reading leads and projects: the board, the lead and project lists, the export, a project's page,
 * the responsible picker and the timeline. Everything passes the viewer's visibility (project-access.ts);
 * a project outside it, or of another company, answers 404.
 */
export function createProjectsService(ctx: AppContext) {
  const repo = createProjectsRepository(ctx.db)
  const activities = createActivitiesService(ctx)
  const scopeOptions = createScopeOptionsService(ctx)

  async function filterOf(
    viewer: Viewer,
    query: Omit<LeadListQuery, 'paginate' | 'sort_by' | 'per_stage' | 'page' | 'page_size' | 'sort_order'>,
    locale: Locale,
  ): Promise<PipelineFilter> {
    return {
      companyId: viewer.companyId,
      visible: visibleProjects(viewer.visibility),
      people: query.responsible
        ? await scopeOptions.userIdsFor(viewer.auth, query.responsible, locale)
        : undefined,
      clientId: query.client_id,
      supplierId: query.supplier_id,
      id: query.id,
      dateFrom: query.date_from,
      dateTo: query.date_to,
      search: query.search || undefined,
    }
  }

  /** The project the viewer sees, or 404. */
  async function visible(viewer: Viewer, code: string): Promise<ProjectRow> {
    const row = await repo.findByCode(viewer.companyId, code, visibleProjects(viewer.visibility))
    if (!row) throw new NotFoundError()
    return row
  }

  async function detail(viewer: Viewer, row: ProjectRow): Promise<Project> {
    const id = row.project.id
    const [contactRows, history, notes, calls] = await Promise.all([
      repo.contactsOf(id),
      repo.statusHistory(id),
      activities.notesOfProject(viewer.companyId, id),
      activities.callsOfProject(viewer.companyId, id),
    ])
    const canEdit = mayEdit(viewer, row.project)
    return toProject(row, ctx.storage, {
      contacts: contactRows.map(({ contact, position }) => ({
        id: contact.id,
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        mobile: contact.mobile,
        position,
        profile_picture_full: contact.profile_picture ? ctx.storage.url(contact.profile_picture) : null,
      })),
      status_history: history.map((event) => {
        const data = (event.data ?? {}) as { from_stage?: number | null; to_stage?: number }
        return {
          from_stage: event.kind === 'created' ? null : (data.from_stage ?? null),
          to_stage: data.to_stage ?? 0,
          by: toUserRef(event.actor, ctx.storage),
          at: event.at.toISOString(),
        }
      }),
      notes,
      calls,
      can_edit: canEdit,
      can_delete: canEdit && isLeadStage(row.project.stage),
      read_only: seenOnlyByTakingPart(viewer, row.project),
    })
  }

  async function listPage<T>(
    viewer: Viewer,
    filter: PipelineFilter,
    query: { page: number; page_size: number; sort_order: 'asc' | 'desc' },
    sort: Parameters<typeof repo.findPage>[1],
    path: string,
    map: (row: CardRow) => T,
  ): Promise<JsonPayload> {
    const where = pipelineWhere(filter)
    const { limit, offset } = pageWindow({ page: query.page, pageSize: query.page_size })
    const key = JSON.stringify({ ...filter, visible: viewer.visibility })
    const [rows, total] = await Promise.all([
      repo.findPage(where, sort, query.sort_order, limit, offset),
      ctx.counts.get(projectTotalsScope(filter.companyId), key, () => repo.countMatching(where)),
    ])
    return serializeTyped(
      paginated(rows.map(map), total, { page: query.page, pageSize: query.page_size }, path, query),
    )
  }

  /** Every stage with its count, converted sum and first cards. */
  async function buildBoard(companyId: number, where: SQL, perStage: number): Promise<LeadBoard> {
    const [company, names, rates, groups, rows] = await Promise.all([
      repo.company(companyId),
      repo.stageNames(companyId),
      repo.latestRates(companyId),
      repo.boardTotals(where),
      repo.boardCards(where, perStage),
    ])
    const currency = company?.currency ?? 'TRY'
    const convert = createConverter(currency, new Map(rates.map((rate) => [rate.currency, rate.rate])))
    const totals = stageTotals(groups, convert)
    // The query gives them by stage, most recently changed first.
    const byStage = new Map<number, LeadCard[]>()
    for (const row of rows) {
      const list = byStage.get(row.stage) ?? []
      list.push(cardRowToLeadCard(row, ctx.storage))
      byStage.set(row.stage, list)
    }
    return {
      currency,
      stages: BIZDEV_STAGE_SLOTS.map((slot) => ({
        id: slot.id,
        name: names.get(slot.id) ?? slot.status,
        category: categoryOfStage(slot.id),
        count: totals.get(slot.id)?.count ?? 0,
        value_total: totals.get(slot.id)?.total ?? '0.00',
        leads: byStage.get(slot.id) ?? [],
      })),
    }
  }

  return {
    viewer: (auth: AuthState) => loadViewer(ctx.db, auth, ctx.sessions.scopes),
    visible,
    detail,

    /** GET /leads: the board (every stage, counted and summed, with its first cards) or the list view. */
    async leads(auth: AuthState, query: LeadListQuery, locale: Locale, path: string): Promise<JsonPayload> {
      const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
      const filter = await filterOf(viewer, query, locale)
      if (wantsPages(query.paginate)) {
        filter.stages = parseStages(query.stages, 'stages')
        return listPage(viewer, filter, query, query.sort_by, path, (row) =>
          cardRowToLeadCard(row, ctx.storage),
        )
      }
      const key = JSON.stringify({ ...filter, visible: viewer.visibility, per_stage: query.per_stage })
      // Built, checked and serialized once per 5 s per filter and scope; each request sends the same text.
      return boardCache(ctx).get(boardScope(viewer.companyId), key, async () =>
        serializeOnce(
          leadBoardSchema,
          await buildBoard(viewer.companyId, pipelineWhere(filter), query.per_stage),
        ),
      )
    },

    /** GET /projects: by status groups (default PREP, OPERATION, PRECLOSE), a page or a capped array. */
    async projects(
      auth: AuthState,
      query: ProjectListQuery,
      locale: Locale,
      path: string,
    ): Promise<JsonPayload | ProjectListItem[]> {
      const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
      const filter = await filterOf(viewer, query, locale)
      filter.stages = stagesOfStatusGroups(query.statuses)
      const map = (row: CardRow) => cardRowToListItem(row, ctx.storage)
      if (wantsPlainList(query.paginate)) {
        const rows = await repo.findPage(
          pipelineWhere(filter),
          query.sort_by,
          query.sort_order,
          PLAIN_LIST_CAP,
          0,
        )
        return rows.map(map)
      }
      return listPage(viewer, filter, query, query.sort_by, path, map)
    },

    /**
     * The home page's projects: the viewer's visible projects in these stages whose event overlaps the day
     * range (when given), soonest first, the first `limit` and how many there are.
     */
    async upcoming(
      auth: AuthState,
      options: { stages: number[]; dateFrom?: string; dateTo?: string; limit: number },
    ): Promise<{ total: number; items: ProjectListItem[] }> {
      const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
      const where = pipelineWhere({
        companyId: viewer.companyId,
        visible: visibleProjects(viewer.visibility),
        stages: options.stages,
        dateFrom: options.dateFrom,
        dateTo: options.dateTo,
      })
      const [rows, total] = await Promise.all([
        repo.findPage(where, 'starts_at', 'asc', options.limit, 0),
        repo.countMatching(where),
      ])
      return { total, items: rows.map((row) => cardRowToListItem(row, ctx.storage)) }
    },

    async exportProjects(auth: AuthState, query: ProjectListQuery, locale: Locale): Promise<Buffer> {
      const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
      const filter = await filterOf(viewer, query, locale)
      filter.stages = stagesOfStatusGroups(query.statuses)
      const [rows, names, timeZone] = await Promise.all([
        repo.findPage(pipelineWhere(filter), query.sort_by, query.sort_order, 100_000, 0),
        repo.stageNames(viewer.companyId, locale),
        companyTimeZone(ctx.db, viewer.companyId),
      ])
      return projectsWorkbook(
        rows.map((row) => cardRowToListItem(row, ctx.storage)),
        names,
        locale,
        timeZone,
      )
    },

    /** GET /leads/{code}, GET /project/{code}. */
    async get(auth: AuthState, code: string): Promise<Project> {
      const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
      return detail(viewer, await visible(viewer, code))
    },

    /**
     * GET /leads/responsibles/{userId}: who the caller may make responsible. The company's setting ALL:
     * every active AGENCY user; SCHEMA: the active AGENCY users of the caller's scope. By name, Turkish order.
     */
    async responsibles(auth: AuthState, userId: number, locale: Locale): Promise<UserRef[]> {
      if (userId !== auth.user.id) {
        // Someone else of the company: not theirs to ask; anyone else's id: not found.
        const other = await ctx.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.event_company_id, auth.user.event_company_id), eq(users.id, userId)))
        if (other.length === 0) throw new NotFoundError()
        throw new ForbiddenError()
      }
      const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
      const company = await repo.company(viewer.companyId)
      const rows = await ctx.db
        .select({ id: users.id, full_name: users.full_name, profile_picture: users.profile_picture })
        .from(users)
        .where(
          and(
            eq(users.event_company_id, viewer.companyId),
            eq(users.kind, 'AGENCY'),
            isNull(users.deleted_at),
            company?.assignment === 'ALL' || viewer.visibility.kind !== 'people'
              ? undefined
              : inArray(users.id, viewer.visibility.ids),
          ),
        )
      const named = rows.map((row) => ({ ...row, name: row.full_name }))
      return sortByName(named, locale).map((row) => toUserRef(row, ctx.storage) as UserRef)
    },

    /** GET /project/{code}/timeline: events, notes and calls, newest first, one page in SQL. */
    async timeline(
      auth: AuthState,
      code: string,
      query: { page: number; page_size: number },
      path: string,
    ): Promise<Paginated<TimelineEntry>> {
      const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
      const row = await visible(viewer, code)
      const { limit, offset } = pageWindow({ page: query.page, pageSize: query.page_size })
      const timeline = createTimelineRepository(ctx.db)
      const [entries, total] = await Promise.all([
        timeline.page(row.project.id, limit, offset),
        timeline.count(row.project.id),
      ])
      return paginated(
        entries.map((entry) => ({
          id: entry.id,
          kind: entry.kind,
          at: entry.at,
          actor: toUserRef(entry.actor, ctx.storage),
          data: entry.data,
        })),
        total,
        { page: query.page, pageSize: query.page_size },
        path,
        query,
      )
    },
  }
}
