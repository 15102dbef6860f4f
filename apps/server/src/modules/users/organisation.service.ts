import type { Division, Team } from '@ajanda/contracts/users.contract'
import type { DivisionInput, TeamInput } from '@ajanda/contracts/users-admin.contract'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { type FieldMessage, FieldValidationError, NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { deleteUnlessUsed } from '../definitions/definition-usages'
import { createOrganisationRepository } from './organisation.repository'
import type { DivisionRow, TeamRow } from './users.repository'

const divisionView = (row: DivisionRow): Division => ({
  id: row.id,
  name: row.name,
  auto_project_ref: row.auto_project_ref ? 1 : 0,
  project_ref_prefix: row.project_ref_prefix,
})
const teamView = (row: TeamRow): Team => ({
  id: row.id,
  division_id: row.division_id,
  name: row.name,
  color: row.color,
})

function throwIfAny(errors: Record<string, FieldMessage[]>) {
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors)
}

/** Divisions (with the project reference prefix) and teams; a division or team in use is not deleted. */
export function createOrganisationService(ctx: AppContext) {
  const repo = createOrganisationRepository(ctx.db)

  /** Division names and reference prefixes are unique in a company: references are `{prefix}-{year}-{n}`. */
  async function checkDivision(db: DbOrTx, companyId: number, input: DivisionInput, exceptId: number | null) {
    const organisation = createOrganisationRepository(db)
    const errors: Record<string, FieldMessage[]> = {}
    if (await organisation.divisionNameTaken(companyId, input.name, exceptId))
      errors.name = [{ key: 'name_taken' }]
    if (
      input.project_ref_prefix &&
      (await organisation.prefixTaken(companyId, input.project_ref_prefix, exceptId))
    )
      errors.project_ref_prefix = [{ key: 'ref_prefix_taken' }]
    throwIfAny(errors)
  }

  async function checkTeam(db: DbOrTx, companyId: number, input: TeamInput, exceptId: number | null) {
    const organisation = createOrganisationRepository(db)
    const errors: Record<string, FieldMessage[]> = {}
    if (await organisation.teamNameTaken(companyId, input.name, exceptId))
      errors.name = [{ key: 'name_taken' }]
    if (!(await organisation.findDivision(companyId, input.division_id)))
      errors.division_id = [{ validation: 'invalid_choice' }]
    throwIfAny(errors)
  }

  const divisionValues = (input: DivisionInput) => ({
    name: input.name,
    auto_project_ref: input.auto_project_ref,
    project_ref_prefix: input.project_ref_prefix || null,
  })

  return {
    async createDivision(auth: AuthState, input: DivisionInput): Promise<Division> {
      const companyId = auth.user.event_company_id
      const row = await ctx.db.transaction(async (tx) => {
        await checkDivision(tx, companyId, input, null)
        return createOrganisationRepository(tx).insertDivision({
          event_company_id: companyId,
          ...divisionValues(input),
        })
      })
      return divisionView(row)
    },
    async updateDivision(auth: AuthState, id: number, input: DivisionInput): Promise<Division> {
      const companyId = auth.user.event_company_id
      if (!(await repo.findDivision(companyId, id))) throw new NotFoundError()
      const row = await ctx.db.transaction(async (tx) => {
        await checkDivision(tx, companyId, input, id)
        return createOrganisationRepository(tx).updateDivision(companyId, id, divisionValues(input))
      })
      if (!row) throw new NotFoundError()
      return divisionView(row)
    },
    async deleteDivision(auth: AuthState, id: number): Promise<void> {
      const companyId = auth.user.event_company_id
      if (!(await repo.findDivision(companyId, id))) throw new NotFoundError()
      await deleteUnlessUsed(ctx.db, 'division', id, (tx) =>
        createOrganisationRepository(tx).deleteDivision(companyId, id),
      )
    },

    async createTeam(auth: AuthState, input: TeamInput): Promise<Team> {
      const companyId = auth.user.event_company_id
      const row = await ctx.db.transaction(async (tx) => {
        await checkTeam(tx, companyId, input, null)
        return createOrganisationRepository(tx).insertTeam({ event_company_id: companyId, ...input })
      })
      return teamView(row)
    },
    async updateTeam(auth: AuthState, id: number, input: TeamInput): Promise<Team> {
      const companyId = auth.user.event_company_id
      if (!(await repo.findTeam(companyId, id))) throw new NotFoundError()
      const row = await ctx.db.transaction(async (tx) => {
        await checkTeam(tx, companyId, input, id)
        const organisation = createOrganisationRepository(tx)
        const updated = await organisation.updateTeam(companyId, id, input)
        await organisation.moveTeamMembers(id, input.division_id)
        return updated
      })
      if (!row) throw new NotFoundError()
      return teamView(row)
    },
    async deleteTeam(auth: AuthState, id: number): Promise<void> {
      const companyId = auth.user.event_company_id
      if (!(await repo.findTeam(companyId, id))) throw new NotFoundError()
      await deleteUnlessUsed(ctx.db, 'team', id, (tx) =>
        createOrganisationRepository(tx).deleteTeam(companyId, id),
      )
    },
  }
}
