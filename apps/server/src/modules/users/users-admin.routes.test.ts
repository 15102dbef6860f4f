import { adminUserListResponseSchema } from '@ajanda/contracts/users-admin.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
let admin: Api
let user: Api
let other: Api
let people: Map<string, { id: number; code: string }>
beforeAll(async () => {
  testApp = await createTestApp()
  const demoAdmin = await loginAs(testApp.app, 'admin@demo.ajanda.test')
  admin = apiAs(testApp.app, demoAdmin.headers)
  user = apiAs(testApp.app, (await loginAs(testApp.app, 'user@demo.ajanda.test')).headers)
  other = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers)
  const list = (await admin.get('/users')).json() as { id: number; code: string; email: string }[]
  people = new Map(list.map((p) => [p.email.split('@')[0] as string, p]))
})
afterAll(async () => {
  await testApp?.close()
})

const idOf = (local: string) => people.get(local)?.id as number
const page = async (query: string, api = admin) => {
  const response = await api.get(`/admin/users${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return adminUserListResponseSchema.parse(response.json())
}
const linkIn = (text: string) => {
  const match = /\/password-reset\/([A-Za-z0-9_-]+)\?email=([^\s&]+)(&invite=1)?/.exec(text)
  if (!match) throw new Error(`no link in: ${text}`)
  return {
    token: match[1] as string,
    email: decodeURIComponent(match[2] as string),
    invite: Boolean(match[3]),
  }
}

describe('GET /admin/users', () => {
  it("pages the company's active people by name, with Laravel's paginator", async () => {
    const first = await page('')
    expect(first).toMatchObject({ current_page: 1, per_page: 20, total: 19, from: 1, to: 19, last_page: 1 })
    expect(first.data.every((u) => u.deleted_at === null)).toBe(true)
    expect(first.data[0]?.full_name).toBe('Ayşe Yılmaz')
    const elif = first.data.find((u) => u.email === 'admin@demo.ajanda.test')
    expect(elif).toMatchObject({
      is_admin: 1,
      position: { name: 'Genel Müdür', scope: 'AGENCY' },
      manager: null,
    })
    const gizem = first.data.find((u) => u.email === 'user@demo.ajanda.test')
    expect(gizem).toMatchObject({
      division: { name: 'Kurumsal Etkinlikler' },
      team: { name: 'Lansman Takımı', color: '#E8590C' },
      manager: { full_name: 'Can Öztürk' },
      invitation_pending: false,
    })

    const second = await page('?page=2&page_size=5&sort_by=email&sort_order=desc')
    expect(second).toMatchObject({ current_page: 2, per_page: 5, total: 19, from: 6, to: 10, last_page: 4 })
    const emails = second.data.map((u) => u.email)
    expect(emails).toEqual([...emails].sort().reverse())
    expect(second.links.find((l) => l.active)?.label).toBe('2')
    expect(second.links[0]?.url).toBe(
      '/api/v1/admin/users?page_size=5&sort_by=email&sort_order=desc&status=active&page=1',
    )
  })

  it('searches name and e-mail ignoring case and Turkish letters; filters by status', async () => {
    expect((await page('?search=ayse')).data.map((u) => u.full_name)).toEqual(['Ayşe Yılmaz'])
    expect((await page('?search=CELIK')).data.map((u) => u.full_name)).toEqual(['Emre Çelik'])
    expect((await page(`?search=${encodeURIComponent('İREM')}`)).data.map((u) => u.full_name)).toEqual([
      'İrem Tekin',
    ])
    expect((await page('?search=division@')).data.map((u) => u.full_name)).toEqual(['Burak Yıldız'])
    expect((await page('?search=100%25')).total).toBe(0)
    expect((await page('?status=inactive')).data.map((u) => u.full_name)).toEqual(['Hakan Güneş'])
    expect((await page('?status=all')).total).toBe(20)
  })

  it('refuses unknown sort columns and statuses; admins only; each company its own people', async () => {
    const bad = await admin.get('/admin/users?sort_by=password_hash&status=gone')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({ sort_by: ['Geçersiz seçim'], status: ['Geçersiz seçim'] })
    expect((await user.get('/admin/users')).statusCode).toBe(403)
    const theirs = await page('?status=all', other)
    expect(theirs.data.every((u) => u.email.endsWith('@other.ajanda.test'))).toBe(true)
  })
})

describe('GET /admin/users/:code', () => {
  it("gives one person by code; another company's code is not found", async () => {
    const code = people.get('team')?.code
    const response = await admin.get(`/admin/users/${code}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      email: 'team@demo.ajanda.test',
      position: { scope_text: 'Takım' },
    })
    expect((await other.get(`/admin/users/${code}`)).statusCode).toBe(404)
    expect((await user.get(`/admin/users/${code}`)).statusCode).toBe(403)
  })
})

describe('POST /admin/users/invite', () => {
  it('creates the account without a password and mails a single-use link that sets it', async () => {
    const divisions = (await admin.get('/divisions')).json() as { id: number; name: string }[]
    const teams = (await admin.get('/teams')).json() as { id: number; name: string; division_id: number }[]
    const team = teams.find((t) => t.name === 'Kongre Takımı')
    const positions = (await admin.get('/definition/positions')).json() as { id: number; name: string }[]
    const response = await admin.post('/admin/users/invite', {
      email: 'Yeni.Kisi@Demo.Ajanda.Test',
      full_name: 'Yeni Kişi',
      kind: 'AGENCY',
      position_id: positions.find((p) => p.name === 'Proje Asistanı')?.id,
      division_id: team?.division_id,
      team_id: team?.id,
      reports_to: idOf('ayse.yilmaz'),
      is_admin: 0,
      language: 'tr',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().message).toBe('Davet e-postası yeni.kisi@demo.ajanda.test adresine gönderildi.')
    expect(response.json().user).toMatchObject({
      email: 'yeni.kisi@demo.ajanda.test',
      invitation_pending: true,
      division: { id: team?.division_id, name: divisions.find((d) => d.id === team?.division_id)?.name },
      team: { name: 'Kongre Takımı' },
      manager: { full_name: 'Ayşe Yılmaz' },
    })

    const mail = testApp.mails.at(-1)
    expect(mail?.to).toBe('yeni.kisi@demo.ajanda.test')
    expect(mail?.subject).toBe("Demo Etkinlik Ajansı seni Ajanda'ya davet ediyor")
    expect(mail?.text).toContain('Elif Demir seni')
    expect(mail?.text).toContain('7 gün geçerlidir')
    const link = linkIn(mail?.text ?? '')
    expect(link.invite).toBe(true)

    // No password yet: nothing to sign in with.
    const before = await apiAs(testApp.app).post('/login', {
      email: link.email,
      password: 'herhangi-bir-sifre',
    })
    expect(before.statusCode).toBe(422)

    const anonymous = apiAs(testApp.app)
    const set = await anonymous.post('/reset-password', {
      token: link.token,
      email: link.email,
      password: 'davet-sifresi-1',
      password_confirmation: 'davet-sifresi-1',
    })
    expect(set.statusCode, set.body).toBe(200)
    await loginAs(testApp.app, link.email, 'davet-sifresi-1')
    const again = await anonymous.post('/reset-password', {
      token: link.token,
      email: link.email,
      password: 'baska-sifre-12',
      password_confirmation: 'baska-sifre-12',
    })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors.token).toEqual(['Bu şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş.'])
    const code = response.json().user.code
    expect((await admin.get(`/admin/users/${code}`)).json().invitation_pending).toBe(false)
  })

  it('refuses a registered e-mail, a team outside the division and ids of another company', async () => {
    const taken = await admin.post('/admin/users/invite', {
      email: 'ADMIN@other.ajanda.test',
      full_name: 'X',
    })
    expect(taken.statusCode).toBe(422)
    expect(taken.json().errors).toEqual({ email: ['Bu e-posta adresi zaten kayıtlı.'] })

    const divisions = (await admin.get('/divisions')).json() as { id: number; name: string }[]
    const teams = (await admin.get('/teams')).json() as { id: number; division_id: number }[]
    const otherDivision = divisions.find((d) => d.id !== teams[0]?.division_id)
    const theirPosition = ((await other.get('/definition/positions')).json() as { id: number }[])[0]
    const theirPerson = ((await other.get('/users')).json() as { id: number }[])[0]
    const response = await admin.post('/admin/users/invite', {
      email: 'baska@demo.ajanda.test',
      full_name: 'Başka',
      division_id: otherDivision?.id,
      team_id: teams[0]?.id,
      position_id: theirPosition?.id,
      reports_to: theirPerson?.id,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      position_id: ['Geçersiz seçim'],
      team_id: ['Bu takım seçilen departmana ait değil.'],
      reports_to: ['Geçersiz seçim'],
    })
    const empty = await admin.post('/admin/users/invite', { email: 'x', kind: 'BOSS' })
    expect(empty.json().errors).toEqual({
      email: ['Geçerli bir e-posta adresi girmelisin'],
      full_name: ['Bu alan zorunludur'],
      kind: ['Geçersiz seçim'],
    })
  })

  it('is for admins only', async () => {
    const response = await user.post('/admin/users/invite', { email: 'z@demo.ajanda.test', full_name: 'Z' })
    expect(response.statusCode).toBe(403)
  })
})
