import { clientReviewSchema } from '@ajanda/contracts/budgets.contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import {
  type BudgetFixtures,
  budgetFixtures,
  categoryWithLines,
  detailOf,
  newBudget,
  taxedBudget,
} from './budget-test-fixtures'

let testApp: TestApp
let f: BudgetFixtures
let anonymous: Api

beforeAll(async () => {
  testApp = await createTestApp()
  f = await budgetFixtures(testApp)
  anonymous = apiAs(testApp.app)
})
afterAll(async () => {
  await testApp?.close()
})

/** A budget with an alternative group (two hotels) and a plain line, shared for review. */
async function sharedBudget() {
  const code = await newBudget(f.admin, f.projectCode)
  const { lines } = await categoryWithLines(f.admin, code, [
    {
      name: 'Otel A',
      price_buy: '80',
      price_sell: '100',
      alt_group: 'otel',
      supplier_ids: f.supplierIds.slice(0, 1),
    },
    { name: 'Otel B', price_buy: '150', price_sell: '180', alt_group: 'otel', is_default: false },
    { name: 'Transfer', price_buy: '5', price_sell: '10' },
  ])
  const shared = await f.admin.post(`/budget/${code}/review`)
  expect(shared.statusCode, shared.body).toBe(200)
  const review = shared.json() as { code: string; url: string; message: string }
  return { code, review, ids: lines.map((line) => line.id) }
}

describe('sharing', () => {
  it('shares under a new random code with the app URL and shows it on the budget', async () => {
    const { code, review } = await sharedBudget()
    expect(review.url).toBe(`http://ajanda.test/client-review/${review.code}`)
    expect(review.code).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect((await detailOf(f.admin, code)).review).toMatchObject({ status: 'PENDING', code: review.code })
    const again = (await f.admin.post(`/budget/${code}/review`)).json().code
    expect(again).not.toBe(review.code)
    expect((await anonymous.get(`/client-review/${review.code}`)).statusCode).toBe(404)
    const revoked = await f.admin.delete(`/budget/${code}/review`)
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json().data.review).toMatchObject({ status: 'NONE', code: null })
    expect((await anonymous.get(`/client-review/${again}`)).statusCode).toBe(404)
  })

  it('is the editors’ right (403 for a viewer, 404 for another company)', async () => {
    const code = await newBudget(f.admin, f.readOnlyProjectCode)
    expect((await f.team.post(`/budget/${code}/review`)).statusCode).toBe(403)
    expect((await f.other.post(`/budget/${code}/review`)).statusCode).toBe(404)
  })
})

describe('the public review', () => {
  it('shows the sell side only, in the company look', async () => {
    const { review } = await sharedBudget()
    const response = await anonymous.get(`/client-review/${review.code}`)
    expect(response.statusCode, response.body).toBe(200)
    const body = clientReviewSchema.parse(response.json())
    expect(body.company.name).toBeTruthy()
    expect(body.budget.total_sell).toBe('110')
    expect(response.body).not.toContain('price_buy')
    expect(response.body).not.toContain('suppliers')
    expect(body.review.status).toBe('PENDING')
    expect((await anonymous.get('/client-review/bilinmeyen-kod')).statusCode).toBe(404)
  })

  it('passes the category taxes on: their own figure and the total the client pays, with the client’s pick', async () => {
    // Figures worked out by hand in taxedBudget (budget-test-fixtures.ts).
    const { code, ids } = await taxedBudget(f, testApp)
    const shared = (await f.admin.post(`/budget/${code}/review`)).json() as { code: string }
    const response = await anonymous.get(`/client-review/${shared.code}`)
    expect(response.statusCode, response.body).toBe(200)
    const body = clientReviewSchema.parse(response.json())
    expect(body.budget).toMatchObject({
      total_sell: '1200',
      service_fee: '120',
      total_sell_with_service_fee: '1320',
      taxes: '34',
      total_with_taxes: '1354',
    })
    // The agency's figures are the same: one calculation serves the editor, the exports and the client.
    expect((await detailOf(f.admin, code)).total).toMatchObject({ taxes: '34', total_with_taxes: '1354' })
    const picked = await anonymous.post(`/client-review/${shared.code}/choice`, { item_id: ids[1] })
    expect(picked.statusCode, picked.body).toBe(200)
    expect(picked.json().data.budget).toMatchObject({
      total_sell: '1700',
      service_fee: '170',
      total_sell_with_service_fee: '1870',
      taxes: '44',
      total_with_taxes: '1914',
    })
  })

  it('counts the client’s pick in place of the default and keeps one pick per group', async () => {
    const { code, review, ids } = await sharedBudget()
    const chosen = await anonymous.post(`/client-review/${review.code}/choice`, { item_id: ids[1] })
    expect(chosen.statusCode, chosen.body).toBe(200)
    expect(chosen.json().data.budget.total_sell).toBe('190')
    const again = await anonymous.post(`/client-review/${review.code}/choice`, { item_id: ids[0] })
    const items = again.json().data.budget.categories[0].items as { client_selected: boolean }[]
    expect(items.map((item) => item.client_selected)).toEqual([true, false, false])
    const plain = await anonymous.post(`/client-review/${review.code}/choice`, { item_id: ids[2] })
    expect(plain.statusCode).toBe(422)
    expect(plain.json().errors.item_id).toEqual(['Bu kalem bir alternatif grubunda değil.'])
    // The agency sees the pick; its own default is unchanged.
    const line = (await detailOf(f.admin, code)).categories[0]?.items[0]
    expect(line).toMatchObject({ client_selected: true, is_default: true })
  })

  it('takes a comment per line, then a decision that notifies the agency and closes the review', async () => {
    const { code, review, ids } = await sharedBudget()
    const commented = await anonymous.put(`/client-review/${review.code}/items/${ids[2]}/comment`, {
      comment: 'Transfer saatini öne alabilir miyiz?',
    })
    expect(commented.statusCode, commented.body).toBe(200)
    expect(commented.json().data.budget.categories[0].items[2].client_comment).toContain('Transfer')
    const missing = await anonymous.post(`/client-review/${review.code}/decision`, {
      decision: 'CHANGES_REQUESTED',
    })
    expect(missing.json().errors).toEqual({ comment: ['Bu alan zorunludur'] })
    const decided = await anonymous.post(`/client-review/${review.code}/decision`, {
      decision: 'CHANGES_REQUESTED',
      comment: 'Otel seçeneklerini artırın.',
    })
    expect(decided.statusCode, decided.body).toBe(200)
    expect(decided.json().data.review).toMatchObject({
      status: 'CHANGES_REQUESTED',
      comment: 'Otel seçeneklerini artırın.',
    })
    expect((await detailOf(f.admin, code)).review.status).toBe('CHANGES_REQUESTED')
    // The budget's author (admin@ made it) and the project's responsible are told, with the decision.
    const notices = (
      (await testApp.database.db.execute(
        sql`select user_id, data from notifications where type = 'BudgetReviewed' and data->'record'->>'code' = ${code}`,
      )) as unknown as {
        rows: {
          user_id: number
          data: { details?: Record<string, string>; details_en?: Record<string, string> }
        }[]
      }
    ).rows
    expect(notices.map((n) => Number(n.user_id))).toContain(f.ids.admin)
    expect(notices[0]?.data.details?.decision).toBe('Değişiklik istendi')
    expect(notices[0]?.data.details_en?.decision).toBe('Changes requested')
    for (const call of [
      anonymous.post(`/client-review/${review.code}/choice`, { item_id: ids[0] }),
      anonymous.put(`/client-review/${review.code}/items/${ids[0]}/comment`, { comment: 'x' }),
      anonymous.post(`/client-review/${review.code}/decision`, { decision: 'APPROVED' }),
    ]) {
      const response = await call
      expect(response.statusCode).toBe(409)
      expect(response.json().message).toContain('yeniden paylaşana kadar')
    }
    const reshared = (await f.admin.post(`/budget/${code}/review`)).json().code
    const approved = await anonymous.post(`/client-review/${reshared}/decision`, { decision: 'APPROVED' })
    expect(approved.json().data.review.status).toBe('APPROVED')
  })
})
