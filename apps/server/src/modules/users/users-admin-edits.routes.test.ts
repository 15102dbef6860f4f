import { adminUserListResponseSchema } from '@ajanda/contracts/users-admin.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
let admin: Api
let user: Api
let other: Api
let adminId: number
let people: Map<string, { id: number; code: string }>
beforeAll(async () => {
  testApp = await createTestApp()
  const demoAdmin = await loginAs(testApp.app, 'admin@demo.ajanda.test')
  adminId = demoAdmin.user.id
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

describe('PUT /users/:id', () => {
  it('sets the manager (the org chart drag) and answers {status, user}', async () => {
    const response = await admin.put(`/users/${idOf('kerem.dogan')}`, { reports_to: idOf('deniz.koc') })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      status: true,
      user: { id: idOf('kerem.dogan'), reports_to: idOf('deniz.koc'), manager: { full_name: 'Deniz Koç' } },
    })
    const list = (await user.get('/users')).json() as { id: number; reports_to: number | null }[]
    expect(list.find((p) => p.id === idOf('kerem.dogan'))?.reports_to).toBe(idOf('deniz.koc'))
  })

  it('refuses a loop with the names along it, the person themself and a deactivated manager', async () => {
    const loop = await admin.put(`/users/${adminId}`, { reports_to: idOf('user') })
    expect(loop.statusCode).toBe(422)
    const message =
      'Bu atama bir döngü oluşturur: Elif Demir → Gizem Aydın → Can Öztürk → Burak Yıldız → Elif Demir'
    expect(loop.json()).toEqual({ message, errors: { reports_to: [message] } })
    const self = await admin.put(`/users/${idOf('user')}`, { reports_to: idOf('user') })
    expect(self.json().errors).toEqual({ reports_to: ['Bir kişi kendi yöneticisi olamaz.'] })
    const gone = await admin.put(`/users/${idOf('user')}`, { reports_to: idOf('hakan.gunes') })
    expect(gone.json().errors).toEqual({ reports_to: ['Devre dışı bırakılmış bir kişi yönetici olamaz.'] })
    // Nobody above: the top of the tree.
    expect((await admin.put(`/users/${idOf('user')}`, { reports_to: null })).json().user.manager).toBeNull()
  })

  it('edits kind, position, division, team, admin flag, language and name', async () => {
    const positions = (await admin.get('/definition/positions')).json() as { id: number; name: string }[]
    const teams = (await admin.get('/teams')).json() as { id: number; name: string; division_id: number }[]
    const team = teams.find((t) => t.name === 'Toplantı Takımı')
    const response = await admin.put(`/users/${idOf('tolga.polat')}`, {
      full_name: 'Tolga Polat Yeni',
      kind: 'AGENCY',
      position_id: positions.find((p) => p.name === 'Proje Yöneticisi')?.id,
      division_id: team?.division_id,
      team_id: team?.id,
      is_admin: true,
      language: 'en',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().user).toMatchObject({
      full_name: 'Tolga Polat Yeni',
      is_admin: 1,
      language: 'en',
      team: { name: 'Toplantı Takımı' },
      position: { name: 'Proje Yöneticisi' },
    })
    const wrongTeam = await admin.put(`/users/${idOf('tolga.polat')}`, {
      team_id: teams.find((t) => t.division_id !== team?.division_id)?.id,
    })
    expect(wrongTeam.json().errors).toEqual({ team_id: ['Bu takım seçilen departmana ait değil.'] })
  })

  it('an admin cannot remove their own admin flag', async () => {
    const response = await admin.put(`/users/${adminId}`, { is_admin: false })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ is_admin: ['Kendi yönetici yetkini kaldıramazsın.'] })
  })

  it("is for admins only; another company's person is not found", async () => {
    expect((await user.put(`/users/${idOf('user')}`, { language: 'en' })).statusCode).toBe(403)
    expect((await other.put(`/users/${idOf('user')}`, { language: 'en' })).statusCode).toBe(404)
    const theirs = ((await other.get('/users')).json() as { id: number }[])[0]
    expect((await admin.put(`/users/${theirs?.id}`, { reports_to: null })).statusCode).toBe(404)
  })
})

describe('deactivate and reactivate', () => {
  it('a deactivated person cannot sign in and their sessions end; reactivated they can again', async () => {
    const session = await loginAs(testApp.app, 'onur.ozdemir@demo.ajanda.test')
    const theirs = apiAs(testApp.app, session.headers)
    expect((await theirs.get('/me')).statusCode).toBe(200)

    const response = await admin.post(`/users/${session.user.id}/deactivate`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      message: 'Kullanıcı devre dışı bırakıldı.',
      user: { deleted_at: expect.any(String) },
    })
    expect((await theirs.get('/me')).statusCode).toBe(401)
    const login = await apiAs(testApp.app).post('/login', {
      email: 'onur.ozdemir@demo.ajanda.test',
      password: DEMO_PASSWORD,
    })
    expect(login.statusCode).toBe(422)
    // The same answer as a wrong password: the message tells no one that the account exists.
    const wrong = await apiAs(testApp.app).post('/login', {
      email: 'onur.ozdemir@demo.ajanda.test',
      password: 'yanlis-sifre-1',
    })
    expect(login.json()).toEqual(wrong.json())
    // Their records stay: the person is still listed, as deactivated.
    expect((await page('?status=inactive')).data.map((u) => u.email)).toContain(
      'onur.ozdemir@demo.ajanda.test',
    )

    const back = await admin.post(`/users/${session.user.id}/reactivate`)
    expect(back.json()).toMatchObject({
      message: 'Kullanıcı yeniden etkinleştirildi.',
      user: { deleted_at: null },
    })
    await loginAs(testApp.app, 'onur.ozdemir@demo.ajanda.test')
  })

  it('an admin cannot deactivate themself; admins only; 404 across companies', async () => {
    const self = await admin.post(`/users/${adminId}/deactivate`)
    expect(self.statusCode).toBe(422)
    expect(self.json().message).toBe('Kendi hesabını devre dışı bırakamazsın.')
    expect((await user.post(`/users/${idOf('team')}/deactivate`)).statusCode).toBe(403)
    expect((await user.post(`/users/${idOf('hakan.gunes')}/reactivate`)).statusCode).toBe(403)
    expect((await other.post(`/users/${idOf('team')}/deactivate`)).statusCode).toBe(404)
    expect((await other.post(`/users/${idOf('hakan.gunes')}/reactivate`)).statusCode).toBe(404)
  })
})

describe('POST /users/:id/password-reset', () => {
  it('mails a reset link that works like a forgotten password', async () => {
    const response = await admin.post(`/users/${idOf('seda.erdogan')}/password-reset`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      message: 'Şifre belirleme bağlantısı seda.erdogan@demo.ajanda.test adresine gönderildi.',
    })
    const mail = testApp.mails.at(-1)
    expect(mail?.subject).toBe('Ajanda şifre sıfırlama')
    const link = linkIn(mail?.text ?? '')
    expect(link.invite).toBe(false)
    const set = await apiAs(testApp.app).post('/reset-password', {
      token: link.token,
      email: link.email,
      password: 'yeni-sifre-99',
      password_confirmation: 'yeni-sifre-99',
    })
    expect(set.statusCode).toBe(200)
    await loginAs(testApp.app, 'seda.erdogan@demo.ajanda.test', 'yeni-sifre-99')
  })

  it('sends the invitation again to someone who has not set a password yet; refuses a deactivated person', async () => {
    const invited = await admin.post('/admin/users/invite', {
      email: 'bekleyen@demo.ajanda.test',
      full_name: 'Bekleyen Kişi',
    })
    const first = linkIn(testApp.mails.at(-1)?.text ?? '')
    await admin.post(`/users/${invited.json().user.id}/password-reset`)
    const second = linkIn(testApp.mails.at(-1)?.text ?? '')
    expect(second.invite).toBe(true)
    expect(second.token).not.toBe(first.token)
    // The newer link voids the older one.
    const old = await apiAs(testApp.app).post('/reset-password', {
      token: first.token,
      email: first.email,
      password: 'bekleyen-sifre-1',
      password_confirmation: 'bekleyen-sifre-1',
    })
    expect(old.statusCode).toBe(422)

    const gone = await admin.post(`/users/${idOf('hakan.gunes')}/password-reset`)
    expect(gone.statusCode).toBe(422)
    expect(gone.json().message).toBe('Bu hesap devre dışı bırakılmış.')
    expect((await user.post(`/users/${idOf('team')}/password-reset`)).statusCode).toBe(403)
    expect((await other.post(`/users/${idOf('team')}/password-reset`)).statusCode).toBe(404)
  })
})
