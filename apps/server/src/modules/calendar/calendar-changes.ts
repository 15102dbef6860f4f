import { CALENDAR_CHANGED_EVENT_TYPE, type CalendarKind } from '@ajanda/contracts/calendar.contract'
import { LEADS_CHANGED_EVENT_TYPE } from '@ajanda/contracts/projects.contract'
import type { AppContext } from '../../platform/context'
import { companyScope, createKeyedCache, type KeyedCache } from '../../platform/count-cache'
import { tasksTotalsScope } from '../tasks/task-totals'

/**
 * A team's month is about 400 KB, the whole company's 2 MB, a board page 35 KB: at most 64 answers and
 * 32 MB, least recently used out first (decisions/0021).
 */
export const MAX_KEPT_ANSWERS = 64
export const MAX_KEPT_ANSWER_BYTES = 32 * 1024 * 1024
const answerCaches = new WeakMap<AppContext, KeyedCache<Buffer>>()

/**
 * The calendar's months and the task boards' pages of this process, kept a few seconds per company and
 * statement (decisions/0013 "Performance", 0010 "Speed"), as the pipeline keeps its boards: a change
 * sends CALENDAR_CHANGED_EVENT_TYPE, on which every open calendar and task board of the company reloads at
 * the same moment; the people of a team asking for the team's month ask the very same statement, so the
 * burst costs one build.
 */
export function datedAnswers(ctx: AppContext): KeyedCache<Buffer> {
  let cache = answerCaches.get(ctx)
  if (!cache) {
    cache = createKeyedCache<Buffer>({
      ttlMs: 5_000,
      maxEntries: MAX_KEPT_ANSWERS,
      maxBytes: MAX_KEPT_ANSWER_BYTES,
      sizeOf: (answer) => answer.length,
    })
    answerCaches.set(ctx, cache)
  }
  return cache
}

export const calendarScope = (companyId: number) => companyScope('calendar', companyId)
export const taskBoardsScope = (companyId: number) => companyScope('task-boards', companyId)

/** Forgets what this process keeps of a company's dated records: months, board pages, task totals. */
export function forgetDatedRecords(ctx: AppContext, companyId: number): void {
  datedAnswers(ctx).clear(calendarScope(companyId))
  datedAnswers(ctx).clear(taskBoardsScope(companyId))
  ctx.counts.clear(tasksTotalsScope(companyId))
}

/**
 * After a committed write to something the calendar shows: forgets it here at once (the writer reads
 * their change), and tells the company's browsers (their calendars and task boards reload) and the other
 * server processes (they forget it too, decisions/0006).
 */
export function datedRecordsChanged(ctx: AppContext, companyId: number, kind: CalendarKind): void {
  forgetDatedRecords(ctx, companyId)
  ctx.realtime.publish(companyId, { type: CALENDAR_CHANGED_EVENT_TYPE, content: { kind } })
}

/** A company event published by another process that makes this process's kept answers stale. */
export const makesDatedRecordsStale = (eventType: string): boolean =>
  eventType === CALENDAR_CHANGED_EVENT_TYPE || eventType === LEADS_CHANGED_EVENT_TYPE
