import { z } from 'zod'
import { projectListItemSchema } from './projects.contract'
import { requestSummarySchema } from './requests.contract'

/**
 * GET /home/today: the signed-in user's day in one call (issue 19.1, docs/decisions/0027-home.md). Days
 * are the company's: "today" runs from its midnight in the company's time zone.
 */

/** Every list holds at most this many items; its `total` says how many there are. */
export const HOME_LIST_LIMIT = 10
/** "Latest decisions" of the user's own requests: decided within this many days. */
export const HOME_DECISION_DAYS = 7

const section = <T extends z.ZodType>(item: T) =>
  z.object({
    /** How many there are (the list shows the first HOME_LIST_LIMIT). */
    total: z.number().int(),
    items: z.array(item),
  })

/** An open task of the user (they are one of its responsibles); opens /tasks/list?task={id}. */
export const homeTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  deadline_at: z.string(),
  is_milestone: z.boolean(),
  project: z.object({ code: z.string(), name: z.string() }).nullable(),
})
export type HomeTask = z.infer<typeof homeTaskSchema>

/** A meeting the user created or takes part in; opens /calendar?meeting={id}. */
export const homeMeetingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  project_code: z.string().nullable(),
})
export type HomeMeeting = z.infer<typeof homeMeetingSchema>

/** A request waiting for the user's decision, or one of theirs just decided; opens /approves?request={id}. */
export const homeRequestSchema = requestSummarySchema.pick({
  id: true,
  request_type: true,
  status: true,
  requester: true,
  project: true,
  currency: true,
  amount: true,
  starts_at: true,
  ends_at: true,
  declined_reason: true,
  decided_at: true,
  created_at: true,
})
export type HomeRequest = z.infer<typeof homeRequestSchema>

/**
 * A project row: only keys a CLIENT user may see too (client-views.contract.ts CLIENT_PROJECT_ROW);
 * opens /project/{code}/main.
 */
export const homeProjectSchema = projectListItemSchema.pick({
  id: true,
  code: true,
  name: true,
  project_ref: true,
  stage: true,
  current_status: true,
  current_status_group: true,
  starts_at: true,
  ends_at: true,
  city: true,
  client: true,
  responsible: true,
})
export type HomeProject = z.infer<typeof homeProjectSchema>

/** A conversation with messages the user has not read; opens /messenger?c={id}. */
export const homeConversationSchema = z.object({
  id: z.number().int(),
  /** Its title, or for a direct conversation the other person's name. */
  name: z.string(),
  unread_count: z.number().int(),
  last_message: z.object({ body: z.string(), created_at: z.string() }).nullable(),
})
export type HomeConversation = z.infer<typeof homeConversationSchema>

/** This month's turnover against target; amounts are decimal strings in the company currency. */
export const homeTurnoverSchema = z.object({
  /** The month's first and last day (the performance report's range). */
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  turnover: z.string(),
  /** Null: no target set for the month. */
  target: z.string().nullable(),
  /** turnover / target (a fraction as a decimal string); null without a target. */
  target_ratio: z.string().nullable(),
})
export type HomeTurnover = z.infer<typeof homeTurnoverSchema>

export const homeTodaySchema = z.object({
  /** The company's today (YYYY-MM-DD) and time zone. */
  date: z.string(),
  time_zone: z.string(),
  /** The week (Monday to Sunday) the projects section covers. */
  week: z.object({ start: z.string(), end: z.string() }),
  /**
   * The back office's sections; null for a user without it (a company without the ECOS membership).
   * overdue: due before today; today: due today.
   */
  tasks: z.object({ overdue: section(homeTaskSchema), today: section(homeTaskSchema) }).nullable(),
  meetings: z.object({ today: section(homeMeetingSchema), tomorrow: section(homeMeetingSchema) }).nullable(),
  /** Requests waiting for the user's decision now, longest waiting first. */
  approvals: section(homeRequestSchema).nullable(),
  /** The user's own requests decided in the last HOME_DECISION_DAYS days, newest decision first. */
  decisions: section(homeRequestSchema).nullable(),
  /**
   * AGENCY users: the projects they may see whose event overlaps this week (preparation to pre-closing).
   * CLIENT users: their projects that are not closed, soonest first.
   */
  projects: section(homeProjectSchema),
  /** total: conversations with unread messages; unread_count: unread messages in all of them. */
  messages: section(homeConversationSchema).extend({ unread_count: z.number().int() }).nullable(),
  /**
   * Managers (a position scope of AGENCY, DIVISION or TEAM, or an admin) of a back-office company: this
   * month's turnover in their scope against its target, the performance report's figures (issue 24
   * item 4); null for everyone else.
   */
  turnover: homeTurnoverSchema.nullable(),
})
export type HomeToday = z.infer<typeof homeTodaySchema>
