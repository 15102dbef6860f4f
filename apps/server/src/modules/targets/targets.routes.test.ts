import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { loginAs } from '../../test-support/test-app'
import { createTargetsTestApp } from './targets-test-app'

type TestApp = Awaited<ReturnType<typeof createTargetsTestApp>>
interface Row {
  key: string
  target_for_type: string
  target_for_id: number
  name: string
  parent_key: string | null
  depth: number
  inactive: boolean
  amounts: (number | null)[]
}

let testApp: TestApp
let admin: Api
let user: Api
let client: Api
let other: Api
let url: string
let otherUrl: string
let rows: Row[]
const row = (type: string, index = 0) => {
  const found = rows.filter((r) => r.target_for_type === type)[index]
  if (!found) throw new Error(`no ${type} row`)
  return found
}

beforeAll(async () => {
  testApp = await createTargetsTestApp()
  const demoAdmin = await loginAs(testApp.app, 'admin@demo.ajanda.test')
  const otherAdmin = await loginAs(testApp.app, 'admin@other.ajanda.test')
  admin = apiAs(testApp.app, demoAdmin.headers)
  user = apiAs(testApp.app, (await loginAs(testApp.app, 'user@demo.ajanda.test')).headers)
  client = apiAs(testApp.app, (await loginAs(testApp.app, 'client@demo.ajanda.test')).headers)
  other = apiAs(testApp.app, otherAdmin.headers)
  url = `/event-companies/${demoAdmin.user.event_company_id}/targets`
  otherUrl = `/event-companies/${otherAdmin.user.event_company_id}/targets`
  rows = (await admin.get(`${url}?year=2031`)).json().rows
})
afterAll(async () => {
  await testApp?.close()
})

describe('targets grid', () => {
  it('lists every division, team and active agency person grouped, with empty months', async () => {
    const response = await admin.get(`${url}?year=2031`)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ year: 2031, currency: 'TRY' })
    const types = new Set(body.rows.map((r: Row) => r.target_for_type))
    expect(types).toEqual(new Set(['DIVISION', 'TEAM', 'USER']))
    expect(body.rows[0]).toMatchObject({ target_for_type: 'DIVISION', depth: 0, parent_key: null })
    expect(body.rows.every((r: Row) => r.amounts.length === 12 && r.amounts.every((a) => a === null))).toBe(
      true,
    )
    // Every team sits under a division row listed before it; CLIENT people are no rows.
    const keys = body.rows.map((r: Row) => r.key)
    for (const r of body.rows as Row[])
      if (r.parent_key) expect(keys.indexOf(r.parent_key)).toBeLessThan(keys.indexOf(r.key))
    expect(body.rows.map((r: Row) => r.name)).not.toContain('Serkan Yalçın')
  })

  it('defaults to the current year', async () => {
    const body = (await admin.get(url)).json()
    expect(body.year).toBe(new Date().getFullYear())
  })

  it('saves, updates and clears cells, and reads them back', async () => {
    const division = row('DIVISION')
    const person = row('USER', 1)
    const saved = await admin.put(url, {
      year: 2031,
      cells: [
        { target_for_type: 'DIVISION', target_for_id: division.target_for_id, period: 1, amount: 1_500_000 },
        { target_for_type: 'DIVISION', target_for_id: division.target_for_id, period: 12, amount: 0 },
        { target_for_type: 'USER', target_for_id: person.target_for_id, period: 3, amount: 999_999_999_999 },
      ],
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().cells).toHaveLength(3)

    const changed = await admin.put(url, {
      year: 2031,
      cells: [
        { target_for_type: 'DIVISION', target_for_id: division.target_for_id, period: 1, amount: 2_000_000 },
        { target_for_type: 'DIVISION', target_for_id: division.target_for_id, period: 12, amount: null },
      ],
    })
    expect(changed.statusCode).toBe(200)

    const body = (await admin.get(`${url}?year=2031`)).json()
    const divisionRow = body.rows.find((r: Row) => r.key === division.key)
    expect(divisionRow.amounts).toEqual([2_000_000, ...Array(11).fill(null)])
    expect(body.rows.find((r: Row) => r.key === person.key).amounts[2]).toBe(999_999_999_999)
    // Another year is untouched.
    const before = (await admin.get(`${url}?year=2030`)).json()
    expect(before.rows.find((r: Row) => r.key === division.key).amounts[0]).toBeNull()
  })

  it('refuses amounts that are not whole numbers in range, bad years and too many cells (422)', async () => {
    const division = row('DIVISION')
    const cell = { target_for_type: 'DIVISION', target_for_id: division.target_for_id, period: 1 }
    const bad = await admin.put(url, {
      year: 1999,
      cells: [
        { ...cell, amount: -1 },
        { ...cell, period: 2, amount: 12.5 },
        { ...cell, period: 3, amount: 1_000_000_000_000 },
        { ...cell, period: 13, amount: 1 },
        { ...cell, period: 4, amount: '100' },
      ],
    })
    expect(bad.statusCode).toBe(422)
    const errors = bad.json().errors
    expect(errors.year).toEqual(['En az 2000 olmalı'])
    expect(errors['cells.0.amount']).toEqual(['En az 0 olmalı'])
    expect(errors['cells.1.amount']).toBeDefined()
    expect(errors['cells.2.amount']).toEqual(['En fazla 999999999999 olmalı'])
    expect(errors['cells.3.period']).toEqual(['En fazla 12 olmalı'])
    expect(errors['cells.4.amount']).toBeDefined()
    expect(bad.json().message).toMatch(/^En az 2000 olmalı/)

    const many = await admin.put(url, {
      year: 2031,
      cells: Array.from({ length: 501 }, () => ({ ...cell, amount: 1 })),
    })
    expect(many.statusCode).toBe(422)
    expect(Object.keys(many.json().errors)).toEqual(['cells'])
  })

  it("refuses another company's division, team or person and a cell named twice", async () => {
    const otherRows: Row[] = (await other.get(`${otherUrl}?year=2031`)).json().rows
    const theirTeam = otherRows.find((r) => r.target_for_type === 'TEAM')
    const theirUser = otherRows.find((r) => r.target_for_type === 'USER')
    if (!theirTeam || !theirUser) throw new Error('the other company has no team or person')
    const division = row('DIVISION')
    const response = await admin.put(url, {
      year: 2031,
      cells: [
        { target_for_type: 'TEAM', target_for_id: theirTeam.target_for_id, period: 1, amount: 5 },
        { target_for_type: 'USER', target_for_id: theirUser.target_for_id, period: 1, amount: 5 },
        // A division's id named as a team: no such team.
        { target_for_type: 'TEAM', target_for_id: division.target_for_id + 1_000_000, period: 1, amount: 5 },
        { target_for_type: 'DIVISION', target_for_id: division.target_for_id, period: 5, amount: 5 },
        { target_for_type: 'DIVISION', target_for_id: division.target_for_id, period: 5, amount: 6 },
      ],
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      'cells.0.target_for_id': ['Geçersiz seçim'],
      'cells.1.target_for_id': ['Geçersiz seçim'],
      'cells.2.target_for_id': ['Geçersiz seçim'],
      'cells.4': ['Bu değer birden fazla kez girilmiş'],
    })
    // Nothing of the refused batch was saved.
    const body = (await admin.get(`${url}?year=2031`)).json()
    expect(body.rows.find((r: Row) => r.key === division.key).amounts[4]).toBeNull()
  })

  it('copies a year, refusing in Turkish when the target year has targets unless overwriting', async () => {
    const team = row('TEAM')
    await admin.put(url, {
      year: 2040,
      cells: [
        { target_for_type: 'TEAM', target_for_id: team.target_for_id, period: 6, amount: 750_000 },
        { target_for_type: 'TEAM', target_for_id: team.target_for_id, period: 7, amount: 800_000 },
      ],
    })
    const copied = await admin.post(`${url}/copy`, { from_year: 2040, to_year: 2041 })
    expect(copied.statusCode).toBe(200)
    expect(copied.json()).toEqual({
      year: 2041,
      copied: 2,
      message: '2040 yılının 2 hedefi 2041 yılına kopyalandı.',
    })
    const next = (await admin.get(`${url}?year=2041`)).json()
    expect(next.rows.find((r: Row) => r.key === team.key).amounts.slice(5, 7)).toEqual([750_000, 800_000])

    await admin.put(url, {
      year: 2040,
      cells: [{ target_for_type: 'TEAM', target_for_id: team.target_for_id, period: 6, amount: 1 }],
    })
    const refused = await admin.post(`${url}/copy`, { from_year: 2040, to_year: 2041 })
    expect(refused.statusCode).toBe(422)
    const message = '2041 yılı için hedefler zaten girilmiş. Üzerine yazmak için kopyalamayı onaylayın.'
    expect(refused.json()).toEqual({ message, errors: { to_year: [message] } })

    const overwritten = await admin.post(`${url}/copy`, { from_year: 2040, to_year: 2041, overwrite: true })
    expect(overwritten.statusCode).toBe(200)
    const after = (await admin.get(`${url}?year=2041`)).json()
    expect(after.rows.find((r: Row) => r.key === team.key).amounts[5]).toBe(1)

    const empty = await admin.post(`${url}/copy`, { from_year: 2001, to_year: 2002 })
    expect(empty.json().errors).toEqual({ from_year: ['2001 yılı için kopyalanacak hedef yok.'] })
    const same = await admin.post(`${url}/copy`, { from_year: 2040, to_year: 2040 })
    expect(same.statusCode).toBe(422)
    const english = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1${url}/copy?locale=en`,
      headers: {
        authorization: (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers.authorization,
      },
      payload: { from_year: 2040, to_year: 2041 },
    })
    expect(english.json().message).toBe(
      'Targets for 2041 are already set. Confirm the copy to overwrite them.',
    )
  })

  it('is for admins only: other staff and CLIENT users get 403', async () => {
    const cell = { target_for_type: 'DIVISION', target_for_id: row('DIVISION').target_for_id, period: 1 }
    expect((await user.get(url)).statusCode).toBe(403)
    expect((await user.put(url, { year: 2031, cells: [{ ...cell, amount: 1 }] })).statusCode).toBe(403)
    expect((await user.post(`${url}/copy`, { from_year: 2040, to_year: 2042 })).statusCode).toBe(403)
    expect((await client.get(url)).statusCode).toBe(403)
    expect((await client.post(`${url}/copy`, { from_year: 2040, to_year: 2042 })).statusCode).toBe(403)
  })

  it("answers 404 for another company's targets", async () => {
    const cell = { target_for_type: 'DIVISION', target_for_id: row('DIVISION').target_for_id, period: 1 }
    expect((await other.get(url)).statusCode).toBe(404)
    expect((await other.put(url, { year: 2031, cells: [{ ...cell, amount: 1 }] })).statusCode).toBe(404)
    expect((await other.post(`${url}/copy`, { from_year: 2040, to_year: 2043 })).statusCode).toBe(404)
    expect((await admin.get(`${url}?year=2043`)).json().rows.every((r: Row) => r.amounts[0] === null)).toBe(
      true,
    )
  })

  it('keeps a deactivated person with targets that year, and drops them in years without', async () => {
    const person = row('USER', 2)
    await admin.put(url, {
      year: 2050,
      cells: [{ target_for_type: 'USER', target_for_id: person.target_for_id, period: 1, amount: 10 }],
    })
    await testApp.database.db.execute(
      `update users set deleted_at = now() where id = ${person.target_for_id}` as never,
    )
    const withTargets = (await admin.get(`${url}?year=2050`)).json().rows as Row[]
    expect(withTargets.find((r) => r.key === person.key)).toMatchObject({ inactive: true })
    const without = (await admin.get(`${url}?year=2051`)).json().rows as Row[]
    expect(without.find((r) => r.key === person.key)).toBeUndefined()
  })
})
