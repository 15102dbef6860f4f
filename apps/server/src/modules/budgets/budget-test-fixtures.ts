import { budgetDetailSchema } from '@ajanda/contracts/budgets.contract'
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Api } from '../../test-support/api-client'
import type { TestApp } from '../../test-support/test-app'
import { type ProjectFixtures, projectFixtures } from '../projects/project-test-fixtures'

export interface BudgetFixtures extends ProjectFixtures {
  /** A project of the demo company every demo staff login sees and may edit (admin's scope). */
  projectCode: string
  /** A project team@ sees (its creator is in the team) but may not edit (its responsible is not). */
  readOnlyProjectCode: string
  /** A budget category definition of the demo company, with its tax rows. */
  definitionCategoryId: number
  supplierIds: number[]
}

let sequence = 0
export const uniqueBudgetName = (base: string) => `${base} ${Date.now().toString(36)}${++sequence}`

/** Demo sessions, two projects with known rights, a category definition and suppliers. */
export async function budgetFixtures(testApp: TestApp): Promise<BudgetFixtures> {
  const base = await projectFixtures(testApp)
  const db = testApp.database.db
  const projects = (await base.user.get('/projects?page_size=50')).json().data as { code: string }[]
  const projectCode = projects[0]?.code as string
  const users = (await base.admin.get('/users')).json() as { id: number; team_id: number | null }[]
  const teamOf = new Map(users.map((u) => [u.id, u.team_id]))
  const outsider = users.find((u) => u.team_id !== null && u.team_id !== teamOf.get(base.ids.team))?.id
  const all = (await base.admin.get('/projects?page_size=50')).json().data as { code: string }[]
  const readOnlyProjectCode = all.find((p) => p.code !== projectCode)?.code as string
  await db.execute(
    sql`update projects set created_by = ${base.ids.user}, responsible_id = ${outsider as number}
      where code = ${readOnlyProjectCode}`,
  )
  // The first project user@ lists depends on the database's sort of ties (PGlite and PostgreSQL differ);
  // making her its responsible gives her the edit right on either.
  await db.execute(sql`update projects set responsible_id = ${base.ids.user} where code = ${projectCode}`)
  const categories = (await base.admin.get('/definition/budget-categories')).json() as {
    id: number
    taxes: unknown[]
  }[]
  const definitionCategoryId = (categories.find((c) => c.taxes.length > 0) ?? categories[0])?.id as number
  const suppliers = (await base.admin.get('/suppliers?page_size=3')).json().data as { id: number }[]
  return {
    ...base,
    projectCode,
    readOnlyProjectCode,
    definitionCategoryId,
    supplierIds: suppliers.map((s) => s.id),
  }
}

/** Creates a budget on the project and answers its code. */
export async function newBudget(api: Api, projectCode: string, body: Record<string, unknown> = {}) {
  const response = await api.post(`/project/${projectCode}/budgets`, {
    name: uniqueBudgetName('Bütçe'),
    ...body,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().code as string
}

/** GET /budget/{code}, checked against the contract's schema. */
export async function detailOf(api: Api, code: string) {
  const response = await api.get(`/budget/${code}`)
  expect(response.statusCode, response.body).toBe(200)
  return budgetDetailSchema.parse(response.json())
}

/** A category (free name) with the given lines; answers the category id and the lines. */
export async function categoryWithLines(
  api: Api,
  code: string,
  lines: Record<string, unknown>[],
  name = 'Konaklama',
) {
  const created = await api.post(`/budget/${code}/categories`, { name, vat_rate: '0.2' })
  expect(created.statusCode, created.body).toBe(200)
  const categoryId = created.json().data.categories.at(-1).id as number
  if (lines.length === 0) return { categoryId, lines: [] }
  const added = await api.post(`/budget/${code}/items`, { budget_category_id: categoryId, items: lines })
  expect(added.statusCode, added.body).toBe(200)
  return { categoryId, lines: added.json().data as { id: number; version: number; [key: string]: unknown }[] }
}
