import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { loadViewer, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'

export interface HotelsProject {
  companyId: number
  id: number
  code: string
  name: string
}

/**
 * A project by its code, of the caller's company and within the caller's scope (project-access.ts);
 * otherwise 404, the same for another company's project and one out of scope.
 */
export async function hotelsProjectOf(
  ctx: AppContext,
  auth: AuthState,
  code: string,
): Promise<HotelsProject> {
  const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
  const [project] = await ctx.db
    .select({ id: projects.id, code: projects.code, name: projects.name })
    .from(projects)
    .where(
      and(
        eq(projects.event_company_id, viewer.companyId),
        eq(projects.code, code),
        visibleProjects(viewer.visibility),
      ),
    )
    .limit(1)
  if (!project) throw new NotFoundError()
  return { companyId: viewer.companyId, ...project }
}
