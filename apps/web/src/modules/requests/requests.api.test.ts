import { describe, expect, it } from 'vitest'
import { saveTarget } from './requests.api'

const values = { leave_type: 'annual_leave', starts_at: '2026-03-02T00:00:00+03:00', replaces_id: 99 }

describe('saveTarget (the edit rule of staff-app.md 4)', () => {
  it('creates a new request with POST', () => {
    expect(saveTarget('leave', values, null)).toEqual({
      method: 'POST',
      path: '/leaves',
      body: { leave_type: 'annual_leave', starts_at: '2026-03-02T00:00:00+03:00' },
    })
  })

  it('updates a pending request in place with PUT /{id}', () => {
    const target = saveTarget('advance_payment', values, { id: 7, status: 'PENDING' })
    expect(target.method).toBe('PUT')
    expect(target.path).toBe('/accounting/advance-payments/7')
    expect(target.body).not.toHaveProperty('replaces_id')
  })

  it('PUTs an approved one too (the server answers 409 when it may no longer change)', () => {
    expect(saveTarget('inspection', values, { id: 3, status: 'APPROVED' }).method).toBe('PUT')
  })

  it('resubmits a declined request as a new one that names it', () => {
    for (const form of [
      'leave',
      'inspection',
      'operation',
      'expense',
      'cc_request',
      'payment_request',
    ] as const) {
      const target = saveTarget(form, values, { id: 12, status: 'DECLINED' })
      expect(target.method, form).toBe('POST')
      expect(target.path, form).not.toContain('/12')
      expect(target.body.replaces_id, form).toBe(12)
    }
  })
})
