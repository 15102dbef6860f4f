import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
let admin: Api
let user: Api
let other: Api
beforeAll(async () => {
  testApp = await createTestApp()
  admin = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers)
  user = apiAs(testApp.app, (await loginAs(testApp.app, 'user@demo.ajanda.test')).headers)
  other = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers)
})
afterAll(async () => {
  await testApp?.close()
})

const divisionsOf = async (api: Api) =>
  (await api.get('/divisions')).json() as { id: number; name: string; project_ref_prefix: string | null }[]
const teamsOf = async (api: Api) =>
  (await api.get('/teams')).json() as { id: number; name: string; division_id: number; color: string }[]

describe('divisions', () => {
  it('creates, renames and deletes a division with its reference prefix', async () => {
    const created = await admin.post('/divisions', {
      name: 'Dijital Etkinlikler',
      auto_project_ref: 1,
      project_ref_prefix: 'de',
    })
    expect(created.statusCode, created.body).toBe(200)
    expect(created.json()).toEqual({
      message: 'Kayıt eklendi.',
      data: {
        id: expect.any(Number),
        name: 'Dijital Etkinlikler',
        auto_project_ref: 1,
        project_ref_prefix: 'DE',
      },
    })
    const id = created.json().data.id
    const updated = await admin.put(`/divisions/${id}`, {
      name: 'Hibrit Etkinlikler',
      auto_project_ref: false,
    })
    expect(updated.json().data).toEqual({
      id,
      name: 'Hibrit Etkinlikler',
      auto_project_ref: 0,
      project_ref_prefix: null,
    })
    expect((await divisionsOf(user)).map((d) => d.name)).toContain('Hibrit Etkinlikler')
    expect((await admin.delete(`/divisions/${id}`)).json()).toEqual({ message: 'Kayıt silindi.' })
    expect((await divisionsOf(admin)).map((d) => d.id)).not.toContain(id)
  })

  it('needs a prefix of capitals and digits when it generates references; prefixes and names are unique', async () => {
    const missing = await admin.post('/divisions', { name: 'Spor', auto_project_ref: true })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ project_ref_prefix: ['Bu alan zorunludur'] })
    const bad = await admin.post('/divisions', {
      name: 'Spor',
      auto_project_ref: true,
      project_ref_prefix: 'SP-1',
    })
    expect(bad.json().errors).toEqual({
      project_ref_prefix: ['Yalnızca büyük harf ve rakam kullanabilirsin (en fazla 10 karakter)'],
    })
    const long = await admin.post('/divisions', { name: 'Spor', project_ref_prefix: 'ABCDEFGHIJK' })
    expect(long.json().errors).toEqual({ project_ref_prefix: ['En fazla 10 karakterden oluşmalı'] })
    const taken = await admin.post('/divisions', {
      name: 'kurumsal etkinlikler',
      auto_project_ref: true,
      project_ref_prefix: 'KE',
    })
    expect(taken.json().errors).toEqual({
      name: ['Bu isimde bir kayıt zaten var.'],
      project_ref_prefix: ['Bu önek başka bir departmanda kullanılıyor.'],
    })
    expect((await admin.post('/divisions', { name: '' })).json().errors).toEqual({
      name: ['Bu alan zorunludur'],
    })
  })

  it('a division with people, teams or project types is not deleted', async () => {
    const [division] = (await divisionsOf(admin)).filter((d) => d.name === 'Kurumsal Etkinlikler')
    const response = await admin.delete(`/divisions/${division?.id}`)
    expect(response.statusCode).toBe(409)
    const body = response.json()
    expect(body.usages).toEqual([
      { type: 'users', count: expect.any(Number) },
      { type: 'teams', count: 2 },
      { type: 'project_types', count: 4 },
    ])
    expect(body.message).toMatch(
      /^Bu departman \d+ kullanıcıda, 2 takımda ve 4 proje türünde kullanılıyor\.$/,
    )
  })

  it("is for admins only; another company's division is not found", async () => {
    const [division] = await divisionsOf(admin)
    expect((await user.post('/divisions', { name: 'X' })).statusCode).toBe(403)
    expect((await user.put(`/divisions/${division?.id}`, { name: 'X' })).statusCode).toBe(403)
    expect((await user.delete(`/divisions/${division?.id}`)).statusCode).toBe(403)
    expect((await other.put(`/divisions/${division?.id}`, { name: 'X' })).statusCode).toBe(404)
    expect((await other.delete(`/divisions/${division?.id}`)).statusCode).toBe(404)
  })
})

describe('teams', () => {
  it('creates a team in a division, moves it with its people, deletes it when empty', async () => {
    const [first, second] = await divisionsOf(admin)
    const created = await admin.post('/teams', {
      name: 'Sahne Ekibi',
      division_id: first?.id,
      color: '#ff8800',
    })
    expect(created.statusCode, created.body).toBe(200)
    expect(created.json().data).toEqual({
      id: expect.any(Number),
      name: 'Sahne Ekibi',
      division_id: first?.id,
      color: '#FF8800',
    })
    const team = created.json().data.id

    // A person joins the team; when the team moves to another division, the person moves too.
    const people = (await admin.get('/users')).json() as { id: number; email: string }[]
    const kerem = people.find((p) => p.email === 'kerem.dogan@demo.ajanda.test')
    const joined = await admin.put(`/users/${kerem?.id}`, { division_id: first?.id, team_id: team })
    expect(joined.statusCode, joined.body).toBe(200)
    const moved = await admin.put(`/teams/${team}`, {
      name: 'Sahne Ekibi',
      division_id: second?.id,
      color: '#FF8800',
    })
    expect(moved.json().data.division_id).toBe(second?.id)
    const after = (await admin.get('/users')).json() as { id: number; division_id: number }[]
    expect(after.find((p) => p.id === kerem?.id)?.division_id).toBe(second?.id)

    const inUse = await admin.delete(`/teams/${team}`)
    expect(inUse.statusCode).toBe(409)
    expect(inUse.json()).toEqual({
      message: 'Bu takım 1 kullanıcıda kullanılıyor.',
      usages: [{ type: 'users', count: 1 }],
    })
    await admin.put(`/users/${kerem?.id}`, { team_id: null })
    expect((await admin.delete(`/teams/${team}`)).statusCode).toBe(200)
  })

  it('needs a name, a division of the company and a hex colour', async () => {
    const theirs = await divisionsOf(other)
    const response = await admin.post('/teams', { name: '', division_id: theirs[0]?.id, color: 'orange' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      name: ['Bu alan zorunludur'],
      color: ['Geçerli bir renk kodu girmelisin (ör. #1F4E79)'],
    })
    const foreign = await admin.post('/teams', {
      name: 'Yabancı',
      division_id: theirs[0]?.id,
      color: '#000000',
    })
    expect(foreign.json().errors).toEqual({ division_id: ['Geçersiz seçim'] })
    const missing = await admin.post('/teams', { name: 'Kayıp', color: '#000000' })
    expect(missing.json().errors).toEqual({ division_id: ['Bu alan zorunludur'] })
  })

  it("is for admins only; another company's team is not found", async () => {
    const [team] = await teamsOf(admin)
    const body = { name: 'X', division_id: team?.division_id, color: '#000000' }
    expect((await user.post('/teams', body)).statusCode).toBe(403)
    expect((await user.put(`/teams/${team?.id}`, body)).statusCode).toBe(403)
    expect((await user.delete(`/teams/${team?.id}`)).statusCode).toBe(403)
    const theirDivision = (await divisionsOf(other))[0]?.id
    expect((await other.put(`/teams/${team?.id}`, { ...body, division_id: theirDivision })).statusCode).toBe(
      404,
    )
    expect((await other.delete(`/teams/${team?.id}`)).statusCode).toBe(404)
  })
})
