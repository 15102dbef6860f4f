import { leaveFiguresResponseSchema, requestDetailResponseSchema } from '@ajanda/contracts/requests.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { type ProjectFixtures, projectFixtures } from '../projects/project-test-fixtures'

/**
 * GET /leaves/figures and a leave's `leave_figures` (decisions/0024): working days, the annual
 * allowance left and the overlaps. Leaves are put in 2029 so the demo data (dated from today) is not
 * in their year.
 */
let testApp: TestApp
let f: ProjectFixtures
beforeAll(async () => {
  testApp = await createTestApp()
  f = await projectFixtures(testApp)
  await f.admin.put('/approval-chains/ANNUAL_LEAVE', {
    needs_approval: true,
    steps: [{ approver: 'USER', user_id: f.ids.team }],
  })
})
afterAll(async () => {
  await testApp?.close()
})

const at = (day: string) => `${day}T00:00:00+03:00`
const figures = (
  api: ProjectFixtures['user'],
  first: string,
  last: string | null,
  leave_type = 'annual_leave',
  extra = '',
) =>
  api.get(
    `/leaves/figures?leave_type=${leave_type}&starts_at=${encodeURIComponent(at(first))}` +
      (last ? `&ends_at=${encodeURIComponent(at(last))}` : '') +
      extra,
  )

describe('GET /leaves/figures', () => {
  it('counts working days without weekends and holidays (Kurban Bayramı 2027), in the company time zone', async () => {
    const answer = await figures(f.user, '2027-05-10', '2027-05-21')
    expect(answer.statusCode, answer.body).toBe(200)
    const data = leaveFiguresResponseSchema.parse(answer.json()).data
    expect(data).toMatchObject({ working_days: 7, year: 2027, annual_allowance: 14, from_allowance: true })
    // 28 October costs half a day, the 29th none.
    expect((await figures(f.user, '2026-10-26', '2026-10-30')).json().data.working_days).toBe(3.5)
    // 22:00 UTC on Sunday is Monday 01:00 in Istanbul: the leave starts on Monday.
    const utc = await f.user.get(
      `/leaves/figures?leave_type=annual_leave&starts_at=2029-06-10T22:00:00Z&ends_at=2029-06-14T21:00:00Z`,
    )
    expect(utc.json().data.working_days).toBe(5)
  })

  it('a compassionate leave has no day count and is not taken from the allowance', async () => {
    const answer = await figures(f.user, '2029-06-12', null, 'compassionate_leave')
    expect(answer.json().data).toMatchObject({ working_days: null, from_allowance: false })
  })

  it('refuses a range without an end or ending before it starts (422, Turkish)', async () => {
    const noEnd = await figures(f.user, '2029-06-12', null)
    expect(noEnd.statusCode).toBe(422)
    expect(noEnd.json().errors).toEqual({ ends_at: ['Bu alan zorunludur'] })
    const backwards = await figures(f.user, '2029-06-12', '2029-06-11')
    expect(backwards.statusCode).toBe(422)
    expect(backwards.json().errors.ends_at).toEqual(['Bitiş tarihi başlangıç tarihinden önce olamaz'])
    expect((await f.user.get('/leaves/figures?leave_type=holiday&starts_at=x')).statusCode).toBe(422)
  })

  it("is staff's: a CLIENT user gets 403, an anonymous caller 401", async () => {
    expect((await figures(f.client, '2029-06-11', '2029-06-15')).statusCode).toBe(403)
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/leaves/figures?leave_type=annual_leave&starts_at=${encodeURIComponent(at('2029-06-11'))}`,
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('allowance and overlaps', () => {
  let approvedId: number
  let pendingId: number

  it("takes the person's own allowance, approved and pending annual days of the year, and warns on overlaps", async () => {
    const set = await f.admin.put(`/users/${f.ids.user}`, { annual_leave_days: 20 })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().user).toMatchObject({ annual_leave_days: 20, annual_leave_allowance: 20 })

    const first = await f.user.post('/leaves', {
      leave_type: 'annual_leave',
      starts_at: at('2029-06-11'),
      ends_at: at('2029-06-15'),
    })
    expect(first.statusCode, first.body).toBe(200)
    approvedId = first.json().data.id
    expect(first.json().data.leave_figures).toMatchObject({
      working_days: 5,
      remaining_days: 20,
      overlaps: [],
    })
    expect((await f.team.post(`/approvals/${approvedId}/approve`)).statusCode).toBe(200)
    const second = await f.user.post('/leaves', {
      leave_type: 'annual_leave',
      starts_at: at('2029-07-02'),
      ends_at: at('2029-07-03'),
    })
    pendingId = second.json().data.id
    // A medical leave overlaps too, but is not taken from the allowance.
    const medical = await f.user.post('/leaves', {
      leave_type: 'medical_leave',
      starts_at: at('2029-06-18'),
      ends_at: at('2029-06-18'),
    })
    expect(medical.statusCode, medical.body).toBe(200)

    const data = (await figures(f.user, '2029-06-14', '2029-06-18')).json().data
    expect(data).toMatchObject({
      working_days: 3,
      year: 2029,
      annual_allowance: 20,
      used_days: 5,
      pending_days: 2,
      remaining_days: 13,
    })
    expect(data.overlaps.map((o: { id: number }) => o.id)).toEqual([approvedId, medical.json().data.id])
    expect(data.overlaps[0]).toMatchObject({ status: 'APPROVED', request_type: 'ANNUAL_LEAVE' })

    // Editing the pending one: it is left out of its own sums and overlaps.
    const editing = (
      await figures(f.user, '2029-07-02', '2029-07-03', 'annual_leave', `&request_id=${pendingId}`)
    ).json().data
    expect(editing).toMatchObject({ pending_days: 0, used_days: 5, remaining_days: 15, overlaps: [] })
  })

  it("shows the approver the request's figures, itself left out", async () => {
    const read = await f.team.get(`/requests/${pendingId}`)
    expect(read.statusCode, read.body).toBe(200)
    const detail = requestDetailResponseSchema.parse(read.json()).data
    expect(detail.leave_figures).toEqual({
      working_days: 2,
      year: 2029,
      annual_allowance: 20,
      used_days: 5,
      pending_days: 0,
      remaining_days: 15,
      from_allowance: true,
      overlaps: [],
    })
    // A declined leave no longer counts nor overlaps.
    expect((await f.team.post(`/approvals/${pendingId}/decline`, { reason: 'Yoğun dönem' })).statusCode).toBe(
      200,
    )
    expect((await figures(f.user, '2029-07-02', '2029-07-03')).json().data).toMatchObject({
      pending_days: 0,
      overlaps: [],
    })
  })

  it('other forms have no leave figures', async () => {
    const list = (await f.user.get('/approvals?tab=mine&request_type=EXPENSE')).json()
    const expense = list.data[0]
    expect(expense).toBeDefined()
    expect((await f.user.get(`/requests/${expense.id}`)).json().data.leave_figures).toBeNull()
  })

  it("another company sees only its own: its defaults, none of the demo company's leaves", async () => {
    const other = await figures(
      f.other,
      '2029-06-11',
      '2029-06-15',
      'annual_leave',
      `&request_id=${approvedId}`,
    )
    expect(other.statusCode, other.body).toBe(200)
    expect(other.json().data).toMatchObject({
      annual_allowance: 14,
      used_days: 0,
      pending_days: 0,
      overlaps: [],
    })
    expect((await f.other.get(`/requests/${approvedId}`)).statusCode).toBe(404)
    expect((await f.other.put(`/users/${f.ids.user}`, { annual_leave_days: 30 })).statusCode).toBe(404)
  })

  it('the allowance is set by an admin only, within 0 to 60 days; null returns to the default', async () => {
    expect((await f.user.put(`/users/${f.ids.user}`, { annual_leave_days: 40 })).statusCode).toBe(403)
    const tooMany = await f.admin.put(`/users/${f.ids.user}`, { annual_leave_days: 61 })
    expect(tooMany.statusCode).toBe(422)
    expect(Object.keys(tooMany.json().errors)).toEqual(['annual_leave_days'])
    const reset = await f.admin.put(`/users/${f.ids.user}`, { annual_leave_days: null })
    expect(reset.json().user).toMatchObject({ annual_leave_days: null, annual_leave_allowance: 14 })
    expect((await figures(f.user, '2029-06-14', '2029-06-14')).json().data.remaining_days).toBe(14 - 5)
  })
})
