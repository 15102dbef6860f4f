import type { Me } from '@ajanda/contracts/auth.contract'
import { hasBackOffice } from '../../shared/session/back-office'

/** Which quick-create menu a user gets: the full agency menu or the project item alone. */
export type QuickCreateMenu = 'full' | 'projectOnly'

/**
 * staff-app.md "Quick-create menu" and section 6: only back-office staff (AGENCY users of an ECOS company)
 * get the full menu; everyone else, CLIENT users and AGENCY users without ECOS, may only create a project.
 */
export function quickCreateMenuFor(user: Pick<Me, 'kind' | 'is_admin' | 'memberships'>): QuickCreateMenu {
  return hasBackOffice(user) ? 'full' : 'projectOnly'
}
