import type { LoginResponse, RegisterInput } from '@ajanda/contracts/auth.contract'
import type { TestApp } from './test-app'

/** The secret of the newest sign-up confirmation link mailed to `email`. */
export function confirmationTokenFor(testApp: TestApp, email: string): string | undefined {
  const mail = testApp.mails.findLast((m) => m.to === email && m.text.includes('/register/confirm/'))
  return mail?.text.match(/\/register\/confirm\/([A-Za-z0-9_-]+)/)?.[1]
}

/**
 * Signs a new company up through the real endpoints: POST /register, then the confirmation link it
 * mailed (POST /register/confirm). Answers the login response of its first admin.
 */
export async function registerCompany(
  testApp: TestApp,
  input: Omit<RegisterInput, 'password_confirmation'>,
): Promise<LoginResponse & { headers: { authorization: string } }> {
  const registered = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/register',
    payload: { ...input, password_confirmation: input.password },
  })
  if (registered.statusCode !== 200)
    throw new Error(`sign-up of ${input.email} failed: ${registered.statusCode} ${registered.body}`)
  const token = confirmationTokenFor(testApp, input.email.toLowerCase())
  if (!token) throw new Error(`no confirmation mail for ${input.email}`)
  const confirmed = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/register/confirm',
    payload: { token },
  })
  if (confirmed.statusCode !== 200)
    throw new Error(`confirmation of ${input.email} failed: ${confirmed.statusCode} ${confirmed.body}`)
  const body = confirmed.json() as LoginResponse
  return { ...body, headers: { authorization: `Bearer ${body.token}` } }
}
