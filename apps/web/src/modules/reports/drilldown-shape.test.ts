import { describe, expect, it } from 'vitest'
import { drilldownShape } from './drilldown-shape'

const page = (over: Record<string, unknown>) => ({
  data: [],
  current_page: 1,
  per_page: 25,
  total: 0,
  from: null,
  to: null,
  last_page: 1,
  links: [],
  metric: 'turnover',
  bucket: 'total' as const,
  key: null,
  figure: '0',
  currency: 'TRY',
  ...over,
})

describe('drilldownShape', () => {
  it('reads a money figure and the number of records behind it', () => {
    expect(drilldownShape(page({ figure: '125000.00', total: 40, current_page: 2, last_page: 2 }))).toEqual({
      figure: '125000.00',
      isMoney: true,
      records: 40,
      pagerTotal: 40,
    })
  })

  it('reads a count figure apart from the records (a project counted once, its invoices listed)', () => {
    const shape = drilldownShape(page({ figure: '61', total: 75, current_page: 1, last_page: 3 }))
    expect(shape).toMatchObject({ figure: '61', isMoney: false, records: 75, pagerTotal: 75 })
  })
})
