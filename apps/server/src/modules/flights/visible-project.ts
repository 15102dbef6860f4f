import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { loadViewer, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'

/**
 * The id of a project addressed by its numeric id (the form builder's project sub-resources: flights,
 * attendee lists and columns), when it is of the caller's company and the caller sees it
 * (project-access.ts); otherwise 404, the same for another company's project and for one out of scope.
 */
export async function visibleProjectId(ctx: AppContext, auth: AuthState, projectId: number): Promise<number> {
  // The session cache's scopes: a builder opening its pickers costs one query per call, not three.
  const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
  const [row] = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.event_company_id, viewer.companyId),
        eq(projects.id, projectId),
        visibleProjects(viewer.visibility),
      ),
    )
    .limit(1)
  if (!row) throw new NotFoundError()
  return row.id
}

/** The same for a project addressed by its public code (the project page's tabs). */
export async function visibleProjectIdByCode(
  ctx: AppContext,
  auth: AuthState,
  code: string,
): Promise<number> {
  const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
  const [row] = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.event_company_id, viewer.companyId),
        eq(projects.code, code),
        visibleProjects(viewer.visibility),
      ),
    )
    .limit(1)
  if (!row) throw new NotFoundError()
  return row.id
}
