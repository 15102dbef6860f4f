import { createHash, randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { meetings } from '../meetings/meetings.table'
import { users } from '../users/users.table'
import { calendarFeeds } from './calendar.table'

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect

export async function findFeedOfUser(db: DbOrTx, userId: number): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.user_id, userId)).limit(1)
  return row
}

/**
 * A new random 256-bit token for the user, replacing any earlier one in the same statement (one row per
 * user): the old URL stops working at once. Only the hash is stored; the token is answered once.
 */
export async function rotateFeed(
  db: DbOrTx,
  user: { id: number; event_company_id: number },
): Promise<{ token: string; row: CalendarFeedRow }> {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  const [row] = await db
    .insert(calendarFeeds)
    .values({ event_company_id: user.event_company_id, user_id: user.id, token_hash: hashOf(token) })
    .onConflictDoUpdate({
      target: calendarFeeds.user_id,
      set: { token_hash: hashOf(token), created_at: now, updated_at: now, last_fetched_at: null },
    })
    .returning()
  return { token, row: row as CalendarFeedRow }
}

export async function revokeFeed(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.user_id, userId))
}

/** The active user a token belongs to (a deactivated user's feed answers nothing). */
export async function findFeedOwner(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ feedId: calendarFeeds.id, user: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.user_id))
    .where(and(eq(calendarFeeds.token_hash, hashOf(token)), isNull(users.deleted_at)))
    .limit(1)
  return row
}

export async function markFeedFetched(db: DbOrTx, feedId: number): Promise<void> {
  await db.update(calendarFeeds).set({ last_fetched_at: new Date() }).where(eq(calendarFeeds.id, feedId))
}

/** What the feed says of a meeting beyond its calendar entry: its invitation's UID and SEQUENCE, where and what. */
export interface FeedMeeting {
  uid: string
  sequence: number
  location: string
  note: string | null
}

/** The company's meetings among `ids`, by id (the feed's meeting entries, one query). */
export async function findFeedMeetings(
  db: DbOrTx,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, FeedMeeting>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      id: meetings.id,
      uid: meetings.uid,
      sequence: meetings.sequence,
      location: meetings.location,
      note: meetings.note,
    })
    .from(meetings)
    .where(and(eq(meetings.event_company_id, companyId), inArray(meetings.id, [...ids])))
  return new Map(rows.map(({ id, ...meeting }) => [id, meeting]))
}
