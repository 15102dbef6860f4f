import { describe, expect, it } from 'vitest'
import { ADMIN, CLIENT, NO_ECOS, USER_SCOPE } from '../../test/fixtures'
import { quickCreateMenuFor } from './quick-create-menu'

describe('quickCreateMenuFor', () => {
  it('gives back-office staff of an ECOS company the full menu', () => {
    expect(quickCreateMenuFor(ADMIN)).toBe('full')
    expect(quickCreateMenuFor(USER_SCOPE)).toBe('full')
  })

  it('gives CLIENT users only the project item', () => {
    expect(quickCreateMenuFor(CLIENT)).toBe('projectOnly')
  })

  it('gives an AGENCY user of a company without ECOS only the project item', () => {
    expect(NO_ECOS.kind).toBe('AGENCY')
    expect(quickCreateMenuFor(NO_ECOS)).toBe('projectOnly')
  })
})
