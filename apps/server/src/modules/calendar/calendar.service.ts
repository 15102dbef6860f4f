import {
  CALENDAR_ACCOUNTS_MAX,
  CALENDAR_FEED_FUTURE_DAYS,
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_KINDS,
  CALENDAR_MAX_RANGE_DAYS,
  type CalendarAccount,
  type CalendarAccountInput,
  type CalendarEventsQuery,
  type CalendarFeedState,
  type CalendarKind,
} from '@ajanda/contracts/calendar.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { FieldErrors, NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { readStatementText, statementKey } from '../../platform/statement-text'
import { loadViewer, type Viewer, visibleProjects } from '../projects/project-access'
import { visibleRequests } from '../requests/request-visibility'
import { knownPickedPeople } from '../tasks/picked-people'
import { createScopeOptionsService } from '../users/scope-options.service'
import type { UserRow } from '../users/users.repository'
import { userCalendarAccounts } from './calendar.table'
import { calendarScope, datedAnswers } from './calendar-changes'
import { calendarEventsStatement, type EventsFilter, findCalendarEvents } from './calendar-events.repository'
import {
  type CalendarFeedRow,
  findFeedMeetings,
  findFeedOfUser,
  findFeedOwner,
  markFeedFetched,
  revokeFeed,
  rotateFeed,
} from './calendar-feed.repository'
import { buildIcs } from './calendar-ics'

const DAY_MS = 86_400_000

const feedState = (row: CalendarFeedRow | undefined): CalendarFeedState => ({
  active: Boolean(row),
  created_at: row ? row.created_at.toISOString() : null,
  last_fetched_at: row?.last_fetched_at ? row.last_fetched_at.toISOString() : null,
})

const accountView = (row: typeof userCalendarAccounts.$inferSelect): CalendarAccount => ({
  id: row.id,
  platform: row.platform as CalendarAccount['platform'],
  email: row.email,
  created_at: row.created_at.toISOString(),
})

/** Whether every one of `people` is someone the viewer's scope covers (AGENCY scope covers everyone). */
function withinScope(viewer: Viewer, people: readonly number[]): boolean {
  const { visibility } = viewer
  if (visibility.kind === 'all') return true
  if (visibility.kind !== 'people') return false
  const covered = new Set(visibility.ids)
  return people.every((id) => covered.has(id))
}

/** A date alone is midnight UTC; a moment keeps its offset. */
const parseBound = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value)

export function createCalendarService(ctx: AppContext) {
  const scopeOptions = createScopeOptionsService(ctx)

  function filterFor(
    viewer: Viewer,
    range: { start: Date; end: Date },
    kinds: readonly CalendarKind[],
    people: number[] | null,
  ): EventsFilter {
    // Narrowed to people the viewer's scope covers, every kind is already within what the viewer may see
    // (a request of theirs, a project they are responsible for or created): the statement no longer
    // depends on who asks, so a team's members share one answer (calendar-changes.ts).
    const covered = people !== null && withinScope(viewer, people)
    return {
      companyId: viewer.companyId,
      ...range,
      kinds,
      people,
      visibleRequests: covered ? undefined : visibleRequests(viewer),
      visibleProjects: covered ? undefined : visibleProjects(viewer.visibility),
    }
  }

  return {
    /** GET /calendar/events: the caller's scope, narrowed by the picked people and kinds. */
    async events(auth: AuthState, query: CalendarEventsQuery, locale: Locale): Promise<Buffer> {
      const start = parseBound(query.start)
      const end = parseBound(query.end)
      const errors = new FieldErrors()
      if (end.getTime() <= start.getTime()) errors.add('end', { validation: 'end_before_start' })
      else if (end.getTime() - start.getTime() > CALENDAR_MAX_RANGE_DAYS * DAY_MS)
        errors.add('end', { validation: 'range_too_long', params: { max: CALENDAR_MAX_RANGE_DAYS } })
      errors.throwIfAny()
      const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
      const defaultPeople = viewer.visibility.kind === 'people' ? viewer.visibility.ids : null
      // "all" of an AGENCY viewer is everyone: no list of ids to carry into every branch.
      const people =
        query.user && !(query.user === 'all' && defaultPeople === null)
          ? (knownPickedPeople(viewer, query.user) ??
            (await scopeOptions.userIdsFor(auth, query.user, locale)))
          : defaultPeople
      const kinds = query.kinds && query.kinds.length > 0 ? [...new Set(query.kinds)] : CALENDAR_KINDS
      // The database answers the response's JSON itself (the route test checks it against the contract).
      const statement = calendarEventsStatement(filterFor(viewer, { start, end }, kinds, people))
      if (!statement) return Buffer.from('[]')
      return datedAnswers(ctx).get(calendarScope(viewer.companyId), statementKey(statement), () =>
        readStatementText(ctx.db, statement, (text) => text),
      )
    },

    async feed(auth: AuthState): Promise<CalendarFeedState> {
      return feedState(await findFeedOfUser(ctx.db, auth.user.id))
    },

    /** A new secret URL; the token itself is never stored, so it is answered only here. */
    async rotateFeed(auth: AuthState): Promise<{ url: string; data: CalendarFeedState }> {
      const { token, row } = await rotateFeed(ctx.db, auth.user)
      return { url: `${ctx.config.appUrl}/api/v1/calendar/feed/${token}.ics`, data: feedState(row) }
    },

    async revokeFeed(auth: AuthState): Promise<void> {
      await revokeFeed(ctx.db, auth.user.id)
    },

    /**
     * The public .ics of a token: the owner's own entries (what they created, take part in or are
     * responsible for) from CALENDAR_FEED_PAST_DAYS ago to CALENDAR_FEED_FUTURE_DAYS ahead. Unknown,
     * revoked or deactivated: 404. The window exceeds the interactive range limit on purpose.
     */
    async feedIcs(token: string): Promise<string> {
      const owner = token ? await findFeedOwner(ctx.db, token) : undefined
      if (!owner || owner.user.kind === 'CLIENT') throw new NotFoundError()
      const user: UserRow = owner.user
      const viewer = await loadViewer(ctx.db, { user, tokenId: 0 }, ctx.sessions.scopes)
      const now = Date.now()
      const range = {
        start: new Date(now - CALENDAR_FEED_PAST_DAYS * DAY_MS),
        end: new Date(now + CALENDAR_FEED_FUTURE_DAYS * DAY_MS),
      }
      const events = await findCalendarEvents(ctx.db, filterFor(viewer, range, CALENDAR_KINDS, [user.id]))
      const meetingIds = events.filter((event) => event.kind === 'meeting').map((event) => event.record_id)
      const meetings = await findFeedMeetings(ctx.db, user.event_company_id, meetingIds)
      await markFeedFetched(ctx.db, owner.feedId)
      const locale: Locale = user.language === 'en' ? 'en' : 'tr'
      return buildIcs(events, ctx.config.appUrl, locale, meetings)
    },

    async accounts(auth: AuthState): Promise<CalendarAccount[]> {
      const rows = await ctx.db
        .select()
        .from(userCalendarAccounts)
        .where(eq(userCalendarAccounts.user_id, auth.user.id))
        .orderBy(userCalendarAccounts.id)
      return rows.map(accountView)
    },

    /** Linking the same account twice answers the one already linked. */
    async linkAccount(auth: AuthState, input: CalendarAccountInput): Promise<CalendarAccount> {
      const email = input.email.toLowerCase()
      return ctx.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(userCalendarAccounts)
          .where(eq(userCalendarAccounts.user_id, auth.user.id))
          .for('update')
        const same = rows.find((row) => row.platform === input.platform && row.email === email)
        if (same) return accountView(same)
        if (rows.length >= CALENDAR_ACCOUNTS_MAX)
          new FieldErrors()
            .add('email', { validation: 'too_many_items', params: { max: CALENDAR_ACCOUNTS_MAX } })
            .throwIfAny()
        const [row] = await tx
          .insert(userCalendarAccounts)
          .values({
            event_company_id: auth.user.event_company_id,
            user_id: auth.user.id,
            platform: input.platform,
            email,
          })
          .returning()
        return accountView(row as typeof userCalendarAccounts.$inferSelect)
      })
    },

    /** Only the caller's own account: anyone else's (another company's too) answers 404. */
    async unlinkAccount(auth: AuthState, id: number): Promise<void> {
      const removed = await ctx.db
        .delete(userCalendarAccounts)
        .where(and(eq(userCalendarAccounts.id, id), eq(userCalendarAccounts.user_id, auth.user.id)))
        .returning({ id: userCalendarAccounts.id })
      if (removed.length === 0) throw new NotFoundError()
    },
  }
}
export type CalendarService = ReturnType<typeof createCalendarService>
