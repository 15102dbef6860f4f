import {
  LOGIN_MAX_ATTEMPTS,
  LOGIN_WINDOW_MINUTES,
  type LoginInput,
  type LoginResponse,
  type ResetPasswordInput,
} from '@ajanda/contracts/auth.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { issueToken, revokeAllTokensOf, revokeToken } from '../../platform/auth'
import { newSecret, sha256 } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import { FieldValidationError, TooManyAttemptsError } from '../../platform/errors'
import { hashPassword, verifyPassword } from '../../platform/passwords'
import type { AuthState } from '../../platform/request-context'
import { createUsersRepository } from '../users/users.repository'
import { createUsersService } from '../users/users.service'
import { createAuthRepository } from './auth.repository'
import { AUTH_RATE_LIMITS } from './auth-rate-limits'
import { withMinimumDuration } from './minimum-duration'
import { createPasswordLinks } from './password-links'

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000
/** Failed logins are kept this long (the window, and a day for whoever reads the log), then pruned. */
const LOGIN_ATTEMPTS_KEPT_MS = 24 * 3600_000
/**
 * Every forgotten-password call answers after this long: longer than making the link and queueing its
 * mail, so a known address cannot be told from an unknown one by the time.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 250

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
      // A deactivated account gets the wrong password's answer, after the same work: the message is no
      // oracle for which passwords are right.
      if (!user || !passwordOk || user.deleted_at) {
        await authRepo.recordFailure(email, ip)
        await authRepo.pruneFailuresBefore(new Date(Date.now() - LOGIN_ATTEMPTS_KEPT_MS))
        throw FieldValidationError.of('email', { key: 'login_failed' })
      }
      await authRepo.clearFailures(email, ip)
      const token = await issueToken(ctx.db, user.id)
      const updated = await usersRepo.update(user.id, { last_login_at: new Date() })
      return { token, user: await usersService.me(updated, locale) }
    },

    async logout(auth: AuthState): Promise<void> {
      await revokeToken(ctx.db, auth.tokenId)
    },

    /**
     * Answers the same, in the same time, whether or not the address exists, so it cannot be used to
     * probe for accounts. Counted per address (and per client address on the route).
     */
    async forgotPassword(emailInput: string): Promise<void> {
      const email = emailInput.toLowerCase()
      await ctx.rateLimits.consume(AUTH_RATE_LIMITS.forgotPerEmail, email)
      await withMinimumDuration(FORGOT_PASSWORD_ANSWER_MS, async () => {
        const user = await usersRepo.findByEmail(email)
        if (!user || user.deleted_at) return
        await links.send(user, { purpose: 'reset' })
      })
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
  }
}
