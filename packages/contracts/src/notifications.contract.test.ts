import { describe, expect, it } from 'vitest'
import { noticeIn } from './notifications.contract'

describe('noticeIn', () => {
  const data = {
    subject: 'Yıllık İzin · Ayşe',
    subject_en: 'Annual leave · Ayşe',
    details: { amount: '1.234,50 TRY', reason: 'Düğün' },
    details_en: { amount: '1,234.50 TRY' },
  }

  it('gives English readers the English forms and keeps the facts that read the same', () => {
    expect(noticeIn(data, 'en')).toEqual({
      subject: 'Annual leave · Ayşe',
      details: { amount: '1,234.50 TRY', reason: 'Düğün' },
    })
    expect(noticeIn(data, 'en-GB').subject).toBe('Annual leave · Ayşe')
  })

  it('gives Turkish readers the stored forms', () => {
    expect(noticeIn(data, 'tr')).toEqual({ subject: 'Yıllık İzin · Ayşe', details: data.details })
  })

  it('shows a notice stored before the English forms existed as it was', () => {
    expect(noticeIn({ subject: 'Gala' }, 'en')).toEqual({ subject: 'Gala', details: {} })
  })
})
