import { loginInputSchema } from '@ajanda/contracts/auth.contract'
import { translateIssue } from '@ajanda/contracts/common/validation-messages'
import { describe, expect, it } from 'vitest'
import { validateLogin } from './login-validation'

const cases = [
  { email: '', password: '' },
  { email: '   ', password: 'x' },
  { email: 'not-an-email', password: 'secret' },
  { email: 'a@b', password: 'secret' },
  { email: `${'a'.repeat(260)}@b.co`, password: 'secret' },
  { email: 'admin@demo.ajanda.test', password: '' },
  { email: 'admin@demo.ajanda.test', password: 'x'.repeat(129) },
  { email: ' Admin@Demo.Ajanda.Test ', password: 'demo1234' },
]

/** The first message per field that the contract's schema gives, as the server would say it. */
function schemaMessages(values: (typeof cases)[number]) {
  const result = loginInputSchema.safeParse(values, { reportInput: true })
  const out: Record<string, string> = {}
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0])
      out[field] ??= translateIssue(issue, 'tr')
    }
  }
  return out
}

describe('validateLogin', () => {
  it.each(cases)('agrees with loginInputSchema for %j', (values) => {
    expect(validateLogin(values, 'tr')).toEqual(schemaMessages(values))
  })
})
