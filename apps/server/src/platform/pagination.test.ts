import { describe, expect, it } from 'vitest'
import { pageNumbers, pageWindow, paginated } from './pagination'

describe('paginated', () => {
  it("builds Laravel's paginator for a middle page, keeping the other query parameters", () => {
    const page = paginated(['k', 'l'], 42, { page: 2, pageSize: 20 }, '/api/v1/admin/users', {
      search: 'ay',
      page: 2,
      status: undefined,
    })
    expect(page).toMatchObject({ current_page: 2, per_page: 20, total: 42, from: 21, to: 22, last_page: 3 })
    expect(page.links.map((l) => l.label)).toEqual(['&laquo; Previous', '1', '2', '3', 'Next &raquo;'])
    expect(page.links[0]?.url).toBe('/api/v1/admin/users?search=ay&page=1')
    expect(page.links.find((l) => l.active)?.label).toBe('2')
    expect(page.links.at(-1)?.url).toBe('/api/v1/admin/users?search=ay&page=3')
  })

  it('answers an empty list and a page past the end with one page and null from/to', () => {
    expect(paginated([], 0, { page: 1, pageSize: 20 }, '/x')).toMatchObject({
      total: 0,
      from: null,
      to: null,
      last_page: 1,
    })
    const past = paginated([], 5, { page: 9, pageSize: 20 }, '/x')
    expect(past).toMatchObject({ from: null, to: null, last_page: 1 })
    expect(past.links[0]?.url).toBe('/x?page=8')
    expect(past.links.at(-1)?.url).toBeNull()
  })

  it('shows gaps like Laravel when there are many pages', () => {
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, '...', 19, 20])
    expect(pageNumbers(10, 20)).toEqual([1, 2, '...', 7, 8, 9, 10, 11, 12, 13, '...', 19, 20])
    expect(pageNumbers(19, 20)).toEqual([1, 2, '...', 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
    expect(pageWindow({ page: 3, pageSize: 20 })).toEqual({ limit: 20, offset: 40 })
  })
})
