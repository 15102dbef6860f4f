import { describe, expect, it } from 'vitest'
import { ApiError, apiErrorFromBody } from '../../shared/api/api-error'
import { meetingAlertMessage } from './meeting-alert-message'

const FALLBACK = 'İşlem sırasında bir hata oluştu'

describe('meetingAlertMessage (staff-app.md section 8)', () => {
  it('falls back when a 5xx has no body, instead of the HTTP status text', () => {
    const error = apiErrorFromBody(500, undefined, 'Internal Server Error')
    expect(meetingAlertMessage(error, error.message, FALLBACK)).toBe(FALLBACK)
  })

  it('falls back on a network failure or a non-HTTP error', () => {
    const network = new ApiError(0, 'Failed to fetch')
    expect(meetingAlertMessage(network, network.message, FALLBACK)).toBe(FALLBACK)
    expect(meetingAlertMessage(new TypeError('x is undefined'), 'x is undefined', FALLBACK)).toBe(FALLBACK)
  })

  it('shows the server’s message when it gave one', () => {
    const error = apiErrorFromBody(403, { message: 'Bu toplantıyı düzenleyemezsin.' }, 'Forbidden')
    expect(meetingAlertMessage(error, error.message, FALLBACK)).toBe('Bu toplantıyı düzenleyemezsin.')
  })

  it('shows an error of a field the form lacks, and nothing when every error sits under its field', () => {
    const error = apiErrorFromBody(422, { message: 'Geçersiz', errors: { token: ['Süresi doldu'] } }, '')
    expect(meetingAlertMessage(error, 'Süresi doldu', FALLBACK)).toBe('Süresi doldu')
    expect(meetingAlertMessage(error, null, FALLBACK)).toBeNull()
  })
})
