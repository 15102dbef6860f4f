import { DECLINE_REASON_MAX as CONTRACT_MAX } from '@ajanda/contracts/requests.contract'
import { describe, expect, it } from 'vitest'
import { DECLINE_REASON_MAX, declineReasonError } from './decline-reason'
import { formatMoney, requestDates } from './request-format'

describe('declineReasonError', () => {
  it('requires a reason: "Bu alan zorunludur" for a blank one', () => {
    expect(declineReasonError('', 'tr')).toBe('Bu alan zorunludur')
    expect(declineReasonError('   ', 'tr')).toBe('Bu alan zorunludur')
    expect(declineReasonError('', 'en')).toBe('This field is required')
  })

  it('accepts up to 500 characters, the contract’s limit', () => {
    expect(DECLINE_REASON_MAX).toBe(CONTRACT_MAX)
    expect(declineReasonError('Bütçe yok', 'tr')).toBeNull()
    expect(declineReasonError('a'.repeat(DECLINE_REASON_MAX), 'tr')).toBeNull()
    expect(declineReasonError('a'.repeat(DECLINE_REASON_MAX + 1), 'tr')).toBe(
      'En fazla 500 karakterden oluşmalı',
    )
  })
})

describe('request formatting', () => {
  it('writes money in Turkish notation with 2 decimals', () => {
    expect(formatMoney('1234.5', 'TRY')).toBe('1.234,50 TRY')
    expect(formatMoney(null, 'TRY')).toBe('')
  })

  it('says a request’s days compactly, a compassionate leave with its time', () => {
    expect(requestDates({ starts_at: null, ends_at: null, request_date: '2026-03-12' }, 'tr')).toBe(
      '12 Mart 2026',
    )
    expect(requestDates({ starts_at: '2026-03-12', ends_at: '2026-03-14', request_date: null }, 'tr')).toBe(
      '12–14 Mart 2026',
    )
    expect(requestDates({ starts_at: '2026-03-12T10:00:00', ends_at: null, request_date: null }, 'tr')).toBe(
      '12 Mart 2026 10:00',
    )
  })
})
