import { projectBudgetsResponseSchema } from '@ajanda/contracts/budgets.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Api } from '../../test-support/api-client'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { type BudgetFixtures, budgetFixtures, newBudget } from './budget-test-fixtures'

let testApp: TestApp
let f: BudgetFixtures

beforeAll(async () => {
  testApp = await createTestApp()
  f = await budgetFixtures(testApp)
})
afterAll(async () => {
  await testApp?.close()
})

const mains = async (api: Api, projectCode: string) => {
  const list = projectBudgetsResponseSchema.parse((await api.get(`/project/${projectCode}/budgets`)).json())
  return list.filter((budget) => budget.is_main).map((budget) => budget.code)
}

describe('PUT /budget/{code}/main: the budget whose amounts count in reports', () => {
  it("is the project's first budget until another is marked; one main at a time", async () => {
    const project = (await f.admin.get('/projects?page_size=50')).json().data.at(-1).code as string
    const before = projectBudgetsResponseSchema.parse(
      (await f.admin.get(`/project/${project}/budgets`)).json(),
    )
    const first = before[0]?.code ?? (await newBudget(f.admin, project))
    const second = await newBudget(f.admin, project)
    const third = await newBudget(f.admin, project)
    expect(await mains(f.admin, project)).toEqual([first])

    const marked = await f.admin.put(`/budget/${third}/main`)
    expect(marked.statusCode, marked.body).toBe(200)
    expect(marked.json().message).toBe(
      'Ana bütçe olarak işaretlendi; raporlar bu bütçenin tutarlarını kullanır.',
    )
    expect(await mains(f.admin, project)).toEqual([third])

    // Two marks at once end with one main budget (the project's row serialises them).
    const both = await Promise.all([
      f.admin.put(`/budget/${second}/main`),
      f.admin.put(`/budget/${first}/main`),
    ])
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200])
    expect(await mains(f.admin, project)).toHaveLength(1)

    // Deleting the main budget: the first remaining one counts again.
    const main = (await mains(f.admin, project))[0] as string
    expect((await f.admin.delete(`/budget/${main}`)).statusCode).toBe(200)
    expect(await mains(f.admin, project)).toHaveLength(1)
  })

  it('needs the right to edit the budget: read-only 403, another company 404, a client 403 or 404', async () => {
    const code = await newBudget(f.admin, f.readOnlyProjectCode)
    expect((await f.team.put(`/budget/${code}/main`)).statusCode).toBe(403)
    expect((await f.other.put(`/budget/${code}/main`)).statusCode).toBe(404)
    expect([403, 404]).toContain((await f.client.put(`/budget/${code}/main`)).statusCode)
    expect((await f.admin.put('/budget/yok-boyle-bir-butce/main')).statusCode).toBe(404)
  })
})
