import { loginInputSchema } from '@ajanda/contracts/auth.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { localizedZodResolver } from '../../shared/forms/localized-zod-resolver'

/** Loaded on the sign-in page's first interaction (see lazy-resolver). */
export const loginResolver = (locale: Locale) => localizedZodResolver(loginInputSchema, locale)
