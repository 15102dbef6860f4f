import type { DbOrTx } from '../../platform/db'
import { type FieldMessage, FieldValidationError } from '../../platform/errors'
import { createUsersRepository } from './users.repository'
import { createUsersAdminRepository } from './users-admin.repository'

/** Where a person sits in the company: what an invitation or PUT /users/{id} may set. */
export interface Assignment {
  position_id: number | null
  division_id: number | null
  team_id: number | null
  reports_to: number | null
}

/**
 * The company's own position, division, team and manager, a team inside the chosen division, and an
 * active manager other than the person. `next` is the person as they would be after the call; only what
 * the call `sent` is checked, so an untouched old value never blocks another change. All failures at once.
 */
export async function checkAssignment(
  db: DbOrTx,
  companyId: number,
  next: Assignment,
  sent: Partial<Record<keyof Assignment, unknown>>,
  userId: number | null,
): Promise<void> {
  const users = createUsersRepository(db)
  const admin = createUsersAdminRepository(db)
  const errors: Record<string, FieldMessage[]> = {}
  const fail = (field: string, message: FieldMessage) => {
    errors[field] = [message]
  }
  const invalid: FieldMessage = { validation: 'invalid_choice' }

  if (sent.position_id !== undefined && next.position_id !== null) {
    if (!(await users.findPosition(companyId, next.position_id))) fail('position_id', invalid)
  }
  if (sent.division_id !== undefined && next.division_id !== null) {
    if (!(await admin.findDivision(companyId, next.division_id))) fail('division_id', invalid)
  }
  if ((sent.team_id !== undefined || sent.division_id !== undefined) && next.team_id !== null) {
    const team = await admin.findTeam(companyId, next.team_id)
    if (!team) fail('team_id', invalid)
    else if (team.division_id !== next.division_id) fail('team_id', { key: 'team_not_in_division' })
  }
  if (sent.reports_to !== undefined && next.reports_to !== null) {
    const manager = await users.findById(companyId, next.reports_to)
    if (next.reports_to === userId) fail('reports_to', { key: 'reports_to_self' })
    else if (!manager) fail('reports_to', invalid)
    else if (manager.deleted_at) fail('reports_to', { key: 'reports_to_inactive' })
  }
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors)
}

/**
 * Refuses a manager whose own chain of managers leads back to the person: the message walks the loop,
 * "Elif Demir → Gizem Aydın → Can Öztürk → Burak Yıldız → Elif Demir". Run inside the transaction that
 * holds the company's reporting-line lock.
 */
export async function refuseReportingLoop(
  db: DbOrTx,
  companyId: number,
  person: { id: number; full_name: string },
  managerId: number,
): Promise<void> {
  const chain = await createUsersAdminRepository(db).managerChain(companyId, managerId)
  const loopEnd = chain.findIndex((link) => link.id === person.id)
  if (loopEnd < 0) return
  const path = [person.full_name, ...chain.slice(0, loopEnd + 1).map((link) => link.full_name)].join(' → ')
  throw FieldValidationError.of('reports_to', { key: 'reports_to_cycle', params: { path } })
}
