import { budgetTemplateSchema } from '@ajanda/contracts/budgets.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { type BudgetFixtures, budgetFixtures } from './budget-test-fixtures'

let testApp: TestApp
let f: BudgetFixtures

beforeAll(async () => {
  testApp = await createTestApp()
  f = await budgetFixtures(testApp)
})
afterAll(async () => {
  await testApp?.close()
})

describe.each([
  ['budget-templates', 'BUDGET'],
  ['budget-category-templates', 'CATEGORY'],
] as const)('the generic table /definition/%s', (name, kind) => {
  it('creates an empty template, lists, reads, renames and deletes it', async () => {
    const created = await f.admin.post(`/definition/${name}`, { name: `Şablon ${kind}` })
    expect(created.statusCode, created.body).toBe(200)
    const template = budgetTemplateSchema.parse(created.json().data)
    expect(template).toMatchObject({ kind, categories_count: 0, items_count: 0 })
    const list = (await f.user.get(`/definition/${name}`)).json() as { id: number; kind: string }[]
    expect(list.map((t) => t.id)).toContain(template.id)
    expect(list.every((t) => t.kind === kind)).toBe(true)
    expect((await f.user.get(`/definition/${name}/${template.id}`)).json().name).toBe(`Şablon ${kind}`)
    const renamed = await f.admin.put(`/definition/${name}/${template.id}`, { name: 'Yeni ad' })
    expect(renamed.json().data.name).toBe('Yeni ad')
    expect((await f.admin.delete(`/definition/${name}/${template.id}`)).statusCode).toBe(200)
    expect((await f.admin.get(`/definition/${name}/${template.id}`)).statusCode).toBe(404)
  })

  it('refuses a name taken in its kind (422), non-admins (403) and other companies (404)', async () => {
    const first = (await f.admin.post(`/definition/${name}`, { name: `Çift ${kind}` })).json().data
    const twice = await f.admin.post(`/definition/${name}`, { name: `ÇİFT ${kind}` })
    expect(twice.statusCode).toBe(422)
    expect(twice.json().errors.name).toHaveLength(1)
    expect((await f.user.post(`/definition/${name}`, { name: 'X' })).statusCode).toBe(403)
    expect((await f.other.get(`/definition/${name}/${first.id}`)).statusCode).toBe(404)
    expect((await f.other.delete(`/definition/${name}/${first.id}`)).statusCode).toBe(404)
    expect((await f.admin.post(`/definition/${name}`, {})).json().errors.name).toEqual(['Bu alan zorunludur'])
  })
})
