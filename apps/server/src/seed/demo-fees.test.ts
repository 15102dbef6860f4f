import type { FeeListResponse } from '@ajanda/contracts/fees.contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forms } from '../modules/forms/forms.table'
import { projects } from '../modules/projects/projects.table'
import { type Api, apiAs } from '../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../test-support/test-app'
import { DEMO_EMAILS } from './demo-logins'

let testApp: TestApp
let admin: Api
let code: string

beforeAll(async () => {
  testApp = await createTestApp()
  admin = apiAs(testApp.app, (await loginAs(testApp.app, DEMO_EMAILS.admin)).headers)
  const [row] = await testApp.database.db
    .select({ code: projects.code })
    .from(forms)
    .innerJoin(projects, eq(projects.id, forms.project_id))
    .where(eq(forms.slug, 'kongre-kayit'))
  code = row?.code as string
})
afterAll(async () => {
  await testApp?.close()
})

describe('demo registration fees', () => {
  it('gives the congress paid, partly paid and unpaid registrations, priced by products', async () => {
    const response = await admin.get(`/project/${code}/fees?page_size=5`)
    expect(response.statusCode, response.body).toBe(200)
    const list = response.json() as FeeListResponse
    const counts = Object.fromEntries(list.totals.by_status.map((row) => [row.fee_status, row.count]))
    expect(counts.PAID).toBeGreaterThan(0)
    expect(counts.PARTLY_PAID).toBeGreaterThan(0)
    expect(counts.UNPAID).toBeGreaterThan(0)
    expect(list.totals.due[0]?.currency).toBe('EUR')
    const registration = list.totals.by_product.find((row) => row.product_type === 'REG')
    expect(registration?.sold).toBeGreaterThan(10)
  })
})
