import { parseScopeValue, type ScopeSources, scopeUserIds } from '@ajanda/contracts/scope-options'
import type { PositionScope } from '@ajanda/contracts/users.contract'
import { and, eq, inArray, or, type SQL } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { FieldValidationError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { loadViewer, type Viewer, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'
import { divisions, teams, users } from '../users/users.table'

/** Whose target a report's figures compare with (the targets table's `target_for_type` and id). */
export type TargetOwner = { kind: 'COMPANY' } | { kind: 'DIVISION' | 'TEAM' | 'USER'; id: number }

/**
 * The scope rule of every report (decisions.md 1): the caller's position scope bounds everything (an
 * AGENCY position or an admin: the whole company; DIVISION, TEAM: projects whose responsible or creator
 * is in the division or team; USER: the caller's own), exactly as the project list decides
 * (projects/project-access.ts). The picked value narrows within it: `all` is the caller's whole scope;
 * `division|3`, `team|5`, `user|8` are the projects of those people (responsible or creator), and must lie
 * inside the caller's scope as the scoped picker offers them (contracts/scope-options.ts `scopeUserIds`),
 * else 422 on `scope`. The caller picking themselves also keeps the projects they take part in (a USER
 * scope's `projectIds`, docs/decisions/0047): their own figures are those of every project they see.
 */
export interface ReportScope {
  companyId: number
  viewer: Viewer
  /** The projects' condition (the company condition is separate); undefined: the whole company. */
  where: SQL | undefined
  /** The target the totals compare with. */
  target: TargetOwner
}

async function scopeSources(db: DbOrTx, viewer: Viewer): Promise<ScopeSources> {
  const me = viewer.auth.user
  const companyId = viewer.companyId
  const [people, teamRows, divisionRows] = await Promise.all([
    db
      .select({ id: users.id, division_id: users.division_id, team_id: users.team_id })
      .from(users)
      .where(eq(users.event_company_id, companyId)),
    db
      .select({ id: teams.id, name: teams.name, division_id: teams.division_id })
      .from(teams)
      .where(eq(teams.event_company_id, companyId)),
    db
      .select({ id: divisions.id, name: divisions.name })
      .from(divisions)
      .where(eq(divisions.event_company_id, companyId)),
  ])
  return {
    // The viewer's scope is already the effective one (admins AGENCY, missing groups USER).
    me: {
      id: me.id,
      is_admin: false,
      position: { scope: viewer.scope },
      division_id: me.division_id,
      team_id: me.team_id,
    },
    users: people.map((person) => ({ ...person, full_name: '', deleted_at: null })),
    teams: teamRows,
    divisions: divisionRows,
  }
}

/** The target of the caller's whole scope. */
function ownTarget(scope: PositionScope, me: AuthState['user']): TargetOwner {
  switch (scope) {
    case 'AGENCY':
      return { kind: 'COMPANY' }
    case 'DIVISION':
      return { kind: 'DIVISION', id: me.division_id as number }
    case 'TEAM':
      return { kind: 'TEAM', id: me.team_id as number }
    default:
      return { kind: 'USER', id: me.id }
  }
}

const people = (ids: number[]): SQL =>
  ids.length === 0
    ? (or(inArray(projects.id, [-1])) as SQL)
    : (or(inArray(projects.responsible_id, ids), inArray(projects.created_by, ids)) as SQL)

/** The caller's report scope for a picked value; 422 `{scope: invalid_choice}` when it is not theirs. */
export async function resolveReportScope(
  ctx: AppContext,
  auth: AuthState,
  value: string,
): Promise<ReportScope> {
  const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
  const base = visibleProjects(viewer.visibility)
  const companyId = viewer.companyId
  const parsed = parseScopeValue(value)
  if (!parsed) throw invalidScope()
  if (parsed.kind === 'all')
    return { companyId, viewer, where: base, target: ownTarget(viewer.scope, auth.user) }
  const ids = scopeUserIds(await scopeSources(ctx.db, viewer), value)
  if (ids === null) throw invalidScope()
  // Picking oneself means "my figures": for a USER-scope person those are the projects she sees without a
  // picker, the ones she takes part in included (decisions/0047). Anyone else picked brings the projects
  // they are responsible for or created, inside the caller's scope: taking part opens projects to the
  // person, not to their manager's report of them.
  const visibility = viewer.visibility
  const takenPart =
    parsed.kind === 'user' && parsed.id === auth.user.id && visibility.kind === 'people'
      ? visibility.projectIds
      : undefined
  const picked = takenPart?.length ? (or(people(ids), inArray(projects.id, takenPart)) as SQL) : people(ids)
  const narrowed = base ? and(base, picked) : picked
  const target: TargetOwner = {
    kind: parsed.kind === 'division' ? 'DIVISION' : parsed.kind === 'team' ? 'TEAM' : 'USER',
    id: parsed.id,
  }
  return { companyId, viewer, where: narrowed, target }
}

const invalidScope = () => FieldValidationError.of('scope', { validation: 'invalid_choice' })
