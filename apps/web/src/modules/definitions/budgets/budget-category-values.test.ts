import { describe, expect, it } from 'vitest'
import {
  categoryFormValues,
  categoryInput,
  emptyTaxRow,
  formPath,
  isBlankTaxRow,
} from './budget-category-values'

describe('budget category values', () => {
  it('a new category starts with one PERCENTAGE row at VAT 0 in the given currency', () => {
    expect(categoryFormValues(null, 'EUR')).toEqual({
      name: '',
      name_en: '',
      vat_rate: '',
      supplier_categories: [],
      taxes: [{ name: '', price_type: 'PERCENTAGE', currency_code: 'EUR', price: '', vat_rate: '0' }],
    })
  })

  it('a saved category keeps its rows; one without taxes shows an empty row', () => {
    const values = categoryFormValues(
      {
        id: 1,
        name: 'Konaklama',
        name_en: null,
        vat_rate: '0.1',
        supplier_categories: [3],
        taxes: [{ name: 'KV', price_type: 'PERCENTAGE', currency_code: null, price: '0.02', vat_rate: '0' }],
      },
      'TRY',
    )
    expect(values.taxes).toEqual([
      { name: 'KV', price_type: 'PERCENTAGE', currency_code: 'TRY', price: '0.02', vat_rate: '0' },
    ])
    expect(values.name_en).toBe('')
  })

  it('drops rows without a name and an amount, and says which row each sent row is', () => {
    const values = {
      ...categoryFormValues(null, 'TRY'),
      name: 'Teknik',
      vat_rate: '0.2',
      taxes: [
        emptyTaxRow('TRY'),
        { ...emptyTaxRow('TRY'), name: 'Damga', price_type: 'FIXED' as const, price: '10' },
        { ...emptyTaxRow('TRY'), price: '0,00' },
        { ...emptyTaxRow('USD'), name: 'Pay', price: '0.05' },
      ],
    }
    const { input, rows } = categoryInput(values)
    expect(input).toEqual({
      name: 'Teknik',
      name_en: null,
      vat_rate: '0.2',
      supplier_categories: [],
      taxes: [
        { name: 'Damga', price_type: 'FIXED', currency_code: 'TRY', price: '10', vat_rate: '0' },
        { name: 'Pay', price_type: 'PERCENTAGE', currency_code: null, price: '0.05', vat_rate: '0' },
      ],
    })
    expect(rows).toEqual([1, 3])
    expect(formPath('taxes.1.price', rows)).toBe('taxes.3.price')
    expect(formPath('taxes', rows)).toBe('taxes')
    expect(formPath('name', rows)).toBe('name')
  })

  it('a row with an amount but no name is not blank: the name is then asked for', () => {
    expect(isBlankTaxRow({ ...emptyTaxRow('TRY'), price: '5' })).toBe(false)
    expect(isBlankTaxRow({ ...emptyTaxRow('TRY'), name: 'X' })).toBe(false)
    expect(isBlankTaxRow(emptyTaxRow('TRY'))).toBe(true)
  })
})
