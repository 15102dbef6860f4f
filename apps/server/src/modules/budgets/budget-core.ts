import { BUDGET_CHANGED_EVENT_TYPE } from '@ajanda/contracts/budgets.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { ForbiddenError, NotFoundError } from '../../platform/errors'
import { executePrepared } from '../../platform/prepared-query'
import type { AuthState } from '../../platform/request-context'
import { loadViewer, mayEdit, visibleProjects } from '../projects/project-access'
import { bodyFor, createBudgetDetailCache, type DetailBodies, gzippedFor } from './budget-detail-cache'
import { budgetMessage } from './budget-messages'
import { readBudget } from './budget-statement'
import { toDetail } from './budget-view'
import { budgets } from './budgets.table'

/** A budget the caller reached: its ids, its version when read, and the caller's edit right. */
export interface BudgetAccess {
  id: number
  companyId: number
  projectId: number
  version: number
  canEdit: boolean
  responsibleId: number | null
  createdBy: number | null
}

interface AccessRow {
  id: number | string
  project_id: number | string
  version: number
  responsible_id: number | string | null
  created_by: number | string | null
}

/**
 * What every budget call shares: finding a budget through its project's visibility (decisions.md 1:
 * another company's or an unseen project's budget is 404, a seen but not editable one 403 for writes),
 * the version bump of a write, the cached detail and the realtime event after a commit.
 */
export function createBudgetCore(ctx: AppContext) {
  const cache = createBudgetDetailCache(ctx.realtime)

  async function access(auth: AuthState, code: string, write: boolean): Promise<BudgetAccess> {
    const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
    const visible = visibleProjects(viewer.visibility)
    const [row] = await executePrepared<AccessRow>(
      ctx.db,
      sql`select b.id, b.project_id, b.version, projects.responsible_id, projects.created_by
        from budgets b join projects on projects.id = b.project_id
        where b.code = ${code} and b.event_company_id = ${viewer.companyId} and b.deleted_at is null
        and projects.event_company_id = ${viewer.companyId}${visible ? sql` and ${visible}` : sql``}`,
    )
    if (!row) throw new NotFoundError()
    // A raw statement gives bigint columns as text on PostgreSQL (numbers on PGlite): compare numbers.
    const canEdit = mayEdit(viewer, {
      responsible_id: row.responsible_id === null ? null : Number(row.responsible_id),
      created_by: row.created_by === null ? null : Number(row.created_by),
    })
    if (write && !canEdit) throw new ForbiddenError()
    return {
      id: Number(row.id),
      companyId: viewer.companyId,
      projectId: Number(row.project_id),
      version: row.version,
      canEdit,
      responsibleId: row.responsible_id === null ? null : Number(row.responsible_id),
      createdBy: row.created_by === null ? null : Number(row.created_by),
    }
  }

  /** The cached detail at the current version, or a freshly computed one. */
  async function details(found: { id: number; companyId: number; version?: number }): Promise<DetailBodies> {
    if (found.version !== undefined) {
      const cached = cache.get(found.id, found.version)
      if (cached) return cached
    }
    const record = await readBudget(ctx.db, found.id)
    if (!record) throw new NotFoundError()
    return cache.set(found.id, found.companyId, record.version, JSON.stringify(toDetail(record)))
  }

  return {
    access,

    /** GET /budget/{code}'s body, gzipped when the caller accepts it. */
    async detailBody(found: BudgetAccess, gzip: boolean): Promise<Buffer> {
      const bodies = await details(found)
      return gzip ? gzippedFor(bodies, found.canEdit) : bodyFor(bodies, found.canEdit)
    },

    /** `{message, data: detail}` of a write, as bytes (the detail is not checked twice). */
    async writeAnswer(found: BudgetAccess, message: string): Promise<Buffer> {
      const body = bodyFor(await details({ id: found.id, companyId: found.companyId }), found.canEdit)
      return Buffer.concat([
        Buffer.from(`{"message":${JSON.stringify(message)},"data":`),
        body,
        Buffer.from('}'),
      ])
    },

    /** The write's version bump, in its transaction; it also locks the budget until the commit. */
    async bump(tx: DbOrTx, budgetId: number): Promise<number> {
      const [row] = await tx
        .update(budgets)
        .set({ version: sql`${budgets.version} + 1`, updated_at: new Date() })
        .where(eq(budgets.id, budgetId))
        .returning({ version: budgets.version })
      if (!row) throw new NotFoundError()
      return row.version
    },

    /** After the commit: editors open on the budget reload when `version` is newer than theirs. */
    published(companyId: number, code: string, version: number, byUserId: number, locale: Locale) {
      ctx.realtime.publish(companyId, {
        type: BUDGET_CHANGED_EVENT_TYPE,
        content: { code, version, by_user_id: byUserId },
        message: budgetMessage(locale, 'budget_updated'),
      })
    },
  }
}
export type BudgetCore = ReturnType<typeof createBudgetCore>
