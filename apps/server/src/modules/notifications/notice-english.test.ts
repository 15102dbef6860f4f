import { describe, expect, it } from 'vitest'
import { englishForms, recordNotice } from './notify'

describe('a notice’s English forms', () => {
  it('keeps only what reads differently in English', () => {
    expect(
      englishForms(
        'Gala',
        { stage: 'Teklif', location: 'İzmir' },
        { subject: 'Gala', details: { stage: 'Offer', location: 'İzmir' } },
      ),
    ).toEqual({ details_en: { stage: 'Offer' } })
    expect(englishForms('Toplantı', undefined, { subject: 'Meeting' })).toEqual({ subject_en: 'Meeting' })
    expect(englishForms('Gala', undefined, {})).toEqual({})
  })

  it('are carried by a record notice beside the Turkish ones', () => {
    expect(
      recordNotice(
        { full_name: 'Ali' },
        'meeting',
        { name: 'Toplantı', code: '7' },
        { starts_at: '12 Mart 2026 14:30' },
        {
          subject: 'Meeting',
          details: { starts_at: '12 March 2026 at 14:30' },
        },
      ),
    ).toEqual({
      subject: 'Toplantı',
      actor_name: 'Ali',
      record: { kind: 'meeting', code: '7' },
      details: { starts_at: '12 Mart 2026 14:30' },
      subject_en: 'Meeting',
      details_en: { starts_at: '12 March 2026 at 14:30' },
    })
  })
})
