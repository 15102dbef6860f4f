import {
  HOME_DECISION_DAYS,
  HOME_LIST_LIMIT,
  type HomeConversation,
  type HomeMeeting,
  type HomeProject,
  type HomeRequest,
  type HomeTask,
  type HomeToday,
  type HomeTurnover,
} from '@ajanda/contracts/home.contract'
import { DEFAULT_PROJECT_LIST_STATUSES, type ProjectListItem } from '@ajanda/contracts/projects.contract'
import type { RequestSummary } from '@ajanda/contracts/requests.contract'
import { isStaff } from '../../platform/auth'
import type { AppContext } from '../../platform/context'
import type { AuthState } from '../../platform/request-context'
import { findCalendarEvents } from '../calendar/calendar-events.repository'
import { createEventCompaniesRepository } from '../event-companies/event-companies.repository'
import { createMessengerService } from '../messenger/messenger.service'
import { loadViewer } from '../projects/project-access'
import { createProjectsService, stagesOfStatusGroups } from '../projects/projects.service'
import { createSalesReportsService } from '../reports/sales-reports.service'
import { approvalQueue } from '../requests/request-queue'
import { createTasksService } from '../tasks/tasks.service'
import { companyDay } from './company-day'

const DAY_MS = 86_400_000
/** A CLIENT user's projects on the home page: every one that is not closed. */
const CLIENT_PROJECT_STATUSES = 'LEAD,PREP,OPERATION,PRECLOSE'

/** The month of a YYYY-MM-DD day: its first and last day. */
export function monthOf(day: string): { from: string; to: string } {
  const [year, month] = day.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const prefix = day.slice(0, 7)
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` }
}

const section = <T>(items: T[], total: number) => ({ total, items: items.slice(0, HOME_LIST_LIMIT) })

const toHomeRequest = (row: RequestSummary): HomeRequest => ({
  id: row.id,
  request_type: row.request_type,
  status: row.status,
  requester: row.requester,
  project: row.project,
  currency: row.currency,
  amount: row.amount,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  declined_reason: row.declined_reason,
  decided_at: row.decided_at,
  created_at: row.created_at,
})

const toHomeProject = (row: ProjectListItem): HomeProject => ({
  id: row.id,
  code: row.code,
  name: row.name,
  project_ref: row.project_ref,
  stage: row.stage,
  current_status: row.current_status,
  current_status_group: row.current_status_group,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  city: row.city,
  client: row.client,
  responsible: row.responsible,
})

/**
 * The home page (issue 19.1): the user's day gathered from the modules that own each part, each by its
 * own rules (tasks, the calendar's meetings, the approval queue, the projects' visibility, the messenger).
 * Days are the company's (company-day.ts). CLIENT users get their projects only.
 */
export function createHomeService(ctx: AppContext) {
  const tasks = createTasksService(ctx)
  const projects = createProjectsService(ctx)
  const salesReports = createSalesReportsService(ctx)
  const messenger = createMessengerService(ctx)
  const companies = createEventCompaniesRepository(ctx.db)

  async function meetingsOf(auth: AuthState, start: Date, split: Date, end: Date) {
    const events = await findCalendarEvents(ctx.db, {
      companyId: auth.user.event_company_id,
      start,
      end,
      kinds: ['meeting'],
      // The ones they created or take part in: their own day, whatever their scope.
      people: [auth.user.id],
      visibleRequests: undefined,
      visibleProjects: undefined,
    })
    const meetings: HomeMeeting[] = events.map((event) => ({
      id: event.record_id,
      title: event.title,
      starts_at: event.start,
      ends_at: event.end,
      project_code: event.project_code,
    }))
    // A meeting that began before today and still runs belongs to today.
    const today = meetings.filter((meeting) => Date.parse(meeting.starts_at) < split.getTime())
    const tomorrow = meetings.filter((meeting) => Date.parse(meeting.starts_at) >= split.getTime())
    return { today: section(today, today.length), tomorrow: section(tomorrow, tomorrow.length) }
  }

  async function unreadConversations(auth: AuthState) {
    const conversations = (await messenger.list(auth)).filter((conversation) => conversation.unread_count > 0)
    const items: HomeConversation[] = conversations.map((conversation) => ({
      id: conversation.id,
      name:
        conversation.title ??
        conversation.participants
          .filter((person) => person.id !== auth.user.id)
          .map((person) => person.full_name)
          .join(', '),
      unread_count: conversation.unread_count,
      last_message: conversation.last_message
        ? { body: conversation.last_message.body, created_at: conversation.last_message.created_at }
        : null,
    }))
    return {
      ...section(items, items.length),
      unread_count: items.reduce((sum, item) => sum + item.unread_count, 0),
    }
  }

  const requestPage = { page: 1, page_size: HOME_LIST_LIMIT } as const

  /** A manager's month in the performance report's figures; null for a USER-scope position. */
  async function monthTurnover(auth: AuthState, today: string): Promise<HomeTurnover | null> {
    const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
    if (viewer.scope === 'USER') return null
    const range = monthOf(today)
    const report = await salesReports.report('performance', auth, {
      ...range,
      scope: 'all',
      locale: undefined,
    })
    return {
      ...range,
      currency: report.currency,
      turnover: report.totals.turnover,
      target: report.totals.target,
      target_ratio: report.totals.target_ratio,
    }
  }

  return {
    async today(auth: AuthState, now = new Date()): Promise<HomeToday> {
      const company = await companies.findById(auth.user.event_company_id)
      const timeZone = company?.timezone ?? 'Europe/Istanbul'
      const day = companyDay(timeZone, now)
      const base = { date: day.today, time_zone: timeZone, week: { start: day.weekStart, end: day.weekEnd } }

      if (auth.user.kind === 'CLIENT') {
        const own = await projects.upcoming(auth, {
          stages: stagesOfStatusGroups(CLIENT_PROJECT_STATUSES),
          limit: HOME_LIST_LIMIT,
        })
        return {
          ...base,
          tasks: null,
          meetings: null,
          approvals: null,
          decisions: null,
          projects: section(own.items.map(toHomeProject), own.total),
          messages: null,
          turnover: null,
        }
      }

      const weekProjects = projects.upcoming(auth, {
        stages: stagesOfStatusGroups(DEFAULT_PROJECT_LIST_STATUSES.join(',')),
        dateFrom: day.weekStart,
        dateTo: day.weekEnd,
        limit: HOME_LIST_LIMIT,
      })
      if (!(await isStaff(ctx.db, auth))) {
        // A company without the back office: projects only.
        const week = await weekProjects
        return {
          ...base,
          tasks: null,
          meetings: null,
          approvals: null,
          decisions: null,
          projects: section(week.items.map(toHomeProject), week.total),
          messages: null,
          turnover: null,
        }
      }

      const [overdue, dueToday, meetings, waiting, decided, week, messages, turnover] = await Promise.all([
        tasks.dueFor(auth, { before: day.todayStart }, HOME_LIST_LIMIT),
        tasks.dueFor(auth, { from: day.todayStart, before: day.tomorrowStart }, HOME_LIST_LIMIT),
        meetingsOf(auth, day.todayStart, day.tomorrowStart, day.dayAfterStart),
        approvalQueue(ctx, auth, { ...requestPage, tab: 'waiting', sort_order: 'asc' }),
        approvalQueue(
          ctx,
          auth,
          { ...requestPage, tab: 'mine', sort_order: 'desc' },
          { decidedSince: new Date(now.getTime() - HOME_DECISION_DAYS * DAY_MS) },
        ),
        weekProjects,
        unreadConversations(auth),
        monthTurnover(auth, day.today),
      ])
      const taskItems = (page: typeof overdue): HomeTask[] =>
        page.tasks.map((task) => ({ ...task, deadline_at: (task.deadline_at as Date).toISOString() }))
      return {
        ...base,
        tasks: {
          overdue: section(taskItems(overdue), overdue.total),
          today: section(taskItems(dueToday), dueToday.total),
        },
        meetings,
        approvals: section(waiting.data.map(toHomeRequest), waiting.total),
        decisions: section(decided.data.map(toHomeRequest), decided.total),
        projects: section(week.items.map(toHomeProject), week.total),
        messages,
        turnover,
      }
    },
  }
}
