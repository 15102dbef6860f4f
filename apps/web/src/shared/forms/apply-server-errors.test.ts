import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/api-error'
import { applyServerErrors } from './apply-server-errors'

type Form = { email: string; password: string }

describe('applyServerErrors', () => {
  it('puts the first message of each field under it and focuses the first', () => {
    const setError = vi.fn()
    const error = new ApiError(422, 'Bilgiler hatalı.', {
      email: ['Bilgiler hatalı.', 'ikinci'],
      password: ['Kısa'],
    })
    expect(applyServerErrors<Form>(error, setError, ['email', 'password'])).toBeNull()
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'email',
      { type: 'server', message: 'Bilgiler hatalı.' },
      { shouldFocus: true },
    )
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'password',
      { type: 'server', message: 'Kısa' },
      { shouldFocus: false },
    )
  })

  it('returns the message of a field the form does not show (a reset token)', () => {
    const setError = vi.fn()
    const error = new ApiError(422, 'Geçersiz', { token: ['Bağlantının süresi dolmuş.'] })
    expect(applyServerErrors<Form>(error, setError, ['email', 'password'])).toBe('Bağlantının süresi dolmuş.')
    expect(setError).not.toHaveBeenCalled()
  })

  it('returns the message of a 422 without field errors', () => {
    expect(applyServerErrors<Form>(new ApiError(422, 'Olmadı'), vi.fn(), ['email'])).toBe('Olmadı')
  })

  it('returns the message of any other failure', () => {
    expect(applyServerErrors<Form>(new ApiError(429, 'Çok fazla deneme.'), vi.fn(), ['email'])).toBe(
      'Çok fazla deneme.',
    )
    expect(applyServerErrors<Form>(new Error('Failed to fetch'), vi.fn(), ['email'])).toBe('Failed to fetch')
  })
})
