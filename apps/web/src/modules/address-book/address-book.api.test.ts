import { describe, expect, it } from 'vitest'
import { buildUrl } from '../../shared/api/api-client'
import { type CompanyListFilters, companyListQuery } from './address-book.api'

const base: CompanyListFilters = {
  status: 'all',
  group: null,
  search: '',
  sortBy: 'name',
  sortOrder: 'asc',
  page: 1,
  pageSize: 20,
}

describe('client and supplier list filters', () => {
  it('start as GET /clients wants them: first page, sorted by name ascending, every status', () => {
    expect(buildUrl('/clients', companyListQuery('client', base), 'tr')).toBe(
      '/api/v1/clients?page=1&page_size=20&sort_by=name&sort_order=asc&status=all&locale=tr',
    )
  })

  it('send the status, the industry of clients and the trimmed search', () => {
    const query = companyListQuery('client', {
      ...base,
      status: 'POTENTIAL',
      group: '7',
      search: '  istanbul ',
    })
    expect(query).toMatchObject({ status: 'POTENTIAL', industry_id: '7', search: 'istanbul' })
    expect(query).not.toHaveProperty('category_id', expect.anything())
  })

  it('send the category for suppliers and no empty search', () => {
    const query = companyListQuery('supplier', { ...base, group: '3', search: '   ', sortBy: 'city' })
    expect(query).toMatchObject({ category_id: '3', sort_by: 'city', search: undefined })
    expect(buildUrl('/suppliers', query, 'tr')).not.toContain('search=')
  })
})
