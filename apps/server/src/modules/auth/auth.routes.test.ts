import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerCompany } from '../../test-support/register-company'
import { createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => {
  await testApp?.close()
})

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url, payload: payload as object, headers })

describe('POST /login', () => {
  it('gives a token and the user', async () => {
    const response = await post('/api/v1/login', { email: 'admin@demo.ajanda.test', password: DEMO_PASSWORD })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(body.user).toMatchObject({ email: 'admin@demo.ajanda.test', is_admin: 1, kind: 'AGENCY' })
    expect(body.user.position.scope).toBe('AGENCY')
    expect(body.user.memberships).toContainEqual({ name: 'ECOS' })
  })

  it('accepts the e-mail in any case', async () => {
    const response = await post('/api/v1/login', { email: 'Admin@Demo.Ajanda.Test', password: DEMO_PASSWORD })
    expect(response.statusCode).toBe(200)
  })

  it('refuses a wrong password with a 422 under the e-mail field, in Turkish by default', async () => {
    const response = await post('/api/v1/login', {
      email: 'team@demo.ajanda.test',
      password: 'wrong-password',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      message: 'E-posta adresin ya da şifren hatalı.',
      errors: { email: ['E-posta adresin ya da şifren hatalı.'] },
    })
  })

  it('speaks English with locale=en', async () => {
    const response = await post('/api/v1/login?locale=en', {
      email: 'team@demo.ajanda.test',
      password: 'nope',
    })
    expect(response.json().errors.email).toEqual(['Your e-mail address or password is wrong.'])
  })

  it("says the spec's messages for missing and malformed fields", async () => {
    const response = await post('/api/v1/login', { email: 'not-an-email' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      email: ['Geçerli bir e-posta adresi girmelisin'],
      password: ['Bu alan zorunludur'],
    })
  })

  it('refuses unknown fields, wrong types and over-long strings', async () => {
    const response = await post('/api/v1/login', {
      email: 'a@b.co',
      password: 42,
      admin: true,
      x: 'y'.repeat(10),
    })
    expect(response.statusCode).toBe(422)
    const errors = response.json().errors
    expect(errors.admin).toEqual(['Bu alan tanınmıyor'])
    expect(errors.password).toEqual(['Geçersiz değer'])
    const long = await post('/api/v1/login', { email: `${'a'.repeat(300)}@b.co`, password: 'x' })
    expect(long.json().errors.email).toEqual(['En fazla 255 karakterden oluşmalı'])
  })

  it('answers malformed JSON, a body that is not an object, and a huge body with a 4xx', async () => {
    const malformed = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe('Gönderilen veri geçerli bir JSON değil.')
    const notObject = await post('/api/v1/login', [1, 2])
    expect(notObject.statusCode).toBe(422)
    const huge = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(7 * 1024 * 1024) }),
    })
    expect(huge.statusCode).toBe(413)
  })

  it('locks an e-mail and address out after 5 failures in 15 minutes', async () => {
    const email = 'division@demo.ajanda.test'
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/v1/login', { email, password: `bad-${i}` })).statusCode).toBe(422)
    }
    const locked = await post('/api/v1/login', { email, password: DEMO_PASSWORD })
    expect(locked.statusCode).toBe(429)
    expect(locked.json().message).toMatch(/15 dakika sonra/)
    // Another e-mail from the same address is not affected.
    expect(
      (await post('/api/v1/login', { email: 'user@demo.ajanda.test', password: DEMO_PASSWORD })).statusCode,
    ).toBe(200)
    // When the window has passed the account opens again.
    await testApp.database.db.execute(
      sql`update login_attempts set attempted_at = now() - interval '16 minutes' where email = ${email}`,
    )
    expect((await post('/api/v1/login', { email, password: DEMO_PASSWORD })).statusCode).toBe(200)
  })
})

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const { headers } = await loginAs(testApp.app, 'user@demo.ajanda.test')
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/me', headers })).statusCode).toBe(200)
    const logout = await post('/api/v1/logout', undefined, headers)
    expect(logout.statusCode).toBe(200)
    expect(logout.json().message).toBe('Çıkış yapıldı.')
    const after = await testApp.app.inject({ method: 'GET', url: '/api/v1/me', headers })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ message: 'Oturum açman gerekiyor.' })
  })

  it('an expired token answers 419', async () => {
    const { headers, user } = await loginAs(testApp.app, 'user@demo.ajanda.test')
    await testApp.database.db.execute(
      sql`update access_tokens set expires_at = now() - interval '1 minute' where user_id = ${user.id}`,
    )
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/me', headers })
    expect(response.statusCode).toBe(419)
  })

  it('a deactivated user cannot log in (the wrong password answer, no oracle) and their tokens stop working', async () => {
    const { headers, user } = await loginAs(testApp.app, 'client@demo.ajanda.test')
    await testApp.database.db.execute(sql`update users set deleted_at = now() where id = ${user.id}`)
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/me', headers })).statusCode).toBe(401)
    const login = await post('/api/v1/login', { email: 'client@demo.ajanda.test', password: DEMO_PASSWORD })
    const wrong = await post('/api/v1/login', { email: 'client@demo.ajanda.test', password: 'yanlis-sifre' })
    expect(login.statusCode).toBe(422)
    expect(login.body).toBe(wrong.body)
    expect(login.json().errors.email).toEqual(['E-posta adresin ya da şifren hatalı.'])
    await testApp.database.db.execute(sql`update users set deleted_at = null where id = ${user.id}`)
    await testApp.database.db.execute(sql`delete from login_attempts where email = 'client@demo.ajanda.test'`)
  })

  it('answers the Sanctum CSRF call with 204 at both paths', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })).statusCode).toBe(204)
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/sanctum/csrf-cookie' })).statusCode).toBe(
      204,
    )
  })
})

describe('forgotten password', () => {
  const resetLinkOf = (text: string) => {
    const match = /\/password-reset\/([A-Za-z0-9_-]+)\?email=([^\s]+)/.exec(text)
    if (!match) throw new Error(`no reset link in: ${text}`)
    return { token: match[1] as string, email: decodeURIComponent(match[2] as string) }
  }

  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const email = 'team@demo.ajanda.test'
    const { headers } = await loginAs(testApp.app, email)
    const response = await post('/api/v1/forgot-password', { email })
    expect(response.statusCode).toBe(200)
    const mail = testApp.mails.at(-1)
    expect(mail?.to).toBe(email)
    expect(mail?.text).toContain('http://ajanda.test/password-reset/')
    // Sent through the mail.send job, with an HTML part whose button is the same link.
    expect(testApp.jobs.enqueued.at(-1)?.name).toBe('mail.send')
    expect(mail?.html).toContain('href="http://ajanda.test/password-reset/')
    const link = resetLinkOf(mail?.text ?? '')
    const reset = await post('/api/v1/reset-password', {
      token: link.token,
      email: link.email,
      password: 'yeni-sifre-123',
      password_confirmation: 'yeni-sifre-123',
    })
    expect(reset.statusCode).toBe(200)
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/me', headers })).statusCode).toBe(401)
    expect((await post('/api/v1/login', { email, password: 'yeni-sifre-123' })).statusCode).toBe(200)
    const again = await post('/api/v1/reset-password', {
      token: link.token,
      email: link.email,
      password: 'baska-sifre-123',
      password_confirmation: 'baska-sifre-123',
    })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors.token).toEqual(['Bu şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş.'])
  })

  it('refuses an expired link, a link used with another e-mail, and mismatched passwords', async () => {
    const email = 'user@demo.ajanda.test'
    await post('/api/v1/forgot-password', { email })
    const link = resetLinkOf(testApp.mails.at(-1)?.text ?? '')
    const mismatch = await post('/api/v1/reset-password', {
      token: link.token,
      email,
      password: 'yeni-sifre-123',
      password_confirmation: 'baska-sifre-123',
    })
    expect(mismatch.json().errors.password_confirmation).toEqual(['Şifreler birbiri ile aynı olmalı'])
    const wrongEmail = await post('/api/v1/reset-password', {
      token: link.token,
      email: 'admin@demo.ajanda.test',
      password: 'yeni-sifre-123',
      password_confirmation: 'yeni-sifre-123',
    })
    expect(wrongEmail.statusCode).toBe(422)
    await testApp.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second'`,
    )
    const expired = await post('/api/v1/reset-password', {
      token: link.token,
      email,
      password: 'yeni-sifre-123',
      password_confirmation: 'yeni-sifre-123',
    })
    expect(expired.statusCode).toBe(422)
  })

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = testApp.mails.length
    const response = await post('/api/v1/forgot-password', { email: 'nobody@nowhere.test' })
    expect(response.statusCode).toBe(200)
    expect(testApp.mails.length).toBe(before)
  })
})

describe('POST /register', () => {
  it('creates, once confirmed, a company with its first admin and logs them in', async () => {
    const { user, headers } = await registerCompany(testApp, {
      company_name: 'Yeni Ajans',
      full_name: 'Deniz Kaya',
      email: 'deniz@yeni-ajans.test',
      password: 'guclu-sifre-1',
    })
    expect(user).toMatchObject({ is_admin: 1, kind: 'AGENCY', full_name: 'Deniz Kaya' })
    const company = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/event-companies/${user.event_company_id}`,
      headers,
    })
    expect(company.json()).toMatchObject({ name: 'Yeni Ajans', currency: 'TRY' })
    expect(company.json().bizdev_stages).toHaveLength(15)
    const users = await testApp.app.inject({ method: 'GET', url: '/api/v1/users', headers })
    expect(users.json()).toHaveLength(1)
  })

  it('refuses a short password', async () => {
    const response = await post('/api/v1/register', {
      company_name: 'X',
      full_name: 'Y',
      email: 'admin@demo.ajanda.test',
      password: 'kisa',
      password_confirmation: 'kisa',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.password).toEqual(['En az 8 karakterden oluşmalı'])
  })
})

describe('platform', () => {
  it('reports health with the database', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' })
  })

  it('serves the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    expect(Object.keys(response.json().paths)).toContain('/api/v1/login')
  })

  it('answers an unknown API path with a JSON 404 and a request id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/nope?locale=en' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'The address you asked for was not found.' })
    expect(response.headers['x-request-id']).toBeTruthy()
  })
})
