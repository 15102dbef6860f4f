import type { Task, TaskInput } from '@ajanda/contracts/tasks.contract'
import dayjs, { type Dayjs } from 'dayjs'
import { isoMoment } from '../requests/request-dates'
import type { TaskModalOptions } from './task-modal-store'

/** The pickers offer 06:00 to 22:00 in 15-minute steps (admin-area.md widgets). */
const FIRST_HOUR = 6
const LAST_HOUR = 22
const DEADLINE_HOUR = 18

/** The next quarter hour inside the pickers' day; after 22:00 the next morning at 09:00. */
export function nextSlot(now: Dayjs): Dayjs {
  const rounded = now
    .second(0)
    .millisecond(0)
    .add(15 - (now.minute() % 15), 'minute')
  if (rounded.hour() < FIRST_HOUR) return rounded.hour(9).minute(0)
  if (rounded.hour() >= LAST_HOUR || rounded.date() !== now.date())
    return now.add(1, 'day').startOf('day').hour(9)
  return rounded
}

/** A new task starts at the next slot and is due the same day at 18:00 (or an hour later if that is past). */
export function newTaskDates(now: Dayjs): { starts_at: string; deadline_at: string } {
  const start = nextSlot(now)
  return { starts_at: isoMoment(start), deadline_at: isoMoment(deadlineFor(start)) }
}

/** The same day at 18:00, or an hour after the start when that is not later. */
function deadlineFor(start: Dayjs): Dayjs {
  const evening = start.hour(DEADLINE_HOUR).minute(0)
  return evening.isAfter(start) ? evening : start.add(1, 'hour')
}

/** A calendar click gives a bare day: it means that day's working hours. */
function givenMoment(value: string, hour = 9): Dayjs {
  return value.length === 10 ? dayjs(value).hour(hour) : dayjs(value)
}

/** The form's values: the task's when editing, else the defaults the caller gave (a calendar day...). */
export function taskFormDefaults(
  task: Task | null,
  options: TaskModalOptions,
  meId: number,
  now: Dayjs = dayjs(),
): TaskInput {
  if (task)
    return {
      title: task.title,
      description: task.description ?? '',
      section_id: task.section_id,
      responsibles: task.responsibles.map((person) => person.id),
      labels: task.labels.map((label) => label.id),
      priority: task.priority,
      starts_at: task.starts_at ?? isoMoment(now),
      deadline_at: task.deadline_at ?? isoMoment(now),
      remind_at: task.remind_at,
      project_id: task.project?.id ?? null,
    }
  const dates = newTaskDates(now)
  const given = options.defaults ?? {}
  const starts = given.starts_at ? isoMoment(givenMoment(given.starts_at)) : dates.starts_at
  const deadline = given.deadline_at
    ? isoMoment(givenMoment(given.deadline_at, DEADLINE_HOUR))
    : given.starts_at
      ? isoMoment(deadlineFor(dayjs(starts)))
      : dates.deadline_at
  return {
    title: '',
    description: '',
    section_id: given.section_id ?? null,
    responsibles: [meId],
    labels: [],
    priority: 0,
    starts_at: starts,
    deadline_at: deadline,
    remind_at: null,
    project_id: options.projectId ?? options.project?.id ?? null,
  }
}
