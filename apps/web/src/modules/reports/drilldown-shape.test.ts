import { describe, expect, it } from 'vitest'
import { drilldownShape } from './drilldown-shape'

const page = (over: Record<string, unknown>) => ({
  data: [],
  current_page: 1,
  per_page: 25,
  total: '0',
  from: null,
  to: null,
  last_page: 1,
  links: [],
  metric: 'turnover',
  bucket: 'total' as const,
  key: null,
  currency: 'TRY',
  ...over,
})

describe('drilldownShape', () => {
  it('reads a money figure and, on the last page, the number of records', () => {
    expect(
      drilldownShape(page({ total: '125000.00', current_page: 2, last_page: 2, from: 26, to: 40 })),
    ).toEqual({
      figure: '125000.00',
      isMoney: true,
      records: 40,
      pagerTotal: 40,
    })
  })

  it('leaves the count unsaid before the last page when the figure sits in total', () => {
    const shape = drilldownShape(page({ total: '61', current_page: 1, last_page: 3, from: 1, to: 25 }))
    expect(shape).toMatchObject({ figure: '61', isMoney: false, records: null, pagerTotal: 75 })
  })

  it('takes the count from total when the answer carries the figure apart', () => {
    const shape = drilldownShape(
      page({ total: 61, figure: '61', current_page: 1, last_page: 3, from: 1, to: 25 }),
    )
    expect(shape).toMatchObject({ figure: '61', records: 61, pagerTotal: 61 })
  })
})
