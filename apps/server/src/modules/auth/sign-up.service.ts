import {
  type ConfirmRegistrationInput,
  type LoginResponse,
  type RegisterInput,
  SIGNUP_CONFIRMATION_TTL_HOURS,
} from '@ajanda/contracts/auth.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { issueToken } from '../../platform/auth'
import { newPublicCode, newSecret, sha256 } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import type { Tx } from '../../platform/db'
import { FieldValidationError } from '../../platform/errors'
import { JOB_PRIORITY } from '../../platform/jobs'
import { MAIL_SEND } from '../../platform/jobs/mail-send.job'
import { renderAccountMail } from '../../platform/mail-templates/index'
import { hashPassword } from '../../platform/passwords'
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
import { AUTH_RATE_LIMITS } from './auth-rate-limits'
import { withMinimumDuration } from './minimum-duration'
import { createSignUpRepository, type PendingSignupRow } from './sign-up.repository'

/**
 * Every sign-up answers after this long, whatever the address: longer than hashing the password, storing
 * the sign-up and queueing its mail take together, so a known address cannot be told from a new one.
 */
export const SIGN_UP_ANSWER_MS = 600
const SIGN_UP_MAIL_GROUP = 'sign-up'

/**
 * Sign-up in two steps (docs/decisions/0019): POST /register stores the form and mails a link; the
 * company, its admin position and its admin are created when the link is confirmed. An account made for
 * the address in between (an invitation) wins: the confirmation then fails.
 */
export function createSignUpService(ctx: AppContext) {
  const usersRepo = createUsersRepository(ctx.db)
  const usersService = createUsersService(ctx)

  /**
   * Account mail goes ahead of notices; all sign-up mail shares one fairness group, so a flood of
   * sign-ups never holds back a company's own mail.
   */
  async function mailTo(email: string, mail: ReturnType<typeof renderAccountMail>, tx?: Tx) {
    await ctx.jobs.enqueue(
      MAIL_SEND,
      { to: email, ...mail },
      { tx, group: SIGN_UP_MAIL_GROUP, priority: JOB_PRIORITY.account },
    )
  }

  return {
    /** The same answer, in the same time, for a new address, a known one and a repeated sign-up. */
    async register(input: RegisterInput, locale: Locale): Promise<void> {
      const email = input.email.toLowerCase()
      await ctx.rateLimits.consume(AUTH_RATE_LIMITS.registerPerEmail, email)
      const language: Locale = input.language ?? locale
      await withMinimumDuration(SIGN_UP_ANSWER_MS, async () => {
        const passwordHash = await hashPassword(input.password)
        const company = { name: input.company_name, emailLogoUrl: null }
        const existing = await usersRepo.findByEmail(email)
        if (existing) {
          // The owner learns that someone tried, and how to get back in; the caller learns nothing.
          const userLocale: Locale = existing.language === 'en' ? 'en' : 'tr'
          await mailTo(
            email,
            renderAccountMail({
              kind: 'signup-existing-account',
              locale: userLocale,
              company: { name: 'Ajanda', emailLogoUrl: null },
              recipientName: existing.full_name,
              link: `${ctx.config.appUrl}/forgot-password`,
            }),
          )
          return
        }
        const secret = newSecret()
        const now = new Date()
        const mail = renderAccountMail({
          kind: 'signup-confirmation',
          locale: language,
          company,
          recipientName: input.full_name,
          link: `${ctx.config.appUrl}/register/confirm/${secret}`,
          validHours: SIGNUP_CONFIRMATION_TTL_HOURS,
        })
        // The sign-up and its mail commit together: an acknowledged sign-up always has its link.
        await ctx.db.transaction(async (tx) => {
          const repo = createSignUpRepository(tx)
          await repo.pruneExpired(now)
          await repo.insert({
            email,
            token_hash: sha256(secret),
            password_hash: passwordHash,
            company_name: input.company_name,
            full_name: input.full_name,
            language,
            expires_at: new Date(now.getTime() + SIGNUP_CONFIRMATION_TTL_HOURS * 3600_000),
          })
          await mailTo(email, mail, tx)
        })
      })
    },

    /** Creates the company from a confirmed sign-up and signs its admin in; the link works once. */
    async confirm(input: ConfirmRegistrationInput, locale: Locale): Promise<LoginResponse> {
      const invalid = () => FieldValidationError.of('token', { key: 'signup_link_invalid' })
      const taken = () => FieldValidationError.of('token', { key: 'signup_email_taken' })
      const pending = await createSignUpRepository(ctx.db).findUsableByTokenHash(
        sha256(input.token),
        new Date(),
      )
      if (!pending) throw invalid()
      if (await usersRepo.findByEmail(pending.email)) throw taken()
      let userId: number
      try {
        userId = await ctx.db.transaction(async (tx) => {
          const repo = createSignUpRepository(tx)
          if (!(await repo.take(pending.id))) throw invalid()
          await repo.deleteByEmail(pending.email)
          return createCompanyWithAdmin(tx, pending)
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw taken()
        throw error
      }
      const user = await usersRepo.findByEmail(pending.email)
      if (!user || user.id !== userId) throw new Error('confirmed user not found')
      const token = await issueToken(ctx.db, user.id)
      return { token, user: await usersService.me(user, locale) }
    },
  }
}

async function createCompanyWithAdmin(tx: Tx, pending: PendingSignupRow): Promise<number> {
  const language: Locale = pending.language === 'en' ? 'en' : 'tr'
  const companies = createEventCompaniesRepository(tx)
  const company = await companies.insertCompany({
    code: newPublicCode(),
    name: pending.company_name,
    language,
    currency: 'TRY',
    country: 'TR',
  })
  await companies.insertDefaults(company.id, {
    memberships: ['ECOS', 'FORMS', 'REGISTRATION'],
    vatRates: DEFAULT_VAT_RATES,
    stageNames: DEFAULT_BIZDEV_STAGE_NAMES[language],
    stageNamesEn: DEFAULT_BIZDEV_STAGE_NAMES.en,
    currency: 'TRY',
    language,
  })
  const [position] = await tx
    .insert(positions)
    .values({
      event_company_id: company.id,
      name: DEFAULT_ADMIN_POSITION[language],
      name_en: DEFAULT_ADMIN_POSITION.en,
      scope: 'AGENCY',
    })
    .returning({ id: positions.id })
  const [user] = await tx
    .insert(users)
    .values({
      event_company_id: company.id,
      code: newPublicCode(),
      email: pending.email,
      password_hash: pending.password_hash,
      full_name: pending.full_name,
      kind: 'AGENCY',
      is_admin: true,
      position_id: position?.id ?? null,
      language,
      last_login_at: new Date(),
    })
    .returning({ id: users.id })
  return user?.id as number
}
