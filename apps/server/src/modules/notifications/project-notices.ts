import { isLeadStage } from '@ajanda/contracts/projects.contract'
import { and, eq } from 'drizzle-orm'
import type { AuthState } from '../../platform/request-context'
import { bizdevStages } from '../event-companies/event-companies.table'
import { logError, type NotifyContext, notify, recordNotice } from './notify'

/** What the notices need of a lead or project before and after a write. */
export interface ProjectFacts {
  code: string
  name: string
  stage: number
  responsibleId: number | null
}

/** From the API shape (`responsible: {id}`) or the table row (`responsible_id`). */
export function projectFacts(
  p: { code: string; name: string; stage: number } & (
    | { responsible: { id: number } | null }
    | { responsible_id: number | null }
  ),
): ProjectFacts {
  const responsibleId = 'responsible_id' in p ? p.responsible_id : (p.responsible?.id ?? null)
  return { code: p.code, name: p.name, stage: p.stage, responsibleId }
}

/** The company's name of a stage, and its English name when the company gave one. */
async function stageNames(ctx: NotifyContext, companyId: number, stage: number) {
  const rows = await ctx.db
    .select({ name: bizdevStages.name, name_en: bizdevStages.name_en })
    .from(bizdevStages)
    .where(and(eq(bizdevStages.event_company_id, companyId), eq(bizdevStages.slot, stage)))
    .limit(1)
  const name = rows[0]?.name ?? String(stage)
  return { tr: name, en: rows[0]?.name_en?.trim() || name }
}

/**
 * The notifications of a lead or project write (issue 6): created → BizdevCreated; a stage move →
 * ProjectStatusCreated; a new responsible → ProjectAssigned (the new responsible is involved); any other
 * edit → BizdevUpdated; a deleted lead → BizdevDeleted. The responsible is always directly involved.
 * Outside a transaction it never throws (notify does not, and a failed stage lookup is caught here).
 */
export async function notifyProjectWrite(
  ctx: NotifyContext,
  auth: AuthState,
  before: ProjectFacts | null,
  after: ProjectFacts,
  deleted = false,
): Promise<void> {
  try {
    const companyId = auth.user.event_company_id
    const kind = isLeadStage(after.stage) ? 'lead' : 'project'
    const base = { companyId, actorUserId: auth.user.id, involvedUserIds: [after.responsibleId] }
    if (deleted) {
      const data = { ...recordNotice(auth.user, kind, after), record: null }
      return await notify(ctx, { ...base, type: 'BizdevDeleted', data })
    }
    if (!before)
      return await notify(ctx, { ...base, type: 'BizdevCreated', data: recordNotice(auth.user, kind, after) })
    const moved = before.stage !== after.stage
    const reassigned = before.responsibleId !== after.responsibleId && after.responsibleId !== null
    if (moved) {
      const stage = await stageNames(ctx, companyId, after.stage)
      await notify(ctx, {
        ...base,
        type: 'ProjectStatusCreated',
        data: recordNotice(auth.user, kind, after, { stage: stage.tr }, { details: { stage: stage.en } }),
      })
    }
    if (reassigned)
      await notify(ctx, { ...base, type: 'ProjectAssigned', data: recordNotice(auth.user, kind, after) })
    if (!moved && !reassigned)
      await notify(ctx, { ...base, type: 'BizdevUpdated', data: recordNotice(auth.user, kind, after) })
  } catch (error) {
    // notify logs its own failures; a failed stage-name lookup only loses this notice. Inside the write's
    // transaction the write fails with it (see notify).
    logError(ctx, error, 'notify: project notice not sent')
    if (ctx.afterCommit) throw error
  }
}
