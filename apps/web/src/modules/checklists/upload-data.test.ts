import { describe, expect, it } from 'vitest'
import { columnNames, uploadBody } from './upload-data'

describe('checklist upload data', () => {
  it('names every column, empty and repeated headers too', () => {
    expect(columnNames(['Görev', '', 'Görev'], (n) => `Sütun ${n}`)).toEqual([
      'Görev',
      'Sütun 2',
      'Görev (2)',
    ])
  })
  it('keys the rows by column name and keeps unmapped columns null', () => {
    const names = ['Bölüm', 'Görev']
    expect(
      uploadBody(
        {
          headers: names,
          rows: [
            ['Mekan', 'Keşif'],
            ['', 'Sözleşme'],
          ],
        },
        names,
        { description: 'Görev' },
      ),
    ).toEqual({
      mappings: {
        section: null,
        description: 'Görev',
        starts_at: null,
        ends_at: null,
        frequency: null,
        dependent_to: null,
      },
      data: [
        { Bölüm: 'Mekan', Görev: 'Keşif' },
        { Bölüm: '', Görev: 'Sözleşme' },
      ],
    })
  })
})
