import { describe, expect, it } from 'vitest'
import {
  LEAD_MORE_FIELDS,
  moreDetailsOpenAtStart,
  moreFieldsWithErrors,
  suggestedProjectRef,
} from './lead-form-sections'

const typed = { project_ref: 'AKD-2027-004', generated: false }

describe('the lead form\'s "Diğer bilgiler"', () => {
  it("holds none of the spec's required fields of a first call", () => {
    for (const required of [
      'name',
      'dates',
      'type',
      'client',
      'city',
      'status',
      'lead_close_date',
      'lead_value',
      'contact',
      'project_ref',
    ])
      expect(LEAD_MORE_FIELDS).not.toContain(required)
    expect(LEAD_MORE_FIELDS).toEqual(expect.arrayContaining(['format', 'languages', 'note', 'fin_fee_type']))
  })

  it('names its fields that hold an error, so it opens on them', () => {
    expect(moreFieldsWithErrors({})).toEqual([])
    expect(
      moreFieldsWithErrors({
        name: { type: 'required', message: 'Bu alan zorunludur' },
        fin_fee_currency: { type: 'required', message: 'Bu alan zorunludur' },
      }),
    ).toEqual(['fin_fee_currency'])
  })

  it('starts closed for a new lead and open on an edit', () => {
    expect(moreDetailsOpenAtStart(true)).toBe(false)
    expect(moreDetailsOpenAtStart(false)).toBe(true)
  })
})

describe('suggestedProjectRef', () => {
  it('fills an empty field with the suggestion', () => {
    expect(suggestedProjectRef('', null, typed)).toBe('AKD-2027-004')
    expect(suggestedProjectRef('  ', null, typed)).toBe('AKD-2027-004')
  })

  it("replaces the previous suggestion when the responsible changes, never the user's own code", () => {
    const other = { project_ref: 'KT-2027-001', generated: false }
    expect(suggestedProjectRef('AKD-2027-004', 'AKD-2027-004', other)).toBe('KT-2027-001')
    expect(suggestedProjectRef('BZ-77', 'AKD-2027-004', other)).toBeUndefined()
    expect(suggestedProjectRef('REC-1', null, other)).toBeUndefined()
  })

  it('empties a field holding only the previous suggestion for a responsible without a prefix', () => {
    expect(suggestedProjectRef('AKD-2027-004', 'AKD-2027-004', { project_ref: null, generated: false })).toBe(
      '',
    )
    expect(suggestedProjectRef('', null, { project_ref: null, generated: false })).toBeUndefined()
  })

  it('leaves the field alone while the suggestion loads or when the division generates the code', () => {
    expect(suggestedProjectRef('', null, undefined)).toBeUndefined()
    expect(suggestedProjectRef('', null, { project_ref: 'KE-2027-010', generated: true })).toBeUndefined()
    expect(suggestedProjectRef('AKD-2027-004', 'AKD-2027-004', typed)).toBeUndefined()
  })
})
