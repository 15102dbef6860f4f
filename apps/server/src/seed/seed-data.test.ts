import { POSITION_SCOPES } from '@ajanda/contracts/users.contract'
import { describe, expect, it } from 'vitest'
import type { CompanySpec } from './company-spec'
import { COUNTRIES } from './data/countries'
import { CURRENCIES } from './data/currencies'
import { TAX_OFFICES } from './data/tax-offices'
import { TR_PROVINCES } from './data/tr-provinces'
import { WORLD_CITIES } from './data/world-cities'
import { DEMO_COMPANY } from './demo-company'
import { DEMO_EMAILS, DEMO_LOGINS } from './demo-logins'
import { usersByLevel } from './insert-company'
import { OTHER_COMPANY } from './other-company'

const unique = (values: readonly string[]) => new Set(values).size === values.length

describe('reference data', () => {
  it('has the 81 provinces numbered 01 to 81', () => {
    expect(TR_PROVINCES.map((p) => p.plate)).toEqual(
      Array.from({ length: 81 }, (_, i) => String(i + 1).padStart(2, '0')),
    )
    expect(unique(TR_PROVINCES.map((p) => p.name))).toBe(true)
    expect(TR_PROVINCES.find((p) => p.plate === '63')?.name).toBe('Şanlıurfa')
  })

  it('has unique codes, and cities only of known countries', () => {
    expect(unique(COUNTRIES.map((c) => c.code))).toBe(true)
    expect(unique(CURRENCIES.map((c) => c.shortcode))).toBe(true)
    expect(unique(TAX_OFFICES.map((t) => t.code))).toBe(true)
    const codes = new Set(COUNTRIES.map((c) => c.code))
    for (const city of WORLD_CITIES) expect(codes.has(city.country), city.name).toBe(true)
    expect(unique(WORLD_CITIES.map((c) => `${c.country}/${c.name}`))).toBe(true)
  })

  it('gives a state to every city of a country with states, and none elsewhere', () => {
    const withStates = new Set(COUNTRIES.filter((c) => c.has_states).map((c) => c.code))
    expect([...withStates].sort()).toEqual(['AU', 'BR', 'CA', 'IN', 'MX', 'US'])
    for (const city of WORLD_CITIES) expect(Boolean(city.state), city.name).toBe(withStates.has(city.country))
  })
})

describe.each([
  ['demo', DEMO_COMPANY],
  ['other', OTHER_COMPANY],
] as [string, CompanySpec][])('%s company spec', (_, spec) => {
  it('refers only to divisions, teams, positions and managers it defines', () => {
    const divisions = new Set(spec.divisions.map((d) => d.name))
    const teams = new Map(spec.teams.map((t) => [t.name, t.division]))
    const positions = new Set(spec.positions.map((p) => p.name))
    for (const team of spec.teams) expect(divisions.has(team.division)).toBe(true)
    for (const user of spec.users) {
      expect(positions.has(user.position), user.email).toBe(true)
      if (user.division) expect(divisions.has(user.division), user.email).toBe(true)
      if (user.team) expect(teams.get(user.team), user.email).toBe(user.division)
    }
    for (const type of spec.definitions.projectTypes)
      for (const d of type.divisions) expect(divisions.has(d)).toBe(true)
    expect(unique(spec.users.map((u) => u.email))).toBe(true)
    // Throws on an unknown manager or a cycle.
    expect(usersByLevel(spec.users).flat()).toHaveLength(spec.users.length)
  })

  it('budget categories name known supplier categories, and groups their own items', () => {
    const supplierCategories = new Set(spec.definitions.supplierCategories)
    for (const category of spec.definitions.budgetCategories) {
      for (const s of category.supplierCategories) expect(supplierCategories.has(s), s).toBe(true)
      const items = new Set(category.items.map((i) => i.name))
      for (const group of category.groups)
        for (const item of group.items) expect(items.has(item), item).toBe(true)
    }
  })

  it('names all 15 stages', () => {
    expect(spec.stageNames).toHaveLength(15)
  })
})

describe('demo company', () => {
  const scopeOf = (email: string) => {
    const user = DEMO_COMPANY.users.find((u) => u.email === email)
    return DEMO_COMPANY.positions.find((p) => p.name === user?.position)?.scope
  }

  it('has about twenty people, positions of every scope and the required logins', () => {
    expect(DEMO_COMPANY.users.length).toBeGreaterThanOrEqual(18)
    expect(new Set(DEMO_COMPANY.positions.map((p) => p.scope))).toEqual(new Set(POSITION_SCOPES))
    expect(scopeOf(DEMO_EMAILS.admin)).toBe('AGENCY')
    expect(scopeOf(DEMO_EMAILS.division)).toBe('DIVISION')
    expect(scopeOf(DEMO_EMAILS.team)).toBe('TEAM')
    expect(scopeOf(DEMO_EMAILS.user)).toBe('USER')
    expect(DEMO_COMPANY.users.find((u) => u.email === DEMO_EMAILS.admin)?.is_admin).toBe(true)
    const client = DEMO_COMPANY.users.find((u) => u.email === DEMO_EMAILS.client)
    expect(client).toMatchObject({ kind: 'CLIENT', division: 'Kurumsal Etkinlikler' })
    expect(DEMO_COMPANY.users.filter((u) => u.deactivated)).toHaveLength(1)
  })

  it('builds the reports_to tree from the general manager down', () => {
    const levels = usersByLevel(DEMO_COMPANY.users)
    expect(levels[0]?.map((u) => u.email)).toContain(DEMO_EMAILS.admin)
    expect(levels.length).toBe(4)
  })

  it('lists every login of both companies', () => {
    const emails = [...DEMO_COMPANY.users, ...OTHER_COMPANY.users].map((u) => u.email)
    for (const login of DEMO_LOGINS) expect(emails).toContain(login.email)
  })
})
