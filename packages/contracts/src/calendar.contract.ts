import { z } from 'zod'
import { emailField, idParam } from './common/fields'
import { scopeValueSchema } from './scope-options'

/**
 * The calendar (issue 8 item 3): one list of everything dated that a user's scope covers. The kinds are
 * stable codes (they travel in URLs and colour the events); their names live in the web's `calendar`
 * namespace.
 */
export const CALENDAR_KINDS = [
  'meeting',
  'task',
  'milestone',
  'leave',
  'operation',
  'inspection',
  'project',
] as const
export type CalendarKind = (typeof CALENDAR_KINDS)[number]
export const calendarKindSchema = z.enum(CALENDAR_KINDS)

/**
 * The company realtime event (`data-created` type) sent after a write to something the calendar shows
 * (a task or milestone, a meeting, a leave, an operation attendance, an inspection): open calendars and
 * task boards of the company reload, and the other server processes forget the months they keep.
 */
export const CALENDAR_CHANGED_EVENT_TYPE = 'calendar/changed'

/** The longest range one call may ask for: a month view shows six weeks, plus some slack. */
export const CALENDAR_MAX_RANGE_DAYS = 62
/** The private feed covers this window around "now" (Outlook and Google re-read it every few hours). */
export const CALENDAR_FEED_PAST_DAYS = 30
export const CALENDAR_FEED_FUTURE_DAYS = 180

/** A day (`2026-11-01`, read as midnight UTC) or a moment with its offset (what FullCalendar sends). */
const rangeBound = () => z.union([z.iso.date(), z.iso.datetime({ offset: true })])

/** `kinds=meeting,task`: a comma-separated subset; absent means every kind. */
const kindsList = z
  .string()
  .trim()
  .max(200)
  .transform((value) => (value === '' ? [] : value.split(',').map((kind) => kind.trim())))
  .pipe(z.array(calendarKindSchema))

/** GET /calendar/events: `end` is exclusive and at most CALENDAR_MAX_RANGE_DAYS after `start`. */
export const calendarEventsQuerySchema = z.object({
  start: rangeBound(),
  end: rangeBound(),
  kinds: kindsList.optional(),
  /** The scoped user picker's value (scope-options.ts); absent means the caller's whole scope. */
  user: scopeValueSchema.optional(),
  locale: z.string().max(10).optional(),
})
export type CalendarEventsQuery = z.infer<typeof calendarEventsQuerySchema>

/**
 * One entry of the calendar. Timed entries carry ISO moments; all-day ones (project dates, inspections,
 * milestones without a time) carry days, `end` exclusive like iCalendar and FullCalendar.
 */
export const calendarEventSchema = z.object({
  /** `{kind}-{record_id}`: unique across kinds. */
  id: z.string(),
  kind: calendarKindSchema,
  record_id: z.number().int(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  all_day: z.boolean(),
  /** Meetings and tasks the caller may move by dragging them. */
  editable: z.boolean(),
  project_code: z.string().nullable(),
  /** Request status (PENDING, APPROVED), `done`/`open` for tasks, the request type of a leave. */
  status: z.string().nullable(),
  /** A leave's request type (ANNUAL_LEAVE ...), else null. */
  subtype: z.string().nullable(),
})
export type CalendarEvent = z.infer<typeof calendarEventSchema>
export const calendarEventsResponseSchema = z.array(calendarEventSchema)

/** GET /calendar/feed: the URL is shown once (only its hash is kept), so GET says whether one exists. */
export const calendarFeedStateSchema = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
  last_fetched_at: z.string().nullable(),
})
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>
/** POST /calendar/feed: a new secret URL (the previous one stops working). */
export const calendarFeedCreatedSchema = z.object({
  message: z.string(),
  url: z.string(),
  data: calendarFeedStateSchema,
})
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>
/** A feed token: 32 random bytes in base64url. */
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
/**
 * Any text is taken (no 422): one that is not a token is unknown like a revoked one, 404. The document
 * states the pattern real tokens have (a `.catch('')` here once gave it a default that broke it).
 */
export const calendarFeedTokenParams = z.object({
  token: z.string().max(100).meta({ pattern: CALENDAR_FEED_TOKEN_PATTERN.source }),
})

/** The calendar platforms a meeting can be shared to (staff-app.md: "microsoft is supported"). */
export const CALENDAR_PLATFORMS = ['microsoft', 'google'] as const
export type CalendarPlatform = (typeof CALENDAR_PLATFORMS)[number]

export const calendarAccountSchema = z.object({
  id: z.number().int(),
  platform: z.enum(CALENDAR_PLATFORMS),
  email: z.string(),
  created_at: z.string(),
})
export type CalendarAccount = z.infer<typeof calendarAccountSchema>
export const calendarAccountsResponseSchema = z.array(calendarAccountSchema)
export const calendarAccountInputSchema = z.strictObject({
  platform: z.enum(CALENDAR_PLATFORMS),
  email: emailField(),
})
export type CalendarAccountInput = z.infer<typeof calendarAccountInputSchema>
export const calendarAccountWriteResponseSchema = z.object({
  message: z.string(),
  data: calendarAccountSchema,
})
export const calendarAccountParams = z.object({ id: idParam })

/** A user links few accounts; more is a mistake (or abuse). */
export const CALENDAR_ACCOUNTS_MAX = 5
