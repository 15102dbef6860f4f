import { LOGIN_WINDOW_MINUTES } from '@ajanda/contracts/auth.contract'
import type { RateLimitRule } from '../../platform/rate-limit'

/**
 * The limits of the sign-in pages' public calls (docs/decisions/0019). Per address (IP) they sit on the
 * routes (`config.rateLimit`); per e-mail address the services count them. An office behind one address
 * signs in many people: failed logins alone count there, and generously.
 */
export const AUTH_RATE_LIMITS = {
  /** One address trying many accounts: 30 failed logins in 15 minutes, whatever the e-mail. */
  loginPerIp: {
    name: 'login-ip',
    points: 30,
    durationSeconds: LOGIN_WINDOW_MINUTES * 60,
    countFailuresOnly: true,
  },
  registerPerIp: { name: 'register-ip', points: 20, durationSeconds: 3600 },
  /** Each sign-up mails the address: three an hour is plenty for a typo and a retry. */
  registerPerEmail: { name: 'register-email', points: 3, durationSeconds: 3600 },
  confirmPerIp: { name: 'register-confirm-ip', points: 60, durationSeconds: 15 * 60 },
  forgotPerIp: { name: 'forgot-ip', points: 20, durationSeconds: 15 * 60 },
  forgotPerEmail: { name: 'forgot-email', points: 3, durationSeconds: 15 * 60 },
  resetPerIp: { name: 'reset-ip', points: 30, durationSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>
