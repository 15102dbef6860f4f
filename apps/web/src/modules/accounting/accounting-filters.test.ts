import { describe, expect, it } from 'vitest'
import {
  accountingListQuery,
  changeFilters,
  DEFAULT_ACCOUNTING_FILTERS,
  filtersFromSearch,
  kindFromSearch,
  partySide,
  searchFromFilters,
  statusesOf,
} from './accounting-filters'

const params = (text: string) => new URLSearchParams(text)

describe('accounting list filters in the URL', () => {
  it('reads the kind, dashed or not, and falls back to the first list', () => {
    expect(kindFromSearch(params('kind=purchase-invoices'))).toBe('purchase_invoices')
    expect(kindFromSearch(params('kind=payments_received'))).toBe('payments_received')
    expect(kindFromSearch(params('kind=nope'))).toBe('cc_requests')
    expect(kindFromSearch(params(''))).toBe('cc_requests')
  })

  it('round-trips every filter and leaves defaults out of the URL', () => {
    const filters = {
      status: 'PARTIAL',
      projectId: 12,
      partyId: 7,
      requester: 'team|2',
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      sortBy: 'total',
      sortOrder: 'asc' as const,
      page: 3,
    }
    const search = searchFromFilters(filters, 'purchase_invoices')
    expect(search.toString()).toBe(
      'kind=purchase_invoices&status=PARTIAL&project=12&party=7&requester=team%7C2&date_from=2026-03-01&date_to=2026-03-31&sort_by=total&sort_order=asc&page=3',
    )
    expect(filtersFromSearch(search, 'purchase_invoices')).toEqual(filters)
    expect(searchFromFilters(DEFAULT_ACCOUNTING_FILTERS).toString()).toBe('')
  })

  it("drops what does not belong to the list: another list's status, sort or party", () => {
    const read = filtersFromSearch(params('status=PAID&sort_by=total&party=4&requester=boss'), 'expenses')
    expect(read).toEqual(DEFAULT_ACCOUNTING_FILTERS)
    expect(filtersFromSearch(params('status=APPROVED&page=0&date_from=1.3.2026'), 'cc_requests')).toEqual({
      ...DEFAULT_ACCOUNTING_FILTERS,
      status: 'APPROVED',
    })
  })

  it('goes back to page 1 when a filter changes, but not when the page does', () => {
    const onPage3 = { ...DEFAULT_ACCOUNTING_FILTERS, page: 3 }
    expect(changeFilters(onPage3, { status: 'PAID' }).page).toBe(1)
    expect(changeFilters(onPage3, { page: 4 }).page).toBe(4)
  })

  it('builds the API query (without the page for the export)', () => {
    const filters = { ...DEFAULT_ACCOUNTING_FILTERS, partyId: 5, requester: 'all', page: 2 }
    expect(accountingListQuery(filters)).toEqual({
      page: 2,
      page_size: 20,
      sort_by: undefined,
      sort_order: 'desc',
      status: undefined,
      project_id: undefined,
      party_id: 5,
      requester: 'all',
      date_from: undefined,
      date_to: undefined,
    })
    expect(accountingListQuery(filters, false)).not.toHaveProperty('page')
  })

  it('knows each list’s statuses and party side', () => {
    expect(statusesOf('sales_invoices')).toEqual(['UNPAID', 'PARTIAL', 'PAID'])
    expect(statusesOf('advance_payments')).toEqual(['PENDING', 'APPROVED', 'DECLINED'])
    expect(statusesOf('payments')).toEqual([])
    expect(partySide('payment_requests')).toBe('supplier')
    expect(partySide('payments_received')).toBe('client')
    expect(partySide('expenses')).toBeNull()
  })
})
