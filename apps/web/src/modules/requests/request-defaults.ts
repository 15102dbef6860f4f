import type { EventCompany } from '@ajanda/contracts/event-companies.contract'
import type { ProjectListItem } from '@ajanda/contracts/projects.contract'
import type { RequestDetail } from '@ajanda/contracts/requests.contract'
import dayjs, { type Dayjs } from 'dayjs'
import { atHour, dayOf, isoDay, isoMoment, WORKDAY_END_HOUR, WORKDAY_START_HOUR } from './request-dates'

/**
 * The default dates of staff-app.md section 9, from "now" so tests can pin the day: leave 1 and 2
 * weeks from today, advance date 1 week ahead, inspection tomorrow to one week ahead, operation start
 * one week ahead (the end an hour later).
 */
export function defaultDates(now: Dayjs = dayjs()) {
  const today = now.startOf('day')
  const operationStart = today.add(1, 'week').hour(WORKDAY_START_HOUR)
  return {
    leave: { starts_at: isoMoment(today.add(1, 'week')), ends_at: isoMoment(today.add(2, 'week')) },
    compassionateLeave: isoMoment(today.add(1, 'week').hour(WORKDAY_START_HOUR)),
    advanceRequestedDate: isoDay(today.add(1, 'week')),
    inspection: { starts_at: isoDay(today.add(1, 'day')), ends_at: isoDay(today.add(1, 'week')) },
    operation: { starts_at: isoMoment(operationStart), ends_at: isoMoment(operationStart.add(1, 'hour')) },
    today: isoDay(today),
  }
}

/** Picking a project puts its dates on an operation (staff-app.md 5); a project without dates changes nothing. */
export function operationDatesOf(
  project: Pick<ProjectListItem, 'starts_at' | 'ends_at'>,
): { starts_at: string; ends_at: string } | null {
  if (!project.starts_at) return null
  return {
    starts_at: atHour(project.starts_at, WORKDAY_START_HOUR),
    ends_at: atHour(project.ends_at ?? project.starts_at, WORKDAY_END_HOUR),
  }
}

/** The company's main currency first, then its other currencies. */
export function companyCurrencies(
  company: Pick<EventCompany, 'currency' | 'currencies'> | undefined,
): string[] {
  if (!company) return []
  return [...new Set([company.currency, ...company.currencies.map((item) => item.shortcode)])]
}

export const defaultCurrency = (company: Pick<EventCompany, 'currency'> | undefined): string =>
  company?.currency ?? 'TRY'

/** The stored request's values the edit form starts from. */
export function storedBasics(request: RequestDetail) {
  return {
    project_id: request.project?.id ?? null,
    supplier_id: request.supplier?.id ?? null,
    currency: request.currency ?? undefined,
    note: request.note ?? '',
    request_date: dayOf(request.request_date),
  }
}
