import type { Locale } from '@ajanda/contracts/common/locale'
import type { NotificationData } from '@ajanda/contracts/notifications.contract'
import {
  deadlineBeforeStart,
  type MilestoneInput,
  type Task,
  type TaskInput,
  type TaskLabel,
  type TaskLabelInput,
  type TaskListQuery,
  type TaskListResponse,
  type TaskSection,
  type taskUpdateSchema,
} from '@ajanda/contracts/tasks.contract'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { FieldErrors, ForbiddenError, NotFoundError } from '../../platform/errors'
import { paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import { readStatementText, statementKey } from '../../platform/statement-text'
import { datedAnswers, datedRecordsChanged, taskBoardsScope } from '../calendar/calendar-changes'
import { type NotifyContext, notify } from '../notifications/notify'
import { transactionWithNotices } from '../notifications/transaction-with-notices'
import { loadViewer, type Viewer } from '../projects/project-access'
import { createScopeOptionsService } from '../users/scope-options.service'
import { knownPickedPeople } from './picked-people'
import { placeAt, secondsUntil, sectionOrder } from './task-order'
import { parseTaskPage } from './task-page-statement'
import { taskTouches, validateTaskRefs } from './task-refs'
import { TASK_REMIND_JOB } from './task-remind.job'
import { tasksTotalsScope } from './task-totals'
import { pageRowToTask, toTask } from './task-view'
import {
  createTasksRepository,
  type LabelLinkRow,
  type PersonRow,
  type TaskAudience,
  type TaskJoinedRow,
  type TaskListFilter,
  type TasksRepository,
  type TaskValues,
} from './tasks.repository'

type ParsedUpdate = z.output<typeof taskUpdateSchema>

/** What a write leaves to do once its transaction committed: notifications and the reminder job. */
interface AfterCommit {
  taskId: number
  title: string
  newResponsibles: number[]
  completed: boolean
  remindAt: Date | null
}

/**
 * Tasks, milestones, labels and the caller's sections (issue 8). A caller sees the tasks they created or
 * are responsible for, plus those touching their scope's people; another company's task answers 404.
 */
export function createTasksService(ctx: AppContext) {
  const repo = createTasksRepository(ctx.db)
  const scopes = createScopeOptionsService(ctx)

  async function audienceOf(auth: AuthState, known?: Viewer): Promise<TaskAudience> {
    const viewer = known ?? (await loadViewer(ctx.db, auth, ctx.sessions.scopes))
    if (viewer.visibility.kind === 'all') return { kind: 'all' }
    if (viewer.visibility.kind === 'people') return { kind: 'people', ids: viewer.visibility.ids }
    return { kind: 'people', ids: [auth.user.id] }
  }

  function build(
    auth: AuthState,
    rows: TaskJoinedRow[],
    people: PersonRow[],
    labels: LabelLinkRow[],
  ): Task[] {
    return rows.map((row) =>
      toTask(
        row,
        people.filter((p) => p.task_id === row.task.id),
        labels.filter((l) => l.task_id === row.task.id),
        // Whoever sees a task may change it (its creator, a responsible, or someone whose scope covers them).
        { can_edit: true, can_delete: auth.user.is_admin || row.task.creator_id === auth.user.id },
        ctx.storage,
      ),
    )
  }

  async function hydrate(auth: AuthState, rows: TaskJoinedRow[]): Promise<Task[]> {
    const ids = rows.map((row) => row.task.id)
    const [people, labels] = await Promise.all([repo.responsiblesOf(ids), repo.labelsOf(ids)])
    return build(auth, rows, people, labels)
  }

  /** The task if the caller sees it; 404 otherwise (another company's, or outside their scope). */
  async function visibleTask(auth: AuthState, id: number) {
    const companyId = auth.user.event_company_id
    const row = await repo.findRow(companyId, id)
    if (!row) throw new NotFoundError()
    const responsibles = (await repo.responsiblesOf([id])).map((p) => p.id)
    if (!taskTouches(await audienceOf(auth), row.creator_id, responsibles)) throw new NotFoundError()
    return { row, responsibles }
  }

  async function detail(auth: AuthState, id: number): Promise<Task> {
    const row = await repo.find(auth.user.event_company_id, id)
    if (!row) throw new NotFoundError()
    return (await hydrate(auth, [row]))[0] as Task
  }

  function taskNotice(auth: AuthState, taskId: number, title: string): NotificationData {
    return { subject: title, actor_name: auth.user.full_name, record: { kind: 'task', code: String(taskId) } }
  }

  /**
   * A task write's notices and reminder job, inside its transaction so they commit with it (issue 18);
   * the kept calendars and boards are forgotten once it committed.
   */
  async function afterCommit(
    notices: NotifyContext,
    auth: AuthState,
    done: AfterCommit,
    everyone: () => Promise<number[]>,
  ) {
    const companyId = auth.user.event_company_id
    notices.afterCommit?.(() => datedRecordsChanged(ctx, companyId, 'task'))
    const data = taskNotice(auth, done.taskId, done.title)
    if (done.newResponsibles.length > 0)
      await notify(notices, {
        companyId,
        type: 'TaskCreated',
        data,
        involvedUserIds: done.newResponsibles,
        actorUserId: auth.user.id,
      })
    if (done.completed)
      await notify(notices, {
        companyId,
        type: 'TaskCompleted',
        data,
        involvedUserIds: await everyone(),
        actorUserId: auth.user.id,
      })
    if (done.remindAt)
      await ctx.jobs.enqueue(
        TASK_REMIND_JOB,
        { taskId: done.taskId, companyId, remindAt: done.remindAt.toISOString() },
        { startAfterSeconds: secondsUntil(done.remindAt), tx: notices.db },
      )
  }

  /**
   * A section is the caller's own, on their boards only: the kept board pages and totals of this process
   * are forgotten (the calendar does not show sections, and nobody else's board changes).
   */
  function sectionsChanged(auth: AuthState) {
    const companyId = auth.user.event_company_id
    datedAnswers(ctx).clear(taskBoardsScope(companyId))
    ctx.counts.clear(tasksTotalsScope(companyId))
  }

  /** Puts a task at `index` of its section (the others keep their order). */
  async function place(db: TasksRepository, taskId: number, sectionId: number, index: number) {
    await db.setPositions(placeAt(await db.idsInSection(sectionId), taskId, index))
  }

  async function insertTask(
    auth: AuthState,
    fields: Omit<TaskInput, 'starts_at' | 'deadline_at'> & { starts_at: string; deadline_at: string },
    milestone: boolean,
  ): Promise<Task> {
    const companyId = auth.user.event_company_id
    const errors = new FieldErrors()
    if (deadlineBeforeStart(fields.starts_at, fields.deadline_at))
      errors.add('deadline_at', { validation: 'end_before_start' })
    errors.throwIfAny()
    await validateTaskRefs(ctx, auth, repo, fields)
    const responsibles = [...new Set(fields.responsibles)]
    const remindAt = fields.remind_at ? new Date(fields.remind_at) : null
    const taskId = await transactionWithNotices(ctx, async (tx, notices) => {
      const txRepo = createTasksRepository(tx)
      const id = await txRepo.insert({
        event_company_id: companyId,
        title: fields.title,
        description: fields.description || null,
        section_id: fields.section_id ?? null,
        creator_id: auth.user.id,
        responsible_id: responsibles[0] ?? null,
        project_id: fields.project_id ?? null,
        is_milestone: milestone,
        priority: fields.priority ?? 0,
        starts_at: new Date(fields.starts_at),
        deadline_at: new Date(fields.deadline_at),
        remind_at: remindAt,
      })
      await txRepo.setResponsibles(id, responsibles)
      await txRepo.setLabels(id, [...new Set(fields.labels ?? [])])
      if (fields.section_id) await place(txRepo, id, fields.section_id, 0)
      await afterCommit(
        notices,
        auth,
        { taskId: id, title: fields.title, newResponsibles: responsibles, completed: false, remindAt },
        async () => [],
      )
      return id
    })
    return detail(auth, taskId)
  }

  return {
    /**
     * GET /tasks: the caller's sections and a page of the list, read in one statement and serialized
     * without a second schema pass (the rows are typed from the statement to the contract; the route
     * tests check the answers against `taskListResponseSchema`).
     */
    async list(auth: AuthState, query: TaskListQuery, locale: Locale): Promise<Buffer> {
      const companyId = auth.user.event_company_id
      const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
      const audience = await audienceOf(auth, viewer)
      const people = query.user
        ? (knownPickedPeople(viewer, query.user) ?? (await scopes.userIdsFor(auth, query.user, locale)))
        : undefined
      const pageSize = query.per_page
      const filter: TaskListFilter = {
        companyId,
        meId: auth.user.id,
        type: query.type,
        audience,
        people,
        sectionId: query.section,
        labelId: query.label,
        projectId: query.project_id,
        search: query.q,
        limit: pageSize,
        offset: (query.page - 1) * pageSize,
      }
      // The total is remembered a few seconds (ctx.counts, cleared by this process's task writes, as every
      // long list's total in the app) while the page is read in one statement: counting a team's open
      // tasks (about 2,000 of them) cost the database more than reading the page.
      const { limit: _limit, offset: _offset, ...counted } = filter
      const total = await ctx.counts.get(tasksTotalsScope(companyId), JSON.stringify(counted), () =>
        repo.count(filter),
      )
      const statement = repo.pageStatement(filter)
      const { locale: _locale, ...linkQuery } = query
      // The page is kept a few seconds like the calendar's months (calendar-changes.ts): the statement
      // names the caller (their sections), the rest of the answer is the caller's rights and the links.
      const key = [statementKey(statement), total, auth.user.is_admin, JSON.stringify(linkQuery)].join('|')
      return datedAnswers(ctx).get(taskBoardsScope(companyId), key, () =>
        readStatementText(ctx.db, statement, (text) => {
          const page = parseTaskPage(text)
          const data = page.rows.map((row) => pageRowToTask(row, auth, ctx.storage))
          const answer: TaskListResponse = {
            sections: page.sections,
            tasks: paginated(data, total, { page: query.page, pageSize }, '/tasks', linkQuery),
          }
          return JSON.stringify(answer)
        }),
      )
    },

    /**
     * The caller's own open tasks due in [from, before) (the home page): the first `limit`, soonest first,
     * and how many there are. Their own tasks are within anyone's scope.
     */
    async dueFor(auth: AuthState, range: { from?: Date; before: Date }, limit: number) {
      const { rows, total } = await repo.dueOf(auth.user.event_company_id, auth.user.id, range, limit)
      return {
        total,
        tasks: rows.map((row) => ({
          id: row.task.id,
          title: row.task.title,
          deadline_at: row.task.deadline_at,
          is_milestone: row.task.is_milestone,
          project: row.project?.code ? { code: row.project.code, name: row.project.name ?? '' } : null,
        })),
      }
    },

    async get(auth: AuthState, id: number): Promise<Task> {
      await visibleTask(auth, id)
      return detail(auth, id)
    },

    create(auth: AuthState, input: TaskInput): Promise<Task> {
      return insertTask(auth, input, false)
    },

    /** A milestone is a task of one moment: starts and is due at `date`. */
    createMilestone(auth: AuthState, input: MilestoneInput): Promise<Task> {
      return insertTask(
        auth,
        {
          title: input.title,
          description: input.description,
          responsibles: input.responsibles,
          labels: input.labels,
          project_id: input.project_id,
          starts_at: input.date,
          deadline_at: input.date,
        },
        true,
      )
    },

    async update(
      auth: AuthState,
      id: number,
      input: ParsedUpdate,
    ): Promise<{ task: Task; completed: boolean | null }> {
      const companyId = auth.user.event_company_id
      const { row, responsibles: before } = await visibleTask(auth, id)
      const startsAt = input.starts_at ?? row.starts_at?.toISOString() ?? null
      let deadlineAt = input.deadline_at ?? row.deadline_at?.toISOString() ?? null
      // A milestone is one moment: moving its date moves both.
      if (row.is_milestone && input.starts_at && !input.deadline_at) deadlineAt = input.starts_at
      if (deadlineBeforeStart(startsAt, deadlineAt))
        new FieldErrors().add('deadline_at', { validation: 'end_before_start' }).throwIfAny()
      await validateTaskRefs(ctx, auth, repo, input)

      const values: TaskValues = {}
      if (input.title !== undefined) values.title = input.title
      if (input.description !== undefined) values.description = input.description || null
      if (input.priority !== undefined) values.priority = input.priority
      if (input.starts_at !== undefined) values.starts_at = new Date(input.starts_at)
      if (deadlineAt && (input.deadline_at !== undefined || row.is_milestone))
        values.deadline_at = new Date(deadlineAt)
      if (input.project_id !== undefined) values.project_id = input.project_id
      if (input.section_id !== undefined) values.section_id = input.section_id
      const remindChanged =
        input.remind_at !== undefined &&
        (input.remind_at ? new Date(input.remind_at).getTime() : null) !== (row.remind_at?.getTime() ?? null)
      if (remindChanged) {
        values.remind_at = input.remind_at ? new Date(input.remind_at) : null
        values.reminded_at = null
      }
      let completedNow = false
      if (input.completed === true && !row.completed_at) {
        values.completed_at = new Date()
        values.completed_by_id = auth.user.id
        completedNow = true
      } else if (input.completed === false && row.completed_at) {
        values.completed_at = null
        values.completed_by_id = null
      }
      const responsibles = input.responsibles ? [...new Set(input.responsibles)] : before
      if (input.responsibles) values.responsible_id = responsibles[0] ?? null

      const remindAt = values.remind_at ?? null
      await transactionWithNotices(ctx, async (tx, notices) => {
        const txRepo = createTasksRepository(tx)
        await txRepo.update(companyId, id, values)
        const open = values.completed_at === undefined ? !row.completed_at : values.completed_at === null
        if (input.responsibles) await txRepo.setResponsibles(id, responsibles, open)
        else if (values.completed_at !== undefined) await txRepo.setOpen(id, open)
        if (input.labels) await txRepo.setLabels(id, [...new Set(input.labels)])
        const sectionId = input.section_id === undefined ? row.section_id : input.section_id
        if (
          input.position !== undefined ||
          (input.section_id !== undefined && input.section_id !== row.section_id)
        ) {
          if (sectionId === null) await txRepo.update(companyId, id, { position: input.position ?? 0 })
          else await place(txRepo, id, sectionId, input.position ?? Number.MAX_SAFE_INTEGER)
        }
        await afterCommit(
          notices,
          auth,
          {
            taskId: id,
            title: values.title ?? row.title,
            newResponsibles: responsibles.filter((user) => !before.includes(user)),
            completed: completedNow,
            remindAt: remindAt && !(row.completed_at || completedNow) ? remindAt : null,
          },
          async () => [row.creator_id, ...responsibles],
        )
      })
      const completed = input.completed === undefined ? null : input.completed
      return { task: await detail(auth, id), completed }
    },

    async remove(auth: AuthState, id: number): Promise<void> {
      const { row } = await visibleTask(auth, id)
      if (!auth.user.is_admin && row.creator_id !== auth.user.id) throw new ForbiddenError()
      await repo.remove(auth.user.event_company_id, id)
      datedRecordsChanged(ctx, auth.user.event_company_id, row.is_milestone ? 'milestone' : 'task')
    },

    labels(auth: AuthState): Promise<TaskLabel[]> {
      return repo.labels(auth.user.event_company_id)
    },

    /** A label's name is unique in the company: creating an existing name gives that label back. */
    async createLabel(auth: AuthState, input: TaskLabelInput): Promise<TaskLabel> {
      const companyId = auth.user.event_company_id
      const existing = await repo.labelByName(companyId, input.name)
      if (existing) return existing
      return repo.insertLabel(companyId, input.name, input.color ?? 'blue')
    },

    async createSection(auth: AuthState, title: string): Promise<TaskSection> {
      const companyId = auth.user.event_company_id
      const sections = await repo.sections(companyId, auth.user.id)
      const last = sections.reduce((max, section) => Math.max(max, section.position), -1)
      const section = await repo.insertSection(companyId, auth.user.id, title, last + 1)
      sectionsChanged(auth)
      return section
    },

    async renameSection(auth: AuthState, id: number, title: string): Promise<TaskSection> {
      const section = await repo.findSection(auth.user.event_company_id, auth.user.id, id)
      if (!section) throw new NotFoundError()
      await repo.renameSection(id, title)
      sectionsChanged(auth)
      return { ...section, title }
    },

    async orderSections(auth: AuthState, ids: number[]): Promise<TaskSection[]> {
      const companyId = auth.user.event_company_id
      const owned = (await repo.sections(companyId, auth.user.id)).map((section) => section.id)
      const order = sectionOrder(owned, ids)
      if (!order) new FieldErrors().add('ids', { validation: 'invalid_choice' }).throwIfAny()
      await ctx.db.transaction((tx) => createTasksRepository(tx).setSectionPositions(order as number[]))
      sectionsChanged(auth)
      return repo.sections(companyId, auth.user.id)
    },

    async removeSection(auth: AuthState, id: number): Promise<void> {
      const section = await repo.findSection(auth.user.event_company_id, auth.user.id, id)
      if (!section) throw new NotFoundError()
      await repo.removeSection(id)
      sectionsChanged(auth)
    },
  }
}
