import { or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { ForbiddenError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import type { TtlMap } from '../../platform/session-cache'
import { loadViewer, type Viewer, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'
import { invoices } from './accounting.table'

/**
 * Who sees and who writes invoices (decisions.md 1): admins and AGENCY scope ("finance") see and write
 * every invoice of the company; DIVISION, TEAM and USER scopes read the invoices of the projects they
 * see (the projects module's one visibility rule) and those they created, and write none.
 */
export interface InvoiceAccess {
  viewer: Viewer
  canWrite: boolean
  /** The SQL condition of the invoices the viewer sees (the company condition is separate). */
  visible: SQL | undefined
}

export async function invoiceAccess(
  db: DbOrTx,
  auth: AuthState,
  remembered?: TtlMap<number, unknown>,
): Promise<InvoiceAccess> {
  const viewer = await loadViewer(db, auth, remembered)
  const { visibility } = viewer
  if (visibility.kind === 'all') return { viewer, canWrite: true, visible: undefined }
  const projectSeen = visibleProjects(visibility)
  const visible = or(
    sql`${invoices.created_by} = ${auth.user.id}`,
    sql`exists (select 1 from ${projects} where ${projects.id} = ${invoices.project_id} and ${projectSeen ?? sql`true`})`,
  )
  return { viewer, canWrite: false, visible }
}

export function requireWriter(access: InvoiceAccess): void {
  if (!access.canWrite) throw new ForbiddenError()
}
