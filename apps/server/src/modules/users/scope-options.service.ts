import type { Locale } from '@ajanda/contracts/common/locale'
import {
  buildScopeOptions,
  defaultScopeValue,
  type ScopeOptionGroup,
  type ScopeSources,
  scopeUserIds,
} from '@ajanda/contracts/scope-options'
import { POSITION_SCOPES, type PositionScope } from '@ajanda/contracts/users.contract'
import type { AppContext } from '../../platform/context'
import { ForbiddenError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { createUsersRepository } from './users.repository'
import { createUsersService } from './users.service'

/**
 * The scoped user picker on the server: the same logic as the web widget (contracts/scope-options.ts)
 * over the caller's company. Lists that filter by a picked value turn it into user ids here.
 */
export function createScopeOptionsService(ctx: AppContext) {
  const users = createUsersService(ctx)
  const repo = createUsersRepository(ctx.db)

  async function sources(auth: AuthState, locale: Locale): Promise<ScopeSources> {
    const me = auth.user
    const [position, people, teams, divisions] = await Promise.all([
      repo.findPosition(me.event_company_id, me.position_id),
      users.listUsers(auth, locale),
      users.listTeams(auth),
      users.listDivisions(auth),
    ])
    const scope = position?.scope
    return {
      me: {
        id: me.id,
        is_admin: me.is_admin,
        position:
          scope && (POSITION_SCOPES as readonly string[]).includes(scope)
            ? { scope: scope as PositionScope }
            : null,
        division_id: me.division_id,
        team_id: me.team_id,
      },
      users: people,
      teams,
      divisions,
    }
  }

  return {
    async options(auth: AuthState, locale: Locale): Promise<ScopeOptionGroup[]> {
      return buildScopeOptions(await sources(auth, locale), locale)
    },

    /**
     * The ids of the people a picked value covers (no value: the caller's whole scope). A value outside
     * the caller's scope, or naming another company's division, team or person, answers 403.
     */
    async userIdsFor(auth: AuthState, value: string | undefined, locale: Locale = 'tr'): Promise<number[]> {
      const all = await sources(auth, locale)
      const ids = scopeUserIds(all, value || defaultScopeValue(all.me))
      if (ids === null) throw new ForbiddenError()
      return ids
    },
  }
}
