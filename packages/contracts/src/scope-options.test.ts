import { describe, expect, it } from 'vitest'
import {
  buildScopeOptions,
  defaultScopeValue,
  effectiveScope,
  parseScopeValue,
  type ScopeMe,
  type ScopeSources,
  type ScopeUser,
  scopeUserIds,
} from './scope-options'

const divisions = [
  { id: 1, name: 'Kurumsal Etkinlikler' },
  { id: 2, name: 'Kongre ve Toplantı' },
]
const teams = [
  { id: 11, name: 'Lansman', division_id: 1 },
  { id: 12, name: 'Teşvik', division_id: 1 },
  { id: 21, name: 'Kongre', division_id: 2 },
]
const person = (id: number, full_name: string, division_id: number | null, team_id: number | null) =>
  ({ id, full_name, division_id, team_id, deleted_at: null, position: { name: 'Uzman' } }) as ScopeUser
const users: ScopeUser[] = [
  person(1, 'Elif Demir', null, null),
  person(2, 'Burak Yıldız', 1, null),
  person(3, 'Can Öztürk', 1, 11),
  person(4, 'Gizem Aydın', 1, 11),
  person(5, 'Ece Kurt', 1, 12),
  person(6, 'Ayşe Yılmaz', 2, 21),
  { ...person(7, 'Hakan Güneş', 1, 11), deleted_at: '2026-01-01T00:00:00.000Z' },
]
const me = (id: number, scope: 'AGENCY' | 'DIVISION' | 'TEAM' | 'USER', is_admin: 0 | 1 = 0): ScopeMe => {
  const user = users.find((u) => u.id === id) as ScopeUser
  return { id, is_admin, position: { scope }, division_id: user.division_id, team_id: user.team_id }
}
const sources = (caller: ScopeMe): ScopeSources => ({ me: caller, users, teams, divisions })
const values = (caller: ScopeMe) =>
  Object.fromEntries(buildScopeOptions(sources(caller)).map((g) => [g.value, g.options.map((o) => o.value)]))

describe('buildScopeOptions', () => {
  it('AGENCY: all, every division, every team and every active person', () => {
    const groups = buildScopeOptions(sources(me(1, 'AGENCY')))
    expect(groups.map((g) => g.title)).toEqual(['Genel', 'Departmanlar', 'Takımlar', 'Kişiler'])
    expect(values(me(1, 'AGENCY'))).toEqual({
      all: ['all'],
      // Turkish order: "Kongre ve Toplantı" before "Kurumsal Etkinlikler".
      divisions: ['division|2', 'division|1'],
      teams: ['team|21', 'team|11', 'team|12'],
      users: ['user|6', 'user|2', 'user|3', 'user|5', 'user|1', 'user|4'],
    })
    const teamOption = groups[2]?.options.find((o) => o.value === 'team|11')
    expect(teamOption).toMatchObject({ text: 'Lansman', subtext: 'Kurumsal Etkinlikler' })
  })

  it('DIVISION: the teams and people of its division only', () => {
    expect(values(me(2, 'DIVISION'))).toEqual({
      teams: ['team|11', 'team|12'],
      users: ['user|2', 'user|3', 'user|5', 'user|4'],
    })
  })

  it('TEAM: the people of its team only', () => {
    expect(values(me(3, 'TEAM'))).toEqual({ users: ['user|3', 'user|4'] })
  })

  it('USER: only themself', () => {
    expect(values(me(4, 'USER'))).toEqual({ users: ['user|4'] })
  })

  it('an admin picks like AGENCY, whatever the position', () => {
    expect(effectiveScope(me(4, 'USER', 1))).toBe('AGENCY')
    expect(values(me(4, 'USER', 1)).all).toEqual(['all'])
  })

  it('a DIVISION or TEAM position without a division or team, or no position, is USER', () => {
    expect(effectiveScope({ ...me(2, 'DIVISION'), division_id: null })).toBe('USER')
    expect(effectiveScope({ ...me(3, 'TEAM'), team_id: null })).toBe('USER')
    expect(effectiveScope({ ...me(3, 'TEAM'), position: null })).toBe('USER')
  })

  it('speaks English on request', () => {
    const groups = buildScopeOptions(sources(me(1, 'AGENCY')), 'en')
    expect(groups.map((g) => g.title)).toEqual(['General', 'Divisions', 'Teams', 'People'])
    expect(groups[0]?.options[0]?.text).toBe('Everyone')
  })
})

describe('parseScopeValue', () => {
  it('reads the four forms and refuses anything else', () => {
    expect(parseScopeValue('all')).toEqual({ kind: 'all' })
    expect(parseScopeValue('division|2')).toEqual({ kind: 'division', id: 2 })
    expect(parseScopeValue('team|11')).toEqual({ kind: 'team', id: 11 })
    expect(parseScopeValue('user|4')).toEqual({ kind: 'user', id: 4 })
    for (const bad of ['', 'ALL', 'user|', 'user|0', 'user|x', 'project|1', 'user|1|2', 'user|01'])
      expect(parseScopeValue(bad), bad).toBeNull()
  })
})

describe('scopeUserIds', () => {
  it('AGENCY: all covers everyone, deactivated people included; a division or team its members', () => {
    const agency = sources(me(1, 'AGENCY'))
    expect(scopeUserIds(agency, 'all')).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(scopeUserIds(agency, 'division|2')).toEqual([6])
    expect(scopeUserIds(agency, 'team|11')).toEqual([3, 4, 7])
    expect(scopeUserIds(agency, 'division|99')).toBeNull()
  })

  it('DIVISION: its own division, its teams and people; nothing of another division, and not all', () => {
    const division = sources(me(2, 'DIVISION'))
    expect(scopeUserIds(division, 'division|1')).toEqual([2, 3, 4, 5, 7])
    expect(scopeUserIds(division, 'team|12')).toEqual([5])
    expect(scopeUserIds(division, 'user|4')).toEqual([4])
    expect(scopeUserIds(division, 'all')).toBeNull()
    expect(scopeUserIds(division, 'division|2')).toBeNull()
    expect(scopeUserIds(division, 'team|21')).toBeNull()
    expect(scopeUserIds(division, 'user|6')).toBeNull()
  })

  it('TEAM: its team and its people only', () => {
    const team = sources(me(3, 'TEAM'))
    expect(scopeUserIds(team, 'team|11')).toEqual([3, 4, 7])
    expect(scopeUserIds(team, 'user|4')).toEqual([4])
    expect(scopeUserIds(team, 'team|12')).toBeNull()
    expect(scopeUserIds(team, 'user|5')).toBeNull()
    expect(scopeUserIds(team, 'division|1')).toBeNull()
  })

  it('USER: only themself', () => {
    const user = sources(me(4, 'USER'))
    expect(scopeUserIds(user, 'user|4')).toEqual([4])
    expect(scopeUserIds(user, 'user|3')).toBeNull()
    expect(scopeUserIds(user, 'team|11')).toBeNull()
    expect(scopeUserIds(user, 'nonsense')).toBeNull()
  })
})

describe('defaultScopeValue', () => {
  it("names the caller's whole scope, which scopeUserIds accepts", () => {
    const cases = [
      [me(1, 'AGENCY'), 'all'],
      [me(2, 'DIVISION'), 'division|1'],
      [me(3, 'TEAM'), 'team|11'],
      [me(4, 'USER'), 'user|4'],
    ] as const
    for (const [caller, value] of cases) {
      expect(defaultScopeValue(caller)).toBe(value)
      expect(scopeUserIds(sources(caller), value)).toContain(caller.id)
    }
  })
})
