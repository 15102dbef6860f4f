import { APPROVAL_CHAIN_MAX_STEPS, REQUEST_TYPES } from '@ajanda/contracts/approvals.contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { type ProjectFixtures, projectFixtures } from '../projects/project-test-fixtures'

let testApp: TestApp
let f: ProjectFixtures
let ownPosition: number
let otherPosition: number
let otherAdmin: number
beforeAll(async () => {
  testApp = await createTestApp()
  f = await projectFixtures(testApp)
  const created = await f.admin.post('/definition/positions', { name: 'Onay Pozisyonu', scope: 'USER' })
  ownPosition = created.json().data.id
  otherPosition = ((await f.other.get('/definition/positions')).json() as { id: number }[])[0]?.id as number
  otherAdmin = (await f.other.get('/me')).json().id
})
afterAll(async () => {
  await testApp?.close()
})

const manager = { approver: 'MANAGER', user_id: null, position_id: null }
const chainOf = async (type: string) =>
  ((await f.admin.get('/approval-chains')).json().data as { request_type: string }[]).find(
    (chain) => chain.request_type === type,
  )

describe('GET /approval-chains', () => {
  it('answers every request type in order: the seeded chains and the default for the others', async () => {
    const response = await f.admin.get('/approval-chains')
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data
    expect(data.map((chain: { request_type: string }) => chain.request_type)).toEqual([...REQUEST_TYPES])
    expect(await chainOf('EXPENSE')).toEqual({
      request_type: 'EXPENSE',
      needs_approval: true,
      configured: true,
      steps: [manager, { approver: 'USER', user_id: f.people['murat.sahin'], position_id: null }],
    })
    expect(await chainOf('CC_REQUEST')).toMatchObject({
      steps: [manager, { approver: 'USER', user_id: f.ids.admin, position_id: null }],
    })
    // Never configured: the requester's manager approves (docs/decisions/0008).
    expect(await chainOf('SALES_INVOICE_REQUEST')).toEqual({
      request_type: 'SALES_INVOICE_REQUEST',
      needs_approval: true,
      configured: false,
      steps: [manager],
    })
  })

  it('shows another company only its own chains (all defaults there)', async () => {
    const data = (await f.other.get('/approval-chains')).json().data as { configured: boolean }[]
    expect(data).toHaveLength(REQUEST_TYPES.length)
    expect(data.every((chain) => !chain.configured)).toBe(true)
  })
})

describe('PUT /approval-chains/:type', () => {
  it('replaces the chain, and reads it back', async () => {
    const steps = [
      { approver: 'POSITION', position_id: ownPosition },
      { approver: 'MANAGER' },
      { approver: 'USER', user_id: f.ids.team },
    ]
    const saved = await f.admin.put('/approval-chains/OPERATION', { needs_approval: true, steps })
    expect(saved.statusCode, saved.body).toBe(200)
    const expected = {
      request_type: 'OPERATION',
      needs_approval: true,
      configured: true,
      steps: [
        { approver: 'POSITION', user_id: null, position_id: ownPosition },
        manager,
        { approver: 'USER', user_id: f.ids.team, position_id: null },
      ],
    }
    expect(saved.json()).toEqual({ message: 'Onay zinciri kaydedildi.', data: expected })
    expect(await chainOf('OPERATION')).toEqual(expected)

    const shorter = await f.admin.put('/approval-chains/OPERATION?locale=en', {
      needs_approval: true,
      steps: [{ approver: 'USER', user_id: f.ids.division }],
    })
    expect(shorter.json().message).toBe('The approval chain has been saved.')
    expect((await chainOf('OPERATION')) as unknown).toMatchObject({
      steps: [{ approver: 'USER', user_id: f.ids.division, position_id: null }],
    })
    // Another company's chain of the same type is untouched.
    const theirs = (await f.other.get('/approval-chains')).json().data as { request_type: string }[]
    expect(theirs.find((chain) => chain.request_type === 'OPERATION')).toMatchObject({ configured: false })
  })

  it('a type needing no approval keeps no steps', async () => {
    const saved = await f.admin.put('/approval-chains/SALES_INVOICE_REQUEST', {
      needs_approval: false,
      steps: [{ approver: 'MANAGER' }],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data).toEqual({
      request_type: 'SALES_INVOICE_REQUEST',
      needs_approval: false,
      configured: true,
      steps: [],
    })
    const off = await f.admin.put('/approval-chains/SALES_INVOICE_REQUEST', {
      needs_approval: false,
      steps: [],
    })
    expect(off.statusCode).toBe(200)
  })

  it('422: an unknown type, too many or no steps, and an id that does not match its kind', async () => {
    const unknown = await f.admin.put('/approval-chains/HOLIDAY', { needs_approval: true, steps: [manager] })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toHaveProperty('type')

    const many = Array.from({ length: APPROVAL_CHAIN_MAX_STEPS + 1 }, () => ({ approver: 'MANAGER' }))
    const tooMany = await f.admin.put('/approval-chains/EXPENSE', { needs_approval: true, steps: many })
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json().errors).toHaveProperty('steps')

    const none = await f.admin.put('/approval-chains/EXPENSE', { needs_approval: true, steps: [] })
    expect(none.statusCode).toBe(422)
    expect(none.json().errors).toHaveProperty('steps')

    const mismatched = await f.admin.put('/approval-chains/EXPENSE', {
      needs_approval: true,
      steps: [
        { approver: 'USER' },
        { approver: 'POSITION', user_id: f.ids.team },
        { approver: 'MANAGER', position_id: ownPosition },
        { approver: 'BOSS' },
      ],
    })
    expect(mismatched.statusCode).toBe(422)
    expect(Object.keys(mismatched.json().errors)).toContain('steps.3.approver')

    const mismatchedOnly = await f.admin.put('/approval-chains/EXPENSE', {
      needs_approval: true,
      steps: [
        { approver: 'USER' },
        { approver: 'POSITION', user_id: f.ids.team },
        { approver: 'MANAGER', position_id: ownPosition },
      ],
    })
    expect(mismatchedOnly.statusCode).toBe(422)
    expect(Object.keys(mismatchedOnly.json().errors).sort()).toEqual([
      'steps.0.user_id',
      'steps.1.position_id',
      'steps.1.user_id',
      'steps.2.position_id',
    ])
    expect(mismatchedOnly.json().errors['steps.0.user_id']).toEqual(['Bu alan zorunludur'])
    // Nothing was saved: the seeded chain stays.
    expect(await chainOf('EXPENSE')).toMatchObject({
      steps: [manager, { approver: 'USER', user_id: f.people['murat.sahin'] }],
    })
  })

  it('422 for another company’s user or position, an unknown one, or a deactivated person', async () => {
    const foreign = await f.admin.put('/approval-chains/EXPENSE', {
      needs_approval: true,
      steps: [
        { approver: 'USER', user_id: otherAdmin },
        { approver: 'POSITION', position_id: otherPosition },
        { approver: 'POSITION', position_id: 999_999_999 },
      ],
    })
    expect(foreign.statusCode).toBe(422)
    expect(Object.keys(foreign.json().errors).sort()).toEqual([
      'steps.0.user_id',
      'steps.1.position_id',
      'steps.2.position_id',
    ])
    await testApp.database.db.execute(sql`update users set deleted_at = now() where id = ${f.ids.client}`)
    try {
      const inactive = await f.admin.put('/approval-chains/EXPENSE', {
        needs_approval: true,
        steps: [{ approver: 'USER', user_id: f.ids.client }],
      })
      expect(inactive.statusCode).toBe(422)
      expect(inactive.json().errors).toHaveProperty(['steps.0.user_id'])
    } finally {
      await testApp.database.db.execute(sql`update users set deleted_at = null where id = ${f.ids.client}`)
    }
    // The other company's admin cannot name the demo company's people either.
    const reverse = await f.other.put('/approval-chains/EXPENSE', {
      needs_approval: true,
      steps: [{ approver: 'USER', user_id: f.ids.admin }],
    })
    expect(reverse.statusCode).toBe(422)
  })

  it('is for admins only', async () => {
    expect((await f.user.get('/approval-chains')).statusCode).toBe(403)
    expect((await f.division.get('/approval-chains')).statusCode).toBe(403)
    const put = await f.user.put('/approval-chains/EXPENSE', { needs_approval: false, steps: [] })
    expect(put.statusCode).toBe(403)
    expect(await chainOf('EXPENSE')).toMatchObject({ needs_approval: true })
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/approval-chains' })).statusCode).toBe(401)
  })
})

describe('a position used in a chain', () => {
  it('cannot be deleted (409 naming the chain steps)', async () => {
    const created = await f.admin.post('/definition/positions', { name: 'Zincir Pozisyonu', scope: 'USER' })
    const id = created.json().data.id
    await f.admin.put('/approval-chains/MEDICAL_LEAVE', {
      needs_approval: true,
      steps: [{ approver: 'POSITION', position_id: id }],
    })
    const refused = await f.admin.delete(`/definition/positions/${id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      message: 'Bu pozisyon 1 onay zinciri adımında kullanılıyor.',
      usages: [{ type: 'approval_chains', count: 1 }],
    })
    await f.admin.put('/approval-chains/MEDICAL_LEAVE', {
      needs_approval: true,
      steps: [{ approver: 'MANAGER' }],
    })
    expect((await f.admin.delete(`/definition/positions/${id}`)).statusCode).toBe(200)
  })
})
