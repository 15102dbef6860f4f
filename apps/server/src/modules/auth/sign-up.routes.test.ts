import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sha256 } from '../../platform/codes'
import { confirmationTokenFor, registerCompany } from '../../test-support/register-company'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { users } from '../users/users.table'
import { pendingSignups } from './auth.table'
import { SIGN_UP_ANSWER_MS } from './sign-up.service'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => {
  await testApp?.close()
})

let ipCounter = 0
/** Each test signs up from its own client address, so the per-address limits of one do not touch another. */
const nextIp = () => `10.20.0.${++ipCounter}`
const unique = () => `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`

const form = (email: string) => ({
  company_name: 'Yeni Ajans',
  full_name: 'Yeni Kişi',
  email,
  password: 'guclu-sifre-1',
  password_confirmation: 'guclu-sifre-1',
})
const signUp = (payload: object, remoteAddress = nextIp(), locale = 'tr') =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/register?locale=${locale}`, payload, remoteAddress })
const confirm = (token: string, locale = 'tr') =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/register/confirm?locale=${locale}`, payload: { token } })
const userCount = async (email: string) =>
  (await testApp.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length

describe('POST /register', () => {
  it('creates nothing yet: it stores the sign-up (only the hash of its link) and mails a confirmation link', async () => {
    const email = `yeni.${unique()}@ajans.test`
    const response = await signUp(form(email))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      message: 'E-posta adresine bir onay bağlantısı gönderdik. Hesabın, bağlantıyı açtığında oluşturulacak.',
    })
    expect(await userCount(email)).toBe(0)
    const token = confirmationTokenFor(testApp, email)
    expect(token).toBeDefined()
    expect(Buffer.from(token as string, 'base64url').length).toBeGreaterThanOrEqual(16)
    const [pending] = await testApp.database.db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.email, email))
    expect(pending?.token_hash).toBe(sha256(token as string))
    expect(pending?.password_hash).toMatch(/^\$argon2id\$/)
    expect(JSON.stringify(pending)).not.toContain(token as string)
    // Queued in the sign-up's own transaction, as account mail in the sign-up fairness group.
    const job = testApp.jobs.enqueued.findLast((j) => j.name === 'mail.send' && j.data.to === email)
    expect(job?.options).toMatchObject({ group: 'sign-up', priority: 10 })
    expect(job?.options?.tx).toBeDefined()
  })

  it('creates the company and its admin when the link is confirmed, signs them in, and works once', async () => {
    const email = `onay.${unique()}@ajans.test`
    await signUp(form(email))
    const token = confirmationTokenFor(testApp, email) as string
    const confirmed = await confirm(token)
    expect(confirmed.statusCode).toBe(200)
    const body = confirmed.json()
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(body.user).toMatchObject({ email, full_name: 'Yeni Kişi', is_admin: 1, kind: 'AGENCY' })
    expect(body.user.position.scope).toBe('AGENCY')
    expect(body.user.memberships).toContainEqual({ name: 'ECOS' })
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${body.token}` },
    })
    expect(me.statusCode).toBe(200)
    expect(await loginAs(testApp.app, email, 'guclu-sifre-1')).toBeDefined()

    const again = await confirm(token)
    expect(again.statusCode).toBe(422)
    expect(again.json().errors.token).toEqual([
      'Bu onay bağlantısı geçersiz, kullanılmış ya da süresi dolmuş. Lütfen yeniden kaydol.',
    ])
    expect(await userCount(email)).toBe(1)
  })

  it('answers a new address, a known one and a repeated sign-up the same way, in the same time', async () => {
    const fresh = `taze.${unique()}@ajans.test`
    const cases = [fresh, 'admin@demo.ajanda.test', fresh]
    const answers: { status: number; body: string; ms: number }[] = []
    for (const email of cases) {
      const started = performance.now()
      const response = await signUp(form(email))
      answers.push({ status: response.statusCode, body: response.body, ms: performance.now() - started })
    }
    expect(new Set(answers.map((a) => `${a.status} ${a.body}`)).size).toBe(1)
    for (const answer of answers) {
      expect(answer.ms).toBeGreaterThanOrEqual(SIGN_UP_ANSWER_MS - 5)
      expect(answer.ms).toBeLessThan(SIGN_UP_ANSWER_MS + 600)
    }
    // The account's owner learns that someone tried; no sign-up is stored for a known address.
    const note = testApp.mails.findLast((m) => m.to === 'admin@demo.ajanda.test')
    expect(note?.subject).toBe('Ajanda: bu e-posta adresiyle zaten bir hesabın var')
    const stored = await testApp.database.db
      .select({ id: pendingSignups.id })
      .from(pendingSignups)
      .where(eq(pendingSignups.email, 'admin@demo.ajanda.test'))
    expect(stored).toEqual([])
  })

  it('refuses an expired link and an unknown one', async () => {
    const email = `eski.${unique()}@ajans.test`
    await signUp(form(email))
    const token = confirmationTokenFor(testApp, email) as string
    await testApp.database.db.execute(
      sql`update pending_signups set expires_at = now() - interval '1 minute' where email = ${email}`,
    )
    expect((await confirm(token)).statusCode).toBe(422)
    const unknown = await confirm('bilinmeyen-bir-baglanti', 'en')
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.token).toEqual([
      'This confirmation link is invalid, already used or expired. Please sign up again.',
    ])
    expect(await userCount(email)).toBe(0)
  })

  it('lets an invitation win over an unconfirmed sign-up: the later confirmation fails clearly', async () => {
    const email = `davet.${unique()}@ajans.test`
    await signUp(form(email))
    const token = confirmationTokenFor(testApp, email) as string
    const admin = await loginAs(testApp.app, 'admin@demo.ajanda.test')
    const invited = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/invite',
      headers: admin.headers,
      payload: { email, full_name: 'Davetli Kişi' },
    })
    expect(invited.statusCode).toBe(200)
    const confirmed = await confirm(token, 'en')
    expect(confirmed.statusCode).toBe(422)
    expect(confirmed.json().errors.token).toEqual([
      'An account with this e-mail address exists now (for example through an invitation). Sign in or reset your password.',
    ])
    expect(await userCount(email)).toBe(1)
  })

  it('is limited per e-mail address (3 an hour) and per client address (20 an hour)', async () => {
    const email = `sinir.${unique()}@ajans.test`
    const perEmail = []
    for (let i = 0; i < 4; i++) perEmail.push((await signUp(form(email))).statusCode)
    expect(perEmail).toEqual([200, 200, 200, 429])

    const ip = nextIp()
    const perIp = await Promise.all(
      Array.from({ length: 21 }, (_, i) => signUp(form(`ip${i}.${unique()}@ajans.test`), ip)),
    )
    const refused = perIp.filter((r) => r.statusCode === 429)
    expect(refused).toHaveLength(1)
    expect(refused[0]?.json().message).toMatch(
      /^Çok fazla deneme yaptın\. Lütfen \d+ dakika sonra tekrar dene\.$/,
    )
  })

  it('registerCompany() signs a company up through the link', async () => {
    const email = `yardimci.${unique()}@ajans.test`
    const account = await registerCompany(testApp, {
      company_name: 'Yardımcı Ajans',
      full_name: 'Yar Dımcı',
      email,
      password: 'guclu-sifre-1',
    })
    expect(account.user.email).toBe(email)
  })
})
