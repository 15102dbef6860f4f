import { parseScopeValue } from '@ajanda/contracts/scope-options'
import type { Viewer } from '../projects/project-access'

/**
 * The people of a picked scope value when the caller's own scope already answers it, so that the hot
 * lists (tasks, calendar) skip reading the company's people, teams and divisions for the picker's rule:
 * the caller themself, one person of their scope, or their own team or division as a TEAM or DIVISION
 * lead (their scope's people, the same set `scopeUserIds` gives). Undefined: ask the picker's service
 * (`userIdsFor`), which also refuses values outside the scope.
 */
export function knownPickedPeople(viewer: Viewer, value: string): number[] | undefined {
  const parsed = parseScopeValue(value)
  if (!parsed) return undefined
  const me = viewer.auth.user
  const scopePeople = viewer.visibility.kind === 'people' ? viewer.visibility.ids : undefined
  if (parsed.kind === 'user')
    return parsed.id === me.id || scopePeople?.includes(parsed.id) ? [parsed.id] : undefined
  if (!scopePeople) return undefined
  if (parsed.kind === 'team' && viewer.scope === 'TEAM' && parsed.id === me.team_id) return scopePeople
  if (parsed.kind === 'division' && viewer.scope === 'DIVISION' && parsed.id === me.division_id)
    return scopePeople
  return undefined
}
