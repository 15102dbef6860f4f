import type { ProjectChecklist } from '@ajanda/contracts/checklists.contract'

/** Today as YYYY-MM-DD on the user's calendar (occurrence dates are calendar days). */
export function todayOn(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** An occurrence not made into a task yet whose due day has passed: its task would start overdue. */
export function isLate(occurrence: { due_on: string; task: unknown }, today: string): boolean {
  return occurrence.task === null && occurrence.due_on < today
}

/**
 * How many of the tasks "Görevleri oluştur" would make are already past their due day: a project
 * confirmed late, or a checklist applied after its dates. Shown before they are created.
 */
export function lateOccurrenceCount(view: ProjectChecklist, today: string): number {
  let count = 0
  for (const section of view.sections)
    for (const item of section.items)
      for (const occurrence of item.occurrences) if (isLate(occurrence, today)) count += 1
  return count
}
