import type { TaskListType } from '@ajanda/contracts/tasks.contract'
import {
  and,
  asc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../platform/db'
import { executePrepared } from '../../platform/prepared-query'
import { projects } from '../projects/projects.table'
import { users } from '../users/users.table'
import { taskPageStatement } from './task-page-statement'
import { taskLabelLinks, taskLabels, taskResponsibles, taskSections, tasks } from './tasks.table'

export type TaskRow = typeof tasks.$inferSelect
export type TaskValues = Partial<typeof tasks.$inferInsert>

/** Whose tasks the caller sees: everyone of the company, or the tasks touching these people. */
export type TaskAudience = { kind: 'all' } | { kind: 'people'; ids: number[] }

export interface TaskListFilter {
  companyId: number
  meId: number
  type: TaskListType
  audience: TaskAudience
  /** A picked scope value's people (narrows team/all/completed). */
  people?: number[]
  sectionId?: number
  labelId?: number
  projectId?: number
  search?: string
  limit: number
  offset: number
}

const creator = alias(users, 'task_creator')
const completer = alias(users, 'task_completer')

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/** A PostgreSQL array literal: one parameter whatever the number of ids (one prepared plan per shape). */
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`

/**
 * Tasks created by, or given to, one of these people: a test on the row itself (`responsible_ids` mirrors
 * task_responsibles, kept by the database's triggers), so that a list can walk a board index in its
 * order and stop after the page instead of collecting, de-duplicating and sorting every task of the
 * people first (a team's 40,000 tasks took 150-250 ms that way).
 */
export function touching(ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`false`
  return sql`(${tasks.creator_id} = any(${idArray(ids)}) or ${tasks.responsible_ids} && ${idArray(ids)})`
}

/** My own open responsibilities: few, found in the partial index of open responsibles. */
const responsibleIn = (ids: readonly number[]) =>
  sql`${tasks.id} in (select ${taskResponsibles.task_id} from ${taskResponsibles} where ${taskResponsibles.user_id} in (${idList(ids)}) and ${taskResponsibles.open})`

/** The visibility condition of an audience (the company condition is separate). */
export function visibleTasks(audience: TaskAudience): SQL | undefined {
  return audience.kind === 'all' ? undefined : touching(audience.ids)
}

/** The condition of one of the five lists (staff-app.md "Task", contract TASK_LIST_TYPES). */
function listCondition(type: TaskListType, meId: number): SQL | undefined {
  switch (type) {
    case 'list':
      return and(isNull(tasks.completed_at), responsibleIn([meId]))
    case 'assigned':
      return and(
        isNull(tasks.completed_at),
        eq(tasks.creator_id, meId),
        exists(
          sql`(select 1 from ${taskResponsibles} where ${taskResponsibles.task_id} = ${tasks.id} and ${ne(taskResponsibles.user_id, meId)})`,
        ),
      )
    case 'team':
      return isNull(tasks.completed_at)
    case 'all':
      return undefined
    case 'completed':
      return isNotNull(tasks.completed_at)
  }
}

const selection = {
  task: tasks,
  creator: { id: creator.id, full_name: creator.full_name, profile_picture: creator.profile_picture },
  completer: { id: completer.id, full_name: completer.full_name, profile_picture: completer.profile_picture },
  project: { id: projects.id, code: projects.code, name: projects.name },
}

export type TaskJoinedRow = {
  task: TaskRow
  creator: { id: number; full_name: string; profile_picture: string | null }
  completer: { id: number | null; full_name: string | null; profile_picture: string | null } | null
  project: { id: number | null; code: string | null; name: string | null } | null
}

export interface PersonRow {
  task_id: number
  id: number
  full_name: string
  profile_picture: string | null
}
export interface LabelLinkRow {
  task_id: number
  id: number
  name: string
  color: string
}

export function createTasksRepository(db: DbOrTx) {
  const joined = () =>
    db
      .select(selection)
      .from(tasks)
      .innerJoin(creator, eq(creator.id, tasks.creator_id))
      .leftJoin(completer, eq(completer.id, tasks.completed_by_id))
      .leftJoin(projects, eq(projects.id, tasks.project_id))

  async function responsiblesOf(taskIds: number[]): Promise<PersonRow[]> {
    if (taskIds.length === 0) return []
    return db
      .select({
        task_id: taskResponsibles.task_id,
        id: users.id,
        full_name: users.full_name,
        profile_picture: users.profile_picture,
      })
      .from(taskResponsibles)
      .innerJoin(users, eq(users.id, taskResponsibles.user_id))
      .where(inArray(taskResponsibles.task_id, taskIds))
      .orderBy(asc(users.full_name), asc(users.id))
  }

  async function labelsOf(taskIds: number[]): Promise<LabelLinkRow[]> {
    if (taskIds.length === 0) return []
    return db
      .select({
        task_id: taskLabelLinks.task_id,
        id: taskLabels.id,
        name: taskLabels.name,
        color: taskLabels.color,
      })
      .from(taskLabelLinks)
      .innerJoin(taskLabels, eq(taskLabels.id, taskLabelLinks.label_id))
      .where(inArray(taskLabelLinks.task_id, taskIds))
      .orderBy(asc(taskLabels.name))
  }

  function listWhere(f: TaskListFilter): SQL | undefined {
    const search = f.search?.trim()
    return and(
      eq(tasks.event_company_id, f.companyId),
      // My own lists are within anyone's audience: only team/all/completed need the scope condition.
      f.type === 'list' || f.type === 'assigned' ? undefined : visibleTasks(f.audience),
      listCondition(f.type, f.meId),
      f.people && f.type !== 'list' && f.type !== 'assigned' ? touching(f.people) : undefined,
      f.sectionId ? eq(tasks.section_id, f.sectionId) : undefined,
      f.projectId ? eq(tasks.project_id, f.projectId) : undefined,
      f.labelId
        ? exists(
            sql`(select 1 from ${taskLabelLinks} where ${taskLabelLinks.task_id} = ${tasks.id} and ${taskLabelLinks.label_id} = ${f.labelId})`,
          )
        : undefined,
      search ? ilike(tasks.title, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    )
  }

  /**
   * The list's total as a scalar subquery. A team's tasks without further filters are counted from whose
   * they are (the creator's and the responsibles' indexes: a few thousand entries, index-only) rather than
   * by testing every open task of the company. Such a task is always the company's own: its creator and
   * responsibles are people of its company (the tasks and checklists modules check them on the way in).
   */
  function countOf(f: TaskListFilter): SQL {
    const plain = !f.people && !f.sectionId && !f.projectId && !f.labelId && !f.search?.trim()
    if (plain && f.audience.kind === 'people' && (f.type === 'team' || f.type === 'all')) {
      const ids = idArray(f.audience.ids)
      const open = f.type === 'team'
      return sql`(select count(*) from (select ${taskResponsibles.task_id} from ${taskResponsibles}
        where ${taskResponsibles.user_id} = any(${ids})${open ? sql` and ${taskResponsibles.open}` : sql``}
        union select c.id from ${tasks} c where c.creator_id = any(${ids})${open ? sql` and c.completed_at is null` : sql``}) touched)`
    }
    return sql`(select count(*) from ${tasks} where ${listWhere(f) ?? sql`true`})`
  }

  return {
    /** The statement of a page of the list with the caller's sections (task-page-statement.ts). */
    pageStatement(f: TaskListFilter): SQL {
      const orderBy = sql.join(
        [
          ...(f.type === 'completed' ? [sql`${tasks.completed_at} desc`] : []),
          sql`${tasks.position} asc`,
          sql`${tasks.deadline_at} asc nulls last`,
          sql`${tasks.id} asc`,
        ],
        sql`, `,
      )
      return taskPageStatement(
        {
          where: listWhere(f),
          orderBy,
          limit: f.limit,
          offset: f.offset,
        },
        { companyId: f.companyId, ownerId: f.meId },
      )
    },

    /**
     * The caller's own open tasks (the "list" list) due in [from, before), soonest first, at most `limit`,
     * and how many there are: the home page's overdue and today's tasks.
     */
    async dueOf(
      companyId: number,
      meId: number,
      range: { from?: Date; before: Date },
      limit: number,
    ): Promise<{ rows: TaskJoinedRow[]; total: number }> {
      const where = and(
        eq(tasks.event_company_id, companyId),
        listCondition('list', meId),
        range.from ? gte(tasks.deadline_at, range.from) : undefined,
        lt(tasks.deadline_at, range.before),
      )
      const [rows, counted] = await Promise.all([
        joined().where(where).orderBy(asc(tasks.deadline_at), asc(tasks.id)).limit(limit),
        db.select({ total: sql<number>`count(*)::int` }).from(tasks).where(where),
      ])
      return { rows: rows as TaskJoinedRow[], total: Number(counted[0]?.total ?? 0) }
    },

    /** How many tasks the list has (all its pages). */
    async count(f: TaskListFilter): Promise<number> {
      const [row] = await executePrepared<{ total: string | number }>(db, sql`select ${countOf(f)} as total`)
      return Number(row?.total ?? 0)
    },

    async find(companyId: number, id: number): Promise<TaskJoinedRow | undefined> {
      const rows = await joined()
        .where(and(eq(tasks.event_company_id, companyId), eq(tasks.id, id)))
        .limit(1)
      return rows[0] as TaskJoinedRow | undefined
    },

    async findRow(companyId: number, id: number): Promise<TaskRow | undefined> {
      const rows = await db
        .select()
        .from(tasks)
        .where(and(eq(tasks.event_company_id, companyId), eq(tasks.id, id)))
        .limit(1)
      return rows[0]
    },

    responsiblesOf,
    labelsOf,

    async insert(values: typeof tasks.$inferInsert): Promise<number> {
      const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id })
      return (row as { id: number }).id
    },

    async update(companyId: number, id: number, values: TaskValues): Promise<void> {
      if (Object.keys(values).length === 0) return
      await db
        .update(tasks)
        .set({ ...values, updated_at: new Date() })
        .where(and(eq(tasks.event_company_id, companyId), eq(tasks.id, id)))
    },

    async remove(companyId: number, id: number): Promise<void> {
      await db.delete(tasks).where(and(eq(tasks.event_company_id, companyId), eq(tasks.id, id)))
    },

    async setResponsibles(taskId: number, userIds: number[], open = true): Promise<void> {
      await db.delete(taskResponsibles).where(eq(taskResponsibles.task_id, taskId))
      if (userIds.length > 0)
        await db
          .insert(taskResponsibles)
          .values(userIds.map((user_id) => ({ task_id: taskId, user_id, open })))
    },

    /** Keeps task_responsibles.open with the task's completion (completing and undoing). */
    async setOpen(taskId: number, open: boolean): Promise<void> {
      await db.update(taskResponsibles).set({ open }).where(eq(taskResponsibles.task_id, taskId))
    },

    async setLabels(taskId: number, labelIds: number[]): Promise<void> {
      await db.delete(taskLabelLinks).where(eq(taskLabelLinks.task_id, taskId))
      if (labelIds.length > 0)
        await db.insert(taskLabelLinks).values(labelIds.map((label_id) => ({ task_id: taskId, label_id })))
    },

    /** The ids of a section's tasks in their order (for placing a moved task). */
    async idsInSection(sectionId: number | null, ownerTaskIds?: number[]): Promise<number[]> {
      const rows = await db
        .select({ id: tasks.id })
        .from(tasks)
        .where(
          and(
            sectionId === null ? isNull(tasks.section_id) : eq(tasks.section_id, sectionId),
            ownerTaskIds ? inArray(tasks.id, ownerTaskIds) : undefined,
          ),
        )
        .orderBy(asc(tasks.position), asc(tasks.id))
      return rows.map((row) => row.id)
    },

    async setPositions(ids: number[]): Promise<void> {
      for (const [index, id] of ids.entries())
        await db.update(tasks).set({ position: index }).where(eq(tasks.id, id))
    },

    /** Active people of the company among these ids. */
    async activePeople(companyId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return []
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.event_company_id, companyId),
            inArray(users.id, ids),
            isNull(users.deleted_at),
            eq(users.kind, 'AGENCY'),
          ),
        )
      return rows.map((row) => row.id)
    },

    // Labels
    async labels(companyId: number) {
      return db
        .select({ id: taskLabels.id, name: taskLabels.name, color: taskLabels.color })
        .from(taskLabels)
        .where(eq(taskLabels.event_company_id, companyId))
        .orderBy(asc(taskLabels.name))
    },
    async labelIds(companyId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return []
      const rows = await db
        .select({ id: taskLabels.id })
        .from(taskLabels)
        .where(and(eq(taskLabels.event_company_id, companyId), inArray(taskLabels.id, ids)))
      return rows.map((row) => row.id)
    },
    async labelByName(companyId: number, name: string) {
      const rows = await db
        .select({ id: taskLabels.id, name: taskLabels.name, color: taskLabels.color })
        .from(taskLabels)
        .where(
          and(eq(taskLabels.event_company_id, companyId), sql`lower(${taskLabels.name}) = lower(${name})`),
        )
        .limit(1)
      return rows[0]
    },
    async insertLabel(companyId: number, name: string, color: string) {
      const [row] = await db
        .insert(taskLabels)
        .values({ event_company_id: companyId, name, color })
        .returning({ id: taskLabels.id, name: taskLabels.name, color: taskLabels.color })
      return row as { id: number; name: string; color: string }
    },

    // Sections (a user's own board columns)
    async sections(companyId: number, ownerId: number) {
      return db
        .select({ id: taskSections.id, title: taskSections.title, position: taskSections.position })
        .from(taskSections)
        .where(and(eq(taskSections.event_company_id, companyId), eq(taskSections.owner_id, ownerId)))
        .orderBy(asc(taskSections.position), asc(taskSections.id))
    },
    async findSection(companyId: number, ownerId: number, id: number) {
      const rows = await db
        .select({ id: taskSections.id, title: taskSections.title, position: taskSections.position })
        .from(taskSections)
        .where(
          and(
            eq(taskSections.event_company_id, companyId),
            eq(taskSections.owner_id, ownerId),
            eq(taskSections.id, id),
          ),
        )
        .limit(1)
      return rows[0]
    },
    async insertSection(companyId: number, ownerId: number, title: string, position: number) {
      const [row] = await db
        .insert(taskSections)
        .values({ event_company_id: companyId, owner_id: ownerId, title, position })
        .returning({ id: taskSections.id, title: taskSections.title, position: taskSections.position })
      return row as { id: number; title: string; position: number }
    },
    async renameSection(id: number, title: string) {
      await db.update(taskSections).set({ title, updated_at: new Date() }).where(eq(taskSections.id, id))
    },
    async setSectionPositions(ids: number[]) {
      for (const [index, id] of ids.entries())
        await db.update(taskSections).set({ position: index }).where(eq(taskSections.id, id))
    },
    /** Its tasks lose the section (the foreign key's ON DELETE SET NULL). */
    async removeSection(id: number) {
      await db.delete(taskSections).where(eq(taskSections.id, id))
    },
  }
}

export type TasksRepository = ReturnType<typeof createTasksRepository>
