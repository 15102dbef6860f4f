import { CALENDAR_KINDS, type CalendarEvent, type CalendarKind } from '@ajanda/contracts/calendar.contract'

/**
 * One colour per kind, dark enough for white text (WCAG AA on the block events of the week and day
 * views); the legend shows the same colours.
 */
export const KIND_COLORS: Record<CalendarKind, string> = {
  meeting: '#1864ab',
  task: '#1e6b30',
  milestone: '#862e9c',
  leave: '#c92a2a',
  operation: '#5f3dc4',
  inspection: '#0b7285',
  project: '#495057',
}

export const ALL_KINDS: readonly CalendarKind[] = CALENDAR_KINDS

/** The page's views and FullCalendar's names for them. */
export const CALENDAR_VIEWS = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  agenda: 'listWeek',
} as const
export type CalendarView = keyof typeof CALENDAR_VIEWS

/** Where a click on an entry leads: a modal of its own or a page. */
export type EventTarget =
  | { type: 'meeting'; meetingId: number }
  | { type: 'task'; taskId: number; milestone: boolean }
  | { type: 'page'; to: string }

export function eventTarget(event: Pick<CalendarEvent, 'kind' | 'record_id' | 'project_code'>): EventTarget {
  switch (event.kind) {
    case 'meeting':
      return { type: 'meeting', meetingId: event.record_id }
    case 'task':
    case 'milestone':
      return { type: 'task', taskId: event.record_id, milestone: event.kind === 'milestone' }
    case 'project':
      return { type: 'page', to: `/project/${encodeURIComponent(event.project_code ?? '')}/main` }
    default:
      // Leaves, operations and inspections are requests: their drawer on /approves.
      return { type: 'page', to: `/approves?request=${event.record_id}` }
  }
}
