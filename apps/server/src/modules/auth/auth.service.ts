import {
  LOGIN_MAX_ATTEMPTS,
  LOGIN_WINDOW_MINUTES,
  type LoginInput,
  type LoginResponse,
  type RegisterInput,
  type ResetPasswordInput,
} from '@ajanda/contracts/auth.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { issueToken, revokeAllTokensOf, revokeToken } from '../../platform/auth'
import { newPublicCode, newSecret, sha256 } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import { FieldValidationError, TooManyAttemptsError } from '../../platform/errors'
import { hashPassword, verifyPassword } from '../../platform/passwords'
import type { AuthState } from '../../platform/request-context'
import { isUniqueViolation } from '../../platform/sql-errors'
import {
  DEFAULT_ADMIN_POSITION,
  DEFAULT_BIZDEV_STAGE_NAMES,
  DEFAULT_VAT_RATES,
} from '../event-companies/default-company-setup'
import { createEventCompaniesRepository } from '../event-companies/event-companies.repository'
import { createUsersRepository } from '../users/users.repository'
import { createUsersService } from '../users/users.service'
import { positions, users } from '../users/users.table'
import { createAuthRepository } from './auth.repository'
import { createPasswordLinks } from './password-links'

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000

/** Compared against when the e-mail is unknown, so that a miss takes as long as a hit. */
let decoyHash: Promise<string> | undefined
const decoy = () => {
  decoyHash ??= hashPassword(newSecret())
  return decoyHash
}

export function createAuthService(ctx: AppContext) {
  const authRepo = createAuthRepository(ctx.db)
  const usersRepo = createUsersRepository(ctx.db)
  const usersService = createUsersService(ctx)
  const links = createPasswordLinks(ctx)

  return {
    async login(input: LoginInput, ip: string, locale: Locale): Promise<LoginResponse> {
      const email = input.email.toLowerCase()
      const since = new Date(Date.now() - WINDOW_MS)
      if ((await authRepo.countRecentFailures(email, ip, since)) >= LOGIN_MAX_ATTEMPTS) {
        const oldest = await authRepo.oldestRecentFailure(email, ip, since)
        const waitMs = (oldest?.getTime() ?? Date.now()) + WINDOW_MS - Date.now()
        throw new TooManyAttemptsError(Math.max(1, Math.ceil(waitMs / 60_000)))
      }
      const user = await usersRepo.findByEmail(email)
      const passwordOk = await verifyPassword(user?.password_hash ?? (await decoy()), input.password)
      if (!user || !passwordOk) {
        await authRepo.recordFailure(email, ip)
        throw FieldValidationError.of('email', { key: 'login_failed' })
      }
      if (user.deleted_at) throw FieldValidationError.of('email', { key: 'account_disabled' })
      await authRepo.clearFailures(email, ip)
      const token = await issueToken(ctx.db, user.id)
      const updated = await usersRepo.update(user.id, { last_login_at: new Date() })
      return { token, user: await usersService.me(updated, locale) }
    },

    async logout(auth: AuthState): Promise<void> {
      await revokeToken(ctx.db, auth.tokenId)
    },

    /** Answers the same whether or not the address exists, so it cannot be used to probe for accounts. */
    async forgotPassword(emailInput: string): Promise<void> {
      const user = await usersRepo.findByEmail(emailInput.toLowerCase())
      if (!user || user.deleted_at) return
      await links.send(user, { purpose: 'reset' })
    },
    /** An admin's invitation or reset for someone else; see password-links.ts. */
    sendPasswordLink: links.send,
    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const invalid = () => FieldValidationError.of('token', { key: 'reset_token_invalid' })
      const reset = await authRepo.findUsablePasswordReset(sha256(input.token))
      if (!reset || reset.expires_at.getTime() <= Date.now()) throw invalid()
      const user = await usersRepo.findByEmail(input.email.toLowerCase())
      if (!user || user.id !== reset.user_id || user.deleted_at) throw invalid()
      const passwordHash = await hashPassword(input.password)
      await ctx.db.transaction(async (tx) => {
        const repo = createAuthRepository(tx)
        if (!(await repo.markPasswordResetUsed(reset.id))) throw invalid()
        await repo.invalidateOpenResets(user.id)
        await createUsersRepository(tx).update(user.id, { password_hash: passwordHash })
        await revokeAllTokensOf(tx, user.id)
      })
    },

    async register(input: RegisterInput, locale: Locale): Promise<LoginResponse> {
      const email = input.email.toLowerCase()
      const language: Locale = input.language ?? locale
      if (await usersRepo.findByEmail(email)) throw FieldValidationError.of('email', { key: 'email_taken' })
      const passwordHash = await hashPassword(input.password)
      try {
        const userId = await ctx.db.transaction(async (tx) => {
          const companies = createEventCompaniesRepository(tx)
          const company = await companies.insertCompany({
            code: newPublicCode(),
            name: input.company_name,
            language,
            currency: 'TRY',
            country: 'TR',
          })
          await companies.insertDefaults(company.id, {
            memberships: ['ECOS', 'FORMS', 'REGISTRATION'],
            vatRates: DEFAULT_VAT_RATES,
            stageNames: DEFAULT_BIZDEV_STAGE_NAMES[language],
            currency: 'TRY',
            language,
          })
          const [position] = await tx
            .insert(positions)
            .values({ event_company_id: company.id, name: DEFAULT_ADMIN_POSITION[language], scope: 'AGENCY' })
            .returning({ id: positions.id })
          const [user] = await tx
            .insert(users)
            .values({
              event_company_id: company.id,
              code: newPublicCode(),
              email,
              password_hash: passwordHash,
              full_name: input.full_name,
              kind: 'AGENCY',
              is_admin: true,
              position_id: position?.id ?? null,
              language,
              last_login_at: new Date(),
            })
            .returning({ id: users.id })
          return user?.id as number
        })
        const user = await usersRepo.findByEmail(email)
        if (!user || user.id !== userId) throw new Error('registered user not found')
        const token = await issueToken(ctx.db, user.id)
        return { token, user: await usersService.me(user, locale) }
      } catch (error) {
        if (isUniqueViolation(error)) throw FieldValidationError.of('email', { key: 'email_taken' })
        throw error
      }
    },
  }
}
