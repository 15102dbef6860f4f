import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { FieldErrors } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { loadViewer, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'
import type { TaskAudience, TasksRepository } from './tasks.repository'

/** Whether a task (its creator and responsibles) is within an audience: the rule of seeing and editing. */
export function taskTouches(
  audience: TaskAudience,
  creatorId: number,
  responsibles: readonly number[],
): boolean {
  if (audience.kind === 'all') return true
  const people = new Set(audience.ids)
  return people.has(creatorId) || responsibles.some((id) => people.has(id))
}

interface Refs {
  responsibles?: number[]
  labels?: number[]
  project_id?: number | null
  section_id?: number | null
}

/**
 * The records a task names must be the caller's company's (and theirs, for a section): active people, the
 * company's labels, a project the caller sees, one of the caller's own sections. Otherwise 422 on the field.
 */
export async function validateTaskRefs(ctx: AppContext, auth: AuthState, repo: TasksRepository, refs: Refs) {
  const companyId = auth.user.event_company_id
  const errors = new FieldErrors()
  if (refs.responsibles) {
    const wanted = [...new Set(refs.responsibles)]
    const found = await repo.activePeople(companyId, wanted)
    if (found.length !== wanted.length) errors.add('responsibles', { validation: 'invalid_choice' })
  }
  if (refs.labels && refs.labels.length > 0) {
    const wanted = [...new Set(refs.labels)]
    if ((await repo.labelIds(companyId, wanted)).length !== wanted.length)
      errors.add('labels', { validation: 'invalid_choice' })
  }
  if (refs.project_id) {
    // Linking a task to a project only reads the project: one the caller takes part in may be picked.
    const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes, { reading: true })
    const rows = await ctx.db
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(
          eq(projects.event_company_id, companyId),
          eq(projects.id, refs.project_id),
          visibleProjects(viewer.visibility),
        ),
      )
      .limit(1)
    if (rows.length === 0) errors.add('project_id', { validation: 'invalid_choice' })
  }
  if (refs.section_id && !(await repo.findSection(companyId, auth.user.id, refs.section_id)))
    errors.add('section_id', { validation: 'invalid_choice' })
  errors.throwIfAny()
}
