import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/api-error'
import { activityAlert } from './activity-alert'

describe('task, call and note alerts (staff-app.md section 8)', () => {
  it('title the server message, body the first description error', () => {
    const error = new ApiError(422, 'Girilen bilgiler geçersiz', {
      called_at: ['Arama zamanı gelecekte olamaz'],
      description: ['En fazla 500 karakter olabilir', 'İkinci hata'],
    })
    expect(activityAlert(error, 'description')).toEqual({
      title: 'Girilen bilgiler geçersiz',
      body: 'En fazla 500 karakter olabilir',
    })
  })

  it('falls back to the first error of another field, then to no body', () => {
    const other = new ApiError(422, 'Geçersiz', { note_title: ['Bu alan zorunludur'] })
    expect(activityAlert(other, 'note_content')).toEqual({ title: 'Geçersiz', body: 'Bu alan zorunludur' })
    expect(activityAlert(new ApiError(500, 'Sunucu hatası'), 'description')).toEqual({
      title: 'Sunucu hatası',
      body: null,
    })
  })
})
