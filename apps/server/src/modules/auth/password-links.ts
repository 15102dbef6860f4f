import { PASSWORD_RESET_TTL_MINUTES } from '@ajanda/contracts/auth.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { INVITATION_TTL_DAYS } from '@ajanda/contracts/users-admin.contract'
import { newSecret, sha256 } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import type { DbOrTx, Tx } from '../../platform/db'
import { companyGroup, JOB_PRIORITY } from '../../platform/jobs'
import { MAIL_SEND } from '../../platform/jobs/mail-send.job'
import { mailCompanyOf, renderAccountMail } from '../../platform/mail-templates/index'
import type { UserRow } from '../users/users.repository'
import { createAuthRepository } from './auth.repository'

export type PasswordLinkRequest =
  | { purpose: 'reset' }
  /** A new colleague: who invites them to which company. */
  | { purpose: 'invite'; inviter: string; company: string }

/**
 * Single-use links that set a password: a forgotten password (60 minutes) or an invitation (7 days).
 * Both are rows of password_reset_tokens, used through POST /reset-password; a newer link voids the
 * older ones of the same person.
 */
export function createPasswordLinks(ctx: AppContext) {
  return {
    /**
     * `tx`: the caller's transaction, when the link belongs to a write of its own (an invitation's new
     * user row): the row, the link and its mail then commit together.
     */
    async send(user: UserRow, request: PasswordLinkRequest, tx?: Tx): Promise<void> {
      const secret = newSecret()
      const ttlMs =
        request.purpose === 'invite'
          ? INVITATION_TTL_DAYS * 24 * 3600_000
          : PASSWORD_RESET_TTL_MINUTES * 60_000
      const locale: Locale = user.language === 'en' ? 'en' : 'tr'
      const email = encodeURIComponent(user.email)
      const link =
        request.purpose === 'invite'
          ? `${ctx.config.appUrl}/password-reset/${secret}?email=${email}&invite=1`
          : `${ctx.config.appUrl}/password-reset/${secret}?email=${email}`
      const company = await mailCompanyOf(tx ? { ...ctx, db: tx } : ctx, user.event_company_id)
      const mail =
        request.purpose === 'invite'
          ? renderAccountMail({
              kind: 'invitation',
              locale,
              company: { ...company, name: request.company },
              recipientName: user.full_name,
              inviterName: request.inviter,
              link,
              validDays: INVITATION_TTL_DAYS,
            })
          : renderAccountMail({
              kind: 'password-reset',
              locale,
              company,
              recipientName: user.full_name,
              link,
              validMinutes: PASSWORD_RESET_TTL_MINUTES,
            })
      // Sent by the mail.send job: a slow or failing SMTP server never fails or slows this request. The
      // job commits with the link it carries (issue 18), ahead of notices and in the company's group.
      const store = async (db: DbOrTx) => {
        const repo = createAuthRepository(db)
        await repo.invalidateOpenResets(user.id)
        await repo.insertPasswordReset({
          user_id: user.id,
          token_hash: sha256(secret),
          purpose: request.purpose,
          expires_at: new Date(Date.now() + ttlMs),
        })
        await ctx.jobs.enqueue(
          MAIL_SEND,
          { to: user.email, ...mail },
          { tx: db, group: companyGroup(user.event_company_id), priority: JOB_PRIORITY.account },
        )
      }
      if (tx) await store(tx)
      else await ctx.db.transaction(store)
    },
  }
}
