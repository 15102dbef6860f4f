import { basicMessages, fillTemplate } from '@ajanda/contracts/common/basic-messages'
import type { Locale } from '@ajanda/contracts/common/locale'

/**
 * The contract's DECLINE_REASON_MAX, said again here (a test holds them equal): importing the contract
 * would bring zod and every request schema into the public decision page.
 */
export const DECLINE_REASON_MAX = 500

/**
 * A decline needs its reason (decisions.md 4; the server answers 422 without one): "Bu alan zorunludur"
 * for a blank one, the length message past 500 characters, null when it may be sent. The basic messages
 * rather than the full catalogue, so the public decision page stays light.
 */
export function declineReasonError(reason: string, locale: Locale): string | null {
  const text = reason.trim()
  if (text === '') return basicMessages[locale].required
  if (text.length > DECLINE_REASON_MAX)
    return fillTemplate(basicMessages[locale].max_length, { max: DECLINE_REASON_MAX })
  return null
}
