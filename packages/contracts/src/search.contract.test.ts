import { describe, expect, it } from 'vitest'
import { groupSearchResults, searchResultPath, shareResults } from './search.contract'

describe('searchResultPath', () => {
  it('opens each kind on its own page, a contact on its company’s', () => {
    expect(searchResultPath({ type: 'client', code: 'ab-1', company: null })).toBe('/client/ab-1')
    expect(searchResultPath({ type: 'supplier', code: 'x', company: null })).toBe('/supplier/x')
    expect(searchResultPath({ type: 'project', code: 'p1', company: null })).toBe('/project/p1/main')
    expect(searchResultPath({ type: 'lead', code: 'l1', company: null })).toBe('/bizdev/l1')
    const company = { type: 'supplier' as const, id: 3, code: 's3', name: 'Otel' }
    expect(searchResultPath({ type: 'contact', code: null, company })).toBe('/supplier/s3')
    expect(searchResultPath({ type: 'contact', code: null, company: null })).toBeNull()
    expect(searchResultPath({ type: 'project', code: null, company: null })).toBeNull()
    expect(searchResultPath({ type: 'lead', code: 'a/b', company: null })).toBe('/bizdev/a%2Fb')
  })

  it('opens an attendee on their project’s attendees tab with their drawer', () => {
    expect(searchResultPath({ type: 'attendee', id: 7, code: 'p1', company: null })).toBe(
      '/project/p1/attendees?attendee=7',
    )
    expect(searchResultPath({ type: 'attendee', code: 'p1', company: null })).toBeNull()
  })
})

describe('shareResults', () => {
  const list = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`)

  it('gives every kind its turn before a kind takes a second place', () => {
    const shared = shareResults([list('c', 20), list('p', 1), list('l', 20)], 5)
    expect(shared).toEqual([['c0', 'c1'], ['p0'], ['l0', 'l1']])
  })

  it('leaves the places a kind does not fill to the others', () => {
    expect(shareResults([list('c', 30), [], list('l', 2)]).map((l) => l.length)).toEqual([18, 0, 2])
    expect(shareResults([list('c', 3), list('s', 4)]).flat()).toHaveLength(7)
    expect(shareResults([[], []])).toEqual([[], []])
  })

  it('keeps each kind’s order and never more than max', () => {
    const shared = shareResults([list('a', 9), list('b', 9), list('c', 9)], 20)
    expect(shared.flat()).toHaveLength(20)
    expect(shared[0]).toEqual(list('a', 7))
    expect(shared[2]).toEqual(list('c', 6))
  })
})

describe('groupSearchResults', () => {
  it('groups by kind in the header search’s order, keeping the order inside a kind', () => {
    const results = [
      { type: 'lead' as const, n: 1 },
      { type: 'client' as const, n: 2 },
      { type: 'project' as const, n: 3 },
      { type: 'client' as const, n: 4 },
    ]
    expect(groupSearchResults(results)).toEqual([
      { type: 'client', items: [results[1], results[3]] },
      { type: 'project', items: [results[2]] },
      { type: 'lead', items: [results[0]] },
    ])
    expect(groupSearchResults([])).toEqual([])
  })
})
