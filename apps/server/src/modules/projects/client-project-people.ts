import type { ClientUser } from '@ajanda/contracts/client-views.contract'
import { and, asc, eq, inArray, or } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import type { AuthState } from '../../platform/request-context'
import type { FileStorage } from '../../platform/storage'
import { pictureUrl } from '../users/me-view'
import { users } from '../users/users.table'
import { visibleProjects } from './project-access'
import { projects } from './projects.table'

/**
 * GET /users for a CLIENT user (decisions.md 1): the people on the projects they see (each one's
 * responsible and creator), a name and a picture each: never the agency's whole staff, its e-mails or
 * reporting lines. One query: the projects' visibility rule is project-access.ts's.
 */
export async function peopleOnClientProjects(
  db: DbOrTx,
  storage: FileStorage,
  auth: AuthState,
): Promise<ClientUser[]> {
  const me = auth.user
  const companyId = me.event_company_id
  const theirs = and(
    eq(projects.event_company_id, companyId),
    visibleProjects({ kind: 'client', userId: me.id, email: me.email.toLowerCase() }),
  )
  const responsible = db.select({ id: projects.responsible_id }).from(projects).where(theirs)
  const creators = db.select({ id: projects.created_by }).from(projects).where(theirs)
  const rows = await db
    .select({ id: users.id, full_name: users.full_name, profile_picture: users.profile_picture })
    .from(users)
    .where(
      and(
        eq(users.event_company_id, companyId),
        or(inArray(users.id, responsible), inArray(users.id, creators)),
      ),
    )
    .orderBy(asc(users.full_name), asc(users.id))
  return rows.map((row) => ({
    id: row.id,
    full_name: row.full_name,
    profile_picture_full: pictureUrl(storage, row.profile_picture),
  }))
}
