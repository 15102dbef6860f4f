import type { AttendeeDetail, AttendeeRow } from '@ajanda/contracts/attendees.contract'
import type { Paginated } from '@ajanda/contracts/common/pagination'

/** Attendee rows and details for the tab's component tests (no server). */
export function makeAttendeeRow(id: number, extra: Partial<AttendeeRow> = {}): AttendeeRow {
  return {
    id,
    project_id: 3,
    project_code: 'DEMO26',
    project_name: 'Kongre',
    first_name: `Ayşe${id}`,
    last_name: 'Yılmaz',
    email: `ayse${id}@example.com`,
    phone: null,
    company: 'Şifa Hastanesi',
    title: null,
    country: 'TR',
    city: 'İstanbul',
    language: 'tr',
    status: 'INVITED',
    source: 'STAFF',
    lists: [],
    main_attendee_id: null,
    companions_count: 0,
    custom: {},
    registered_at: null,
    declared_at: null,
    created_at: '2026-11-01T09:00:00.000Z',
    ...extra,
  }
}

export function makeAttendeeDetail(id: number, extra: Partial<AttendeeDetail> = {}): AttendeeDetail {
  return {
    ...makeAttendeeRow(id),
    gender: null,
    pcode: 'p'.repeat(22),
    acode: 'a'.repeat(22),
    dcode: 'd'.repeat(22),
    room_mate: null,
    companions: [],
    answers: [],
    history: [],
    ...extra,
  }
}

export function pageOf<T>(rows: T[]): Paginated<T> {
  return {
    data: rows,
    current_page: 1,
    per_page: 25,
    total: rows.length,
    from: rows.length ? 1 : null,
    to: rows.length || null,
    last_page: 1,
    links: [],
  }
}
