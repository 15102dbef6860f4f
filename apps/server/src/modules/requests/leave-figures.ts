import type { RequestType } from '@ajanda/contracts/approvals.contract'
import {
  LEAVE_REQUEST_TYPES,
  type LeaveFigures,
  type RequestStatus,
} from '@ajanda/contracts/requests.contract'
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { eventCompanies } from '../event-companies/event-companies.table'
import { users } from '../users/users.table'
import { countLeaveDays, dayInZone, type HolidayCalendar, turkishHolidayCalendar } from './leave-days'
import { requests } from './requests.table'

const LEAVE_TYPES_OF_REQUESTS = Object.values(LEAVE_REQUEST_TYPES) as RequestType[]
const ANNUAL: RequestType = 'ANNUAL_LEAVE'
const DAY_MS = 86_400_000

/** A leave as the figures need it: whose, which type, which moments, and which request it is. */
export interface LeaveToCount {
  requester_id: number
  request_type: RequestType
  starts_at: Date
  /** Null for a compassionate leave (one moment). */
  ends_at: Date | null
  /** The request itself, left out of the sums and overlaps. */
  id?: number | null
}

/** The first and last calendar day of a leave in the company's time zone. */
function daysOf(leave: { starts_at: Date; ends_at: Date | null }, timeZone: string) {
  const first = dayInZone(leave.starts_at, timeZone)
  return { first, last: leave.ends_at ? dayInZone(leave.ends_at, timeZone) : first }
}

/**
 * The working days of a leave, the requester's annual allowance of the leave's first year (approved and
 * pending annual leave days of that year, this one left out) and the other pending or approved leaves
 * of the same person that share a day with it (decisions/0024).
 */
export async function leaveFigures(
  db: DbOrTx,
  companyId: number,
  leave: LeaveToCount,
  calendar?: HolidayCalendar,
): Promise<LeaveFigures> {
  const holidays = calendar ?? (await turkishHolidayCalendar())
  const [company] = await db
    .select({
      timezone: eventCompanies.timezone,
      default_days: eventCompanies.annual_leave_days,
      own_days: users.annual_leave_days,
    })
    .from(users)
    .innerJoin(eventCompanies, eq(eventCompanies.id, users.event_company_id))
    .where(and(eq(users.id, leave.requester_id), eq(users.event_company_id, companyId)))
    .limit(1)
  const timeZone = company?.timezone ?? 'Europe/Istanbul'
  const allowance = company?.own_days ?? company?.default_days ?? 0
  const { first, last } = daysOf(leave, timeZone)
  const year = Number(first.slice(0, 4))
  const single = leave.ends_at == null

  // Every pending or approved leave of the person touching the year or this leave (a day's margin for
  // time zones): a person files a few dozen a year at most.
  const from = new Date(Math.min(Date.parse(`${year}-01-01T00:00:00Z`), leave.starts_at.getTime()) - DAY_MS)
  const to = new Date(
    Math.max(Date.parse(`${year + 1}-01-01T00:00:00Z`), (leave.ends_at ?? leave.starts_at).getTime()) +
      DAY_MS,
  )
  const others = await db
    .select({
      id: requests.id,
      request_type: requests.request_type,
      status: requests.status,
      starts_at: requests.starts_at,
      ends_at: requests.ends_at,
    })
    .from(requests)
    .where(
      and(
        eq(requests.event_company_id, companyId),
        eq(requests.requester_id, leave.requester_id),
        inArray(requests.request_type, LEAVE_TYPES_OF_REQUESTS),
        inArray(requests.status, ['PENDING', 'APPROVED']),
        leave.id != null ? ne(requests.id, leave.id) : undefined,
        lte(requests.starts_at, to),
        gte(sql`coalesce(${requests.ends_at}, ${requests.starts_at})`, from),
      ),
    )
    .orderBy(requests.starts_at)

  let used = 0
  let pending = 0
  const overlaps: LeaveFigures['overlaps'] = []
  for (const other of others) {
    if (!other.starts_at) continue
    const days = daysOf({ starts_at: other.starts_at, ends_at: other.ends_at }, timeZone)
    if (days.first <= last && days.last >= first)
      overlaps.push({
        id: other.id,
        request_type: other.request_type as RequestType,
        status: other.status as RequestStatus,
        starts_at: other.starts_at.toISOString(),
        ends_at: other.ends_at?.toISOString() ?? null,
      })
    if (other.request_type !== ANNUAL || other.ends_at == null) continue
    const inYear = countLeaveDays(days.first, days.last, holidays).by_year[year] ?? 0
    if (other.status === 'APPROVED') used += inYear
    else pending += inYear
  }
  return {
    working_days: single ? null : countLeaveDays(first, last, holidays).working_days,
    year,
    annual_allowance: allowance,
    used_days: used,
    pending_days: pending,
    remaining_days: allowance - used - pending,
    from_allowance: leave.request_type === ANNUAL,
    overlaps,
  }
}
