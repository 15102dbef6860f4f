import type { ProjectType } from '@ajanda/contracts/definitions.contract'
import type { SimpleProjectInput } from '@ajanda/contracts/projects.contract'

/** A CLIENT user picks among the project types linked to their division only (staff-app.md 6). */
export function projectTypesForDivision(
  types: readonly Pick<ProjectType, 'id' | 'name' | 'divisions'>[],
  divisionId: number | null | undefined,
) {
  if (divisionId === null || divisionId === undefined) return []
  return types.filter((type) => type.divisions.includes(divisionId))
}

/** The simple form's values while typing: the range picker may hold one end only. */
export interface SimpleProjectFormValues {
  name: string
  dates: [string, string] | undefined
  country: string | undefined
  expected_attendee_count: number | undefined
  languages: string[]
  type: number | null
}

export function simpleProjectDefaults(country: string | null | undefined): SimpleProjectFormValues {
  return {
    name: '',
    dates: undefined,
    country: country ?? undefined,
    expected_attendee_count: undefined,
    languages: [],
    type: null,
  }
}

/** The range picker's pair to the form's value: a range only once both ends are picked. */
export function rangeToDates(range: readonly [string | null, string | null]): [string, string] | undefined {
  const [from, to] = range
  return from && to ? [from.slice(0, 10), to.slice(0, 10)] : undefined
}

export type { SimpleProjectInput }
