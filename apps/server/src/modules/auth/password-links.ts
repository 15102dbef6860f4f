import { PASSWORD_RESET_TTL_MINUTES } from '@ajanda/contracts/auth.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { INVITATION_TTL_DAYS } from '@ajanda/contracts/users-admin.contract'
import { newSecret, sha256 } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import { t } from '../../platform/messages'
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
    async send(user: UserRow, request: PasswordLinkRequest): Promise<void> {
      const secret = newSecret()
      const ttlMs =
        request.purpose === 'invite'
          ? INVITATION_TTL_DAYS * 24 * 3600_000
          : PASSWORD_RESET_TTL_MINUTES * 60_000
      await ctx.db.transaction(async (tx) => {
        const repo = createAuthRepository(tx)
        await repo.invalidateOpenResets(user.id)
        await repo.insertPasswordReset({
          user_id: user.id,
          token_hash: sha256(secret),
          purpose: request.purpose,
          expires_at: new Date(Date.now() + ttlMs),
        })
      })
      const locale: Locale = user.language === 'en' ? 'en' : 'tr'
      const email = encodeURIComponent(user.email)
      const link =
        request.purpose === 'invite'
          ? `${ctx.config.appUrl}/password-reset/${secret}?email=${email}&invite=1`
          : `${ctx.config.appUrl}/password-reset/${secret}?email=${email}`
      const text =
        request.purpose === 'invite'
          ? t(locale, 'invite_mail_body', {
              name: user.full_name,
              inviter: request.inviter,
              company: request.company,
              link,
              days: INVITATION_TTL_DAYS,
            })
          : t(locale, 'reset_mail_body', { name: user.full_name, link })
      const subject =
        request.purpose === 'invite'
          ? t(locale, 'invite_mail_subject', { company: request.company })
          : t(locale, 'reset_mail_subject')
      await ctx.mailer.send({
        to: user.email,
        subject,
        text,
        html: `<p>${escapeHtml(text)
          .replace(/\n/g, '<br>')
          .replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>`,
      })
    },
  }
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
