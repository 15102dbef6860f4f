import type { Locale } from '@ajanda/contracts/common/locale'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import type {
  AdminUser,
  AdminUserListQuery,
  InviteUserInput,
  UpdateUserInput,
} from '@ajanda/contracts/users-admin.contract'
import { revokeAllTokensOf } from '../../platform/auth'
import { newPublicCode } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import { FieldValidationError, NotFoundError } from '../../platform/errors'
import { paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import { isUniqueViolation } from '../../platform/sql-errors'
import { createAuthService } from '../auth/auth.service'
import { createEventCompaniesRepository } from '../event-companies/event-companies.repository'
import { toAdminUser } from './admin-user-view'
import { checkAssignment, refuseReportingLoop } from './user-assignment'
import { createUsersRepository, type UserRow } from './users.repository'
import { createUsersAdminRepository } from './users-admin.repository'

/** The admin's people management: list, invite, edit, deactivate, reactivate, password links. */
export function createUsersAdminService(ctx: AppContext) {
  const repo = createUsersAdminRepository(ctx.db)
  const usersRepo = createUsersRepository(ctx.db)
  const auth = createAuthService(ctx)

  async function view(companyId: number, id: number, locale: Locale): Promise<AdminUser> {
    const row = await repo.findJoinedById(companyId, id)
    if (!row) throw new NotFoundError()
    return toAdminUser(row, ctx.storage, locale)
  }

  /** A person of the caller's company; anyone else's id answers 404. */
  async function colleague(caller: AuthState, id: number): Promise<UserRow> {
    const user = await usersRepo.findById(caller.user.event_company_id, id)
    if (!user) throw new NotFoundError()
    return user
  }

  async function companyName(companyId: number): Promise<string> {
    return (await createEventCompaniesRepository(ctx.db).findById(companyId))?.name ?? ''
  }

  return {
    async list(
      caller: AuthState,
      query: AdminUserListQuery,
      path: string,
      locale: Locale,
    ): Promise<Paginated<AdminUser>> {
      const { rows, total } = await repo.findPage(caller.user.event_company_id, query)
      const data = rows.map((row) => toAdminUser(row, ctx.storage, locale))
      return paginated(data, total, { page: query.page, pageSize: query.page_size }, path, query)
    },

    async getByCode(caller: AuthState, code: string, locale: Locale): Promise<AdminUser> {
      const row = await repo.findJoinedByCode(caller.user.event_company_id, code)
      if (!row) throw new NotFoundError()
      return toAdminUser(row, ctx.storage, locale)
    },

    /** Creates the account without a password and mails a single-use link (7 days) that sets it. */
    async invite(caller: AuthState, input: InviteUserInput, locale: Locale): Promise<AdminUser> {
      const companyId = caller.user.event_company_id
      const email = input.email.toLowerCase()
      const taken = () => FieldValidationError.of('email', { key: 'email_taken' })
      if (await usersRepo.findByEmail(email)) throw taken()
      const assignment = {
        position_id: input.position_id ?? null,
        division_id: input.division_id ?? null,
        team_id: input.team_id ?? null,
        reports_to: input.reports_to ?? null,
      }
      await checkAssignment(ctx.db, companyId, assignment, assignment, null)
      const company = await companyName(companyId)
      // The user row, its link and the link's mail in one transaction (issue 18): never an account whose
      // invitation was lost.
      const user = await ctx.db.transaction(async (tx) => {
        let user: UserRow
        try {
          user = await createUsersAdminRepository(tx).insert({
            event_company_id: companyId,
            code: newPublicCode(),
            email,
            password_hash: null,
            full_name: input.full_name,
            kind: input.kind,
            is_admin: input.is_admin,
            language: input.language,
            ...assignment,
          })
        } catch (error) {
          if (isUniqueViolation(error)) throw taken()
          throw error
        }
        await auth.sendPasswordLink(user, { purpose: 'invite', inviter: caller.user.full_name, company }, tx)
        return user
      })
      return view(companyId, user.id, locale)
    },

    async update(caller: AuthState, id: number, input: UpdateUserInput, locale: Locale): Promise<AdminUser> {
      const companyId = caller.user.event_company_id
      const user = await colleague(caller, id)
      if (input.is_admin === false && user.id === caller.user.id)
        throw FieldValidationError.of('is_admin', { key: 'own_admin_flag' })
      const next = {
        position_id: input.position_id !== undefined ? input.position_id : user.position_id,
        division_id: input.division_id !== undefined ? input.division_id : user.division_id,
        team_id: input.team_id !== undefined ? input.team_id : user.team_id,
        reports_to: input.reports_to !== undefined ? input.reports_to : user.reports_to,
      }
      await checkAssignment(ctx.db, companyId, next, input, user.id)
      await ctx.db.transaction(async (tx) => {
        if (input.reports_to !== undefined && input.reports_to !== null) {
          const admin = createUsersAdminRepository(tx)
          await admin.lockReportingLines(companyId)
          await refuseReportingLoop(tx, companyId, user, input.reports_to)
        }
        await createUsersRepository(tx).update(user.id, input)
      })
      return view(companyId, user.id, locale)
    },

    /** Records stay; the person cannot sign in and every open session ends at once. */
    async deactivate(caller: AuthState, id: number, locale: Locale): Promise<AdminUser> {
      const user = await colleague(caller, id)
      if (user.id === caller.user.id) throw FieldValidationError.of('id', { key: 'own_deactivation' })
      await ctx.db.transaction(async (tx) => {
        if (!user.deleted_at) await createUsersRepository(tx).update(user.id, { deleted_at: new Date() })
        await revokeAllTokensOf(tx, user.id)
      })
      return view(caller.user.event_company_id, user.id, locale)
    },

    async reactivate(caller: AuthState, id: number, locale: Locale): Promise<AdminUser> {
      const user = await colleague(caller, id)
      if (user.deleted_at) await usersRepo.update(user.id, { deleted_at: null })
      return view(caller.user.event_company_id, user.id, locale)
    },

    /**
     * Mails a link that sets the password: a reset link, or the invitation again to someone who has not
     * set one yet. Returns the address it went to.
     */
    async sendPasswordLink(caller: AuthState, id: number): Promise<string> {
      const user = await colleague(caller, id)
      if (user.deleted_at) throw FieldValidationError.of('id', { key: 'account_disabled' })
      if (user.password_hash === null) {
        await auth.sendPasswordLink(user, {
          purpose: 'invite',
          inviter: caller.user.full_name,
          company: await companyName(user.event_company_id),
        })
      } else {
        await auth.sendPasswordLink(user, { purpose: 'reset' })
      }
      return user.email
    },
  }
}
