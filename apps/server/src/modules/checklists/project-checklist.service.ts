import { expandChecklist, type RecurringItem } from '@ajanda/contracts/checklist-recurrence'
import type { ProjectChecklist } from '@ajanda/contracts/checklists.contract'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { ForbiddenError, NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { datedRecordsChanged } from '../calendar/calendar-changes'
import { eventCompanies } from '../event-companies/event-companies.table'
import { notify } from '../notifications/notify'
import { transactionWithNotices } from '../notifications/transaction-with-notices'
import { loadViewer, mayEdit, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'
import { taskResponsibles, taskSections, tasks } from '../tasks/tasks.table'
import { createChecklistsRepository, toItem } from './checklists.repository'
import { zonedMoment } from './zoned-moment'

/** A checklist task starts at the beginning of the working day and is due at its end. */
const START_HOUR = 9
const DUE_HOUR = 18
const TITLE_MAX = 255

type ProjectRow = Pick<
  typeof projects.$inferSelect,
  'id' | 'code' | 'name' | 'starts_at' | 'ends_at' | 'project_type_id' | 'responsible_id' | 'created_by'
>

/**
 * A project's checklist (staff-app.md /project/{code}/checklist): its type's checklist turned into
 * dated occurrences (checklist-recurrence.ts), the tasks made from them, and the tick that completes
 * one. The project is found by code inside the caller's company and scope, else 404.
 */
export function createProjectChecklistService(ctx: AppContext) {
  async function project(auth: AuthState, code: string) {
    const viewer = await loadViewer(ctx.db, auth)
    const [row] = await ctx.db
      .select({
        id: projects.id,
        code: projects.code,
        name: projects.name,
        starts_at: projects.starts_at,
        ends_at: projects.ends_at,
        project_type_id: projects.project_type_id,
        responsible_id: projects.responsible_id,
        created_by: projects.created_by,
      })
      .from(projects)
      .where(
        and(
          eq(projects.event_company_id, auth.user.event_company_id),
          eq(projects.code, code),
          visibleProjects(viewer.visibility),
        ),
      )
      .limit(1)
    if (!row) throw new NotFoundError()
    return { row: row as ProjectRow, viewer }
  }

  async function checklistTasks(db: DbOrTx, projectId: number) {
    const rows = await db
      .select({
        id: tasks.id,
        item: tasks.checklist_item_id,
        occurrence: tasks.checklist_occurrence,
        completed_at: tasks.completed_at,
      })
      .from(tasks)
      .where(and(eq(tasks.project_id, projectId), isNotNull(tasks.checklist_item_id)))
    return new Map(rows.map((task) => [`${task.item}:${task.occurrence}`, task]))
  }

  return {
    async view(auth: AuthState, code: string): Promise<ProjectChecklist> {
      const companyId = auth.user.event_company_id
      const { row } = await project(auth, code)
      const header = { code: row.code, name: row.name, starts_at: row.starts_at, ends_at: row.ends_at }
      const planned = await planChecklist(ctx.db, companyId, row)
      if (!planned) return { project: header, checklist: null, missing_tasks: 0, sections: [] }
      const made = await checklistTasks(ctx.db, row.id)
      let missing = 0
      const sections = planned.sections.map((section) => ({
        id: section.id,
        section_title: section.section_title,
        items: planned.items
          .filter((item) => item.section_id === section.id)
          .map((item) => ({
            id: item.id,
            description: item.description,
            recurrence: item.recurrence,
            interval: item.interval,
            interval_day: item.interval_day,
            dependent_to: item.dependent_to,
            occurrences: (planned.occurrences.get(item.id) ?? []).map((occurrence) => {
              const task = made.get(`${item.id}:${occurrence.index}`)
              if (!task) missing += 1
              return {
                ...occurrence,
                task: task ? { id: task.id, completed_at: task.completed_at?.toISOString() ?? null } : null,
              }
            }),
          })),
      }))
      return {
        project: header,
        checklist: { id: planned.checklist.id, name: planned.checklist.name },
        missing_tasks: missing,
        sections,
      }
    },

    /**
     * Creates the occurrences' missing tasks: one project task section per checklist section, the
     * project's responsible (else its creator) responsible for each. Running it again only adds what a
     * changed checklist added: the unique index on (project, item, occurrence) keeps it idempotent.
     */
    async apply(auth: AuthState, code: string): Promise<number> {
      const companyId = auth.user.event_company_id
      const { row, viewer } = await project(auth, code)
      if (!mayEdit(viewer, row)) throw new ForbiddenError()
      const planned = await planChecklist(ctx.db, companyId, row)
      if (!planned) return 0
      const [company] = await ctx.db
        .select({ timezone: eventCompanies.timezone })
        .from(eventCompanies)
        .where(eq(eventCompanies.id, companyId))
      const timeZone = company?.timezone ?? 'Europe/Istanbul'
      const created = await transactionWithNotices(ctx, async (tx, notices) => {
        const count = await createChecklistTasks(tx, {
          companyId,
          project: row,
          actorId: auth.user.id,
          timeZone,
          planned,
        })
        if (count === 0) return 0
        // One notice for the lot (a checklist can make a hundred tasks), to the one they were given to;
        // it commits with the tasks (issue 18).
        await notify(notices, {
          companyId,
          type: 'TaskCreated',
          data: {
            subject: row.name,
            actor_name: auth.user.full_name,
            record: { kind: 'project', code: row.code },
            details: { tasks: String(count) },
          },
          involvedUserIds: [row.responsible_id ?? row.created_by ?? auth.user.id],
          actorUserId: auth.user.id,
        })
        return count
      })
      if (created > 0) datedRecordsChanged(ctx, companyId, 'task')
      return created
    },

    /** Ticks (or unticks) a checklist task of the project: anyone who may edit it, or its responsible. */
    async toggle(auth: AuthState, code: string, taskId: number, completed: boolean) {
      const { row, viewer } = await project(auth, code)
      const [task] = await ctx.db
        .select({
          id: tasks.id,
          title: tasks.title,
          creator_id: tasks.creator_id,
          responsible_id: tasks.responsible_id,
          completed_at: tasks.completed_at,
        })
        .from(tasks)
        .where(
          and(
            eq(tasks.event_company_id, auth.user.event_company_id),
            eq(tasks.project_id, row.id),
            eq(tasks.id, taskId),
            eq(tasks.is_checklist, true),
          ),
        )
        .limit(1)
      if (!task) throw new NotFoundError()
      if (!mayEdit(viewer, row) && task.responsible_id !== auth.user.id) throw new ForbiddenError()
      const completedAt = completed ? new Date() : null
      await transactionWithNotices(ctx, async (tx, notices) => {
        await tx
          .update(tasks)
          .set({
            completed_at: completedAt,
            completed_by_id: completed ? auth.user.id : null,
            updated_at: new Date(),
          })
          .where(eq(tasks.id, task.id))
        // The responsibles' open flag is what the team lists count (tasks.repository setOpen).
        await tx
          .update(taskResponsibles)
          .set({ open: !completed })
          .where(eq(taskResponsibles.task_id, task.id))
        if (completed && !task.completed_at)
          await notify(notices, {
            companyId: auth.user.event_company_id,
            type: 'TaskCompleted',
            data: {
              subject: task.title,
              actor_name: auth.user.full_name,
              record: { kind: 'task', code: String(task.id) },
            },
            involvedUserIds: [task.creator_id, task.responsible_id],
            actorUserId: auth.user.id,
          })
      })
      datedRecordsChanged(ctx, auth.user.event_company_id, 'task')
      return { id: task.id, completed_at: completedAt?.toISOString() ?? null }
    },
  }
}

/** The project's task section of each checklist section, made the first time (named after it). */
async function projectSections(
  tx: DbOrTx,
  companyId: number,
  projectId: number,
  sections: { id: number; section_title: string; position: number }[],
) {
  const existing = await tx
    .select({ id: taskSections.id, source: taskSections.checklist_section_id })
    .from(taskSections)
    .where(and(eq(taskSections.project_id, projectId), isNotNull(taskSections.checklist_section_id)))
  const ids = new Map(existing.map((section) => [section.source as number, section.id]))
  for (const section of sections) {
    if (ids.has(section.id)) continue
    const [created] = await tx
      .insert(taskSections)
      .values({
        event_company_id: companyId,
        project_id: projectId,
        checklist_section_id: section.id,
        title: section.section_title.slice(0, 300),
        position: section.position,
      })
      .returning({ id: taskSections.id })
    if (created) ids.set(section.id, created.id)
  }
  return ids
}

/** The project type's checklist with its sections and every item's occurrences, or null. */
export async function planChecklist(
  db: DbOrTx,
  companyId: number,
  row: Pick<ProjectRow, 'project_type_id' | 'starts_at'>,
) {
  const repo = createChecklistsRepository(db)
  const checklist = row.project_type_id ? await repo.findByType(companyId, row.project_type_id) : undefined
  if (!checklist) return null
  // One after the other: `db` may be a transaction, whose single connection takes one query at a time.
  const sections = await repo.sections(checklist.id)
  const itemRows = await repo.items(checklist.id)
  const items = itemRows.map(toItem)
  const occurrences = expandChecklist(items as RecurringItem[], row.starts_at)
  return { checklist, sections, items, occurrences }
}
export type ChecklistPlan = NonNullable<Awaited<ReturnType<typeof planChecklist>>>

/**
 * Inserts the plan's missing tasks inside the caller's transaction (the apply call and the demo seed):
 * one project task section per checklist section, the project's responsible (else its creator, else
 * the actor) responsible for each. Gives how many were made.
 */
export async function createChecklistTasks(
  tx: DbOrTx,
  options: {
    companyId: number
    project: Pick<ProjectRow, 'id' | 'responsible_id' | 'created_by'>
    actorId: number
    timeZone: string
    planned: ChecklistPlan
  },
): Promise<number> {
  const { companyId, project, actorId, timeZone, planned } = options
  const responsible = project.responsible_id ?? project.created_by ?? actorId
  const sectionIds = await projectSections(tx, companyId, project.id, planned.sections)
  let created = 0
  for (const item of planned.items) {
    for (const occurrence of planned.occurrences.get(item.id) ?? []) {
      const [task] = await tx
        .insert(tasks)
        .values({
          event_company_id: companyId,
          section_id: sectionIds.get(item.section_id) ?? null,
          title: item.description.slice(0, TITLE_MAX),
          description: item.description.length > TITLE_MAX ? item.description : null,
          creator_id: actorId,
          responsible_id: responsible,
          project_id: project.id,
          is_checklist: true,
          checklist_item_id: item.id,
          checklist_occurrence: occurrence.index,
          starts_at: zonedMoment(occurrence.starts_on, START_HOUR, timeZone),
          deadline_at: zonedMoment(occurrence.due_on, DUE_HOUR, timeZone),
          position: created,
        })
        .onConflictDoNothing()
        .returning({ id: tasks.id })
      if (!task) continue
      await tx.insert(taskResponsibles).values({ task_id: task.id, user_id: responsible })
      created += 1
    }
  }
  return created
}
