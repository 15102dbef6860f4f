import { effectiveScope } from '@ajanda/contracts/scope-options'
import { POSITION_SCOPES, type PositionScope } from '@ajanda/contracts/users.contract'
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import type { AuthState } from '../../platform/request-context'
import type { TtlMap } from '../../platform/session-cache'
import { contacts } from '../contacts/contacts.table'
import { createUsersRepository } from '../users/users.repository'
import { users } from '../users/users.table'
import { projectContacts, projects } from './projects.table'

/**
 * Which projects a caller sees (decisions.md 1): AGENCY-kind users by their position's scope (AGENCY or
 * admin: the whole company; DIVISION: projects whose responsible or creator is in the division; TEAM:
 * in the team; USER: their own); CLIENT-kind users the projects they created or are a contact of (a
 * project contact's e-mail is theirs).
 */
export type Visibility =
  | { kind: 'all' }
  | { kind: 'people'; ids: number[] }
  | { kind: 'client'; userId: number; email: string }

export interface Viewer {
  auth: AuthState
  companyId: number
  scope: PositionScope
  visibility: Visibility
}

/**
 * The caller's scope and the people it covers (deactivated ones too: their projects still count). Reads
 * pass `remembered` (the session cache's `scopes`): a list page then costs one query, not three.
 */
export async function loadViewer(
  db: DbOrTx,
  auth: AuthState,
  remembered?: TtlMap<number, unknown>,
): Promise<Viewer> {
  const me = auth.user
  const known = remembered?.get(me.id) as Pick<Viewer, 'scope' | 'visibility'> | undefined
  if (known) return { auth, companyId: me.event_company_id, ...known }
  const viewer = await readViewer(db, auth)
  remembered?.set(me.id, { scope: viewer.scope, visibility: viewer.visibility })
  return viewer
}

async function readViewer(db: DbOrTx, auth: AuthState): Promise<Viewer> {
  const me = auth.user
  const companyId = me.event_company_id
  if (me.kind === 'CLIENT')
    return {
      auth,
      companyId,
      scope: 'USER',
      visibility: { kind: 'client', userId: me.id, email: me.email.toLowerCase() },
    }
  // Admins see the whole company whatever their position: no need to read it.
  if (me.is_admin) return { auth, companyId, scope: 'AGENCY', visibility: { kind: 'all' } }
  const position = await createUsersRepository(db).findPosition(companyId, me.position_id)
  const positionScope =
    position && (POSITION_SCOPES as readonly string[]).includes(position.scope)
      ? (position.scope as PositionScope)
      : null
  const scope = effectiveScope({
    id: me.id,
    is_admin: me.is_admin,
    position: positionScope ? { scope: positionScope } : null,
    division_id: me.division_id,
    team_id: me.team_id,
  })
  if (scope === 'AGENCY') return { auth, companyId, scope, visibility: { kind: 'all' } }
  if (scope === 'USER') return { auth, companyId, scope, visibility: { kind: 'people', ids: [me.id] } }
  const column = scope === 'DIVISION' ? users.division_id : users.team_id
  const groupId = (scope === 'DIVISION' ? me.division_id : me.team_id) as number
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.event_company_id, companyId), eq(column, groupId)))
  const ids = new Set(rows.map((row) => row.id))
  ids.add(me.id)
  return { auth, companyId, scope, visibility: { kind: 'people', ids: [...ids] } }
}

/** The SQL condition of the projects the viewer sees (the company condition is separate). */
export function visibleProjects(visibility: Visibility): SQL | undefined {
  switch (visibility.kind) {
    case 'all':
      return undefined
    case 'people':
      return or(
        inArray(projects.responsible_id, visibility.ids),
        inArray(projects.created_by, visibility.ids),
      )
    case 'client':
      return or(
        eq(projects.created_by, visibility.userId),
        sql`exists (select 1 from ${projectContacts} join ${contacts} on ${contacts.id} = ${projectContacts.contact_id} where ${projectContacts.project_id} = ${projects.id} and lower(${contacts.email}) = ${visibility.email})`,
      )
  }
}

/**
 * Who may edit, move or delete a project: its responsible, its creator, a user whose scope contains the
 * responsible (AGENCY scope and admins: everyone) — and only AGENCY-kind users.
 */
export function mayEdit(
  viewer: Viewer,
  project: { responsible_id: number | null; created_by: number | null },
): boolean {
  const { visibility, auth } = viewer
  if (visibility.kind === 'client') return false
  if (visibility.kind === 'all') return true
  if (project.created_by === auth.user.id || project.responsible_id === auth.user.id) return true
  return project.responsible_id !== null && visibility.ids.includes(project.responsible_id)
}
