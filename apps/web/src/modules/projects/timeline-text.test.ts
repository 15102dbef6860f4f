import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { timelineSentence } from './timeline-text'

const t = i18next.getFixedT('tr', ['projects', 'crm'] as const)
const names = new Map([
  [8, 'Hazırlıkta'],
  [9, 'Operasyonda'],
])
const stageName = (stage: number | null) => (stage === null ? '' : (names.get(stage) ?? ''))

describe('timelineSentence', () => {
  it('says a stage move with the company stage names', () => {
    expect(
      timelineSentence({ kind: 'stage_changed', data: { from_stage: 8, to_stage: 9 } }, t, stageName),
    ).toBe('aşamayı değiştirdi: Hazırlıkta → Operasyonda')
  })
  it('labels the changed fields', () => {
    expect(
      timelineSentence({ kind: 'updated', data: { fields: ['name', 'city', 'odd'] } }, t, stageName),
    ).toBe('bilgileri güncelledi: Proje adı, Şehir, odd')
  })
  it('names files, notes and calls', () => {
    expect(timelineSentence({ kind: 'file_added', data: { name: 'plan.pdf' } }, t, stageName)).toBe(
      'dosya ekledi: plan.pdf',
    )
    expect(timelineSentence({ kind: 'note', data: { note_title: 'Toplantı' } }, t, stageName)).toBe(
      'not ekledi: Toplantı',
    )
    expect(
      timelineSentence(
        { kind: 'call', data: { call_direction: 'OUTGOING', description: 'Teklif', contact_name: 'Ali' } },
        t,
        stageName,
      ),
    ).toBe('Aradım (Ali): Teklif')
  })
})
