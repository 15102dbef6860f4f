import type { AppContext } from '../../platform/context'
import { FieldValidationError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { loadViewer } from '../projects/project-access'
import { createScopeOptionsService } from '../users/scope-options.service'

/**
 * The people whose records a finance report counts (decisions.md 1): null for the whole company (an
 * AGENCY-scope caller or an admin with `all`), else the ids the picked value covers inside the caller's
 * scope (`all` of a DIVISION, TEAM or USER caller: their whole scope). A value outside the scope: 422.
 */
export async function financeReportPeople(
  ctx: AppContext,
  auth: AuthState,
  scope: string,
): Promise<number[] | null> {
  const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
  if (scope === 'all' && viewer.visibility.kind === 'all') return null
  if (scope === 'all' && viewer.visibility.kind === 'people') return viewer.visibility.ids
  const picker = createScopeOptionsService(ctx)
  try {
    return await picker.userIdsFor(auth, scope)
  } catch {
    throw FieldValidationError.of('scope', { validation: 'invalid_choice' })
  }
}
