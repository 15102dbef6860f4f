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
  // One of user@'s own: the projects she only takes part in (decisions/0047) are read-only to her.
  const projects = (await base.user.get(`/projects?page_size=50&responsible=user|${base.ids.user}`)).json()
    .data as { code: string }[]
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

/**
 * A budget in TRY with a 10 % service fee and one taxed category (copied from the definition, its tax
 * rows then set to known ones: a 2 % tax without VAT and 5 TRY per line at 20 % VAT) holding two
 * alternative hotels and a transfer. Worked out by hand:
 *   counted: Otel A 1.000 + Transfer 200 = 1.200 sell; taxes 2 % of 1.200 + 2 × 5 = 34;
 *   fee 120; with the fee 1.320; with the taxes 1.354.
 *   Otel B picked instead: 1.500 + 200 = 1.700; taxes 34 + 10 = 44; fee 170; 1.870; 1.914.
 */
export async function taxedBudget(f: BudgetFixtures, testApp: TestApp) {
  const code = await newBudget(f.admin, f.projectCode)
  const settings = await f.admin.put(`/budget/${code}`, {
    name: uniqueBudgetName('Vergili Bütçe'),
    currency: 'TRY',
    currencies: [],
    service_fee: { type: 'PERCENTAGE', amount: '0.1', currency: 'TRY' },
  })
  expect(settings.statusCode, settings.body).toBe(200)
  const created = await f.admin.post(`/budget/${code}/categories`, {
    category_id: f.definitionCategoryId,
    vat_rate: '0.1',
  })
  expect(created.statusCode, created.body).toBe(200)
  const categoryId = created.json().data.categories.at(-1).id as number
  const taxes = [
    {
      name: 'Konaklama Vergisi',
      price_type: 'PERCENTAGE',
      price: '0.02',
      currency_code: null,
      vat_rate: '0',
    },
    { name: 'Şehir Vergisi', price_type: 'FIXED', price: '5', currency_code: 'TRY', vat_rate: '0.2' },
  ]
  await testApp.database.db.execute(
    sql`update project_budget_categories set taxes = ${JSON.stringify(taxes)}::jsonb where id = ${categoryId}`,
  )
  // Adding the lines bumps the budget's version, so no detail read before the tax change is served again.
  const added = await f.admin.post(`/budget/${code}/items`, {
    budget_category_id: categoryId,
    items: [
      { name: 'Otel A', price_buy: '800', price_sell: '1000', alt_group: 'otel', is_default: true },
      { name: 'Otel B', price_buy: '1200', price_sell: '1500', alt_group: 'otel', is_default: false },
      { name: 'Transfer', price_buy: '150', price_sell: '200' },
    ],
  })
  expect(added.statusCode, added.body).toBe(200)
  return { code, ids: (added.json().data as { id: number }[]).map((line) => line.id) }
}
