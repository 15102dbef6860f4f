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
import { projectsTakenPartIn } from './taking-part'

/**
 * Which projects a caller sees (decisions.md 1): AGENCY-kind users by their position's scope (AGENCY or
 * admin: the whole company; DIVISION: projects whose responsible or creator is in the division; TEAM:
 * in the team; USER: their own and, when reading, those they take part in: `projectIds`, see
 * taking-part.ts and docs/decisions/0047); CLIENT-kind users the projects they created or are a contact
 * of (a project contact's e-mail is theirs).
 */
export type Visibility =
  | { kind: 'all' }
  | { kind: 'people'; ids: number[]; projectIds?: number[] }
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
 *
 * Taking part opens a project for reading only (docs/decisions/0047): many project tabs let whoever sees
 * the project write (fees, photos, flights, hotels, forms, attendees), so the projects taken part in are
 * kept only for a request the authentication hook marked as reading (GET, HEAD). Every other request,
 * and any AuthState made elsewhere, sees the scope's own projects: a write by a participant answers as
 * one on a project out of scope (404), whichever module it goes to. `options.reading` says so for a
 * write that only links the caller's own record to a project they read (a task or a meeting about it).
 */
export async function loadViewer(
  db: DbOrTx,
  auth: AuthState,
  remembered?: TtlMap<number, unknown>,
  options: { reading?: boolean } = {},
): Promise<Viewer> {
  const me = auth.user
  const known = remembered?.get(me.id) as Pick<Viewer, 'scope' | 'visibility'> | undefined
  const viewer = known ? { auth, companyId: me.event_company_id, ...known } : await readViewer(db, auth)
  if (!known) remembered?.set(me.id, { scope: viewer.scope, visibility: viewer.visibility })
  const reading = options.reading ?? auth.reading
  return reading ? viewer : { ...viewer, visibility: withoutTakingPart(viewer.visibility) }
}

function withoutTakingPart(visibility: Visibility): Visibility {
  return visibility.kind === 'people' && visibility.projectIds
    ? { kind: 'people', ids: visibility.ids }
    : visibility
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
  if (scope === 'USER') {
    // Only USER scope: a team's or division's people already bring their projects (decisions.md 1).
    const projectIds = await projectsTakenPartIn(db, companyId, me.id)
    const visibility: Visibility = { kind: 'people', ids: [me.id] }
    if (projectIds.length > 0) visibility.projectIds = projectIds
    return { auth, companyId, scope, visibility }
  }
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
        visibility.projectIds?.length ? inArray(projects.id, visibility.projectIds) : undefined,
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
 * responsible (AGENCY scope and admins: everyone) — and only AGENCY-kind users. Taking part in a project
 * (`projectIds`) never makes it editable: the project page shows it read-only.
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

/**
 * True when the viewer sees the project only because they take part in it (docs/decisions/0047): without
 * `projectIds` it would be out of their scope. The project page then hides every tab's writes: those
 * answer 404 for them, while someone who sees the project by scope may write on its tabs even when
 * `mayEdit` is false (they are not its responsible's manager).
 */
export function seenOnlyByTakingPart(
  viewer: Viewer,
  project: { id: number; responsible_id: number | null; created_by: number | null },
): boolean {
  const { visibility } = viewer
  if (visibility.kind !== 'people' || !visibility.projectIds?.includes(project.id)) return false
  const mine = (id: number | null) => id !== null && visibility.ids.includes(id)
  return !mine(project.responsible_id) && !mine(project.created_by)
}
