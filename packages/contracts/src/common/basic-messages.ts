import type { Locale } from './locale'

/**
 * The generic texts of specification section 5, apart from the full catalogue so that the sign-in page
 * can say them without loading every message of every form.
 */
export const basicMessages = {
  tr: {
    required: 'Bu alan zorunludur',
    email: 'Geçerli bir e-posta adresi girmelisin',
    min_length: 'En az {min} karakterden oluşmalı',
    max_length: 'En fazla {max} karakterden oluşmalı',
    passwords_mismatch: 'Şifreler birbiri ile aynı olmalı',
  },
  en: {
    required: 'This field is required',
    email: 'You must enter a valid e-mail address',
    min_length: 'Must be at least {min} characters',
    max_length: 'Must be at most {max} characters',
    passwords_mismatch: 'Passwords must match',
  },
} as const satisfies Record<Locale, Record<string, string>>

export type BasicMessageKey = keyof (typeof basicMessages)['tr']

/** `{name}` placeholders filled from params; an unknown one stays visible rather than vanishing. */
export function fillTemplate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
}

export function basicMessage(
  locale: Locale,
  key: BasicMessageKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(basicMessages[locale][key], params)
}
