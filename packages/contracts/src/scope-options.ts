import { z } from 'zod'
import type { Locale } from './common/locale'
import type { PositionScope } from './users.contract'

/**
 * The scoped user picker (staff-app.md section 6), one logic for the web widget and the server:
 * AGENCY sees everyone, every division and team; DIVISION the teams and people of its division; TEAM the
 * people of its team; USER only themself. Values are `all`, `division|{id}`, `team|{id}`, `user|{id}`.
 * Admins see everything in their company, so they pick like AGENCY.
 */
export const SCOPE_VALUE_PATTERN = /^(all|(division|team|user)\|[1-9]\d{0,9})$/
export const scopeValueSchema = z.string().trim().regex(SCOPE_VALUE_PATTERN, { message: 'invalid_choice' })

export type ScopeKind = 'division' | 'team' | 'user'
export type ScopeValue = 'all' | `${ScopeKind}|${number}`
export type ParsedScopeValue = { kind: 'all' } | { kind: ScopeKind; id: number }
export const SCOPE_GROUPS = ['all', 'divisions', 'teams', 'users'] as const
export type ScopeGroup = (typeof SCOPE_GROUPS)[number]

export const scopeOptionSchema = z.object({
  value: z.string(),
  text: z.string(),
  subtext: z.string().nullable(),
  image: z.string().nullable(),
})
export type ScopeOption = z.infer<typeof scopeOptionSchema>
/** The Select widget's nested source: a titled group of options. */
export const scopeOptionGroupSchema = z.object({
  value: z.enum(SCOPE_GROUPS),
  title: z.string(),
  options: z.array(scopeOptionSchema),
})
export type ScopeOptionGroup = z.infer<typeof scopeOptionGroupSchema>
export const scopeOptionsResponseSchema = z.array(scopeOptionGroupSchema)

/** What the logic needs of the caller: a /me answer fits. */
export interface ScopeMe {
  id: number
  is_admin?: boolean | 0 | 1
  position: { scope: PositionScope } | null
  division_id: number | null
  team_id: number | null
}
/** What it needs of a person: a GET /users row fits. */
export interface ScopeUser {
  id: number
  full_name: string
  division_id: number | null
  team_id: number | null
  deleted_at: string | null
  profile_picture_full?: string | null
  position?: { name: string } | null
}
export interface ScopeTeam {
  id: number
  name: string
  division_id: number | null
}
export interface ScopeDivision {
  id: number
  name: string
}
export interface ScopeSources {
  me: ScopeMe
  users: readonly ScopeUser[]
  teams: readonly ScopeTeam[]
  divisions: readonly ScopeDivision[]
}

const LABELS: Record<Locale, { everyone: string; groups: Record<ScopeGroup, string> }> = {
  tr: {
    everyone: 'Tümü',
    groups: { all: 'Genel', divisions: 'Departmanlar', teams: 'Takımlar', users: 'Kişiler' },
  },
  en: {
    everyone: 'Everyone',
    groups: { all: 'General', divisions: 'Divisions', teams: 'Teams', users: 'People' },
  },
}

/**
 * The scope the caller really has: admins act as AGENCY; a DIVISION or TEAM position without a division
 * or team to apply to falls back to USER, as does a person without a position.
 */
export function effectiveScope(me: ScopeMe): PositionScope {
  if (me.is_admin === true || me.is_admin === 1) return 'AGENCY'
  const scope = me.position?.scope ?? 'USER'
  if (scope === 'DIVISION' && me.division_id === null) return 'USER'
  if (scope === 'TEAM' && me.team_id === null) return 'USER'
  return scope
}

/** The value that covers the caller's whole scope: what a list filters by when nothing is picked. */
export function defaultScopeValue(me: ScopeMe): ScopeValue {
  switch (effectiveScope(me)) {
    case 'AGENCY':
      return 'all'
    case 'DIVISION':
      return `division|${me.division_id as number}`
    case 'TEAM':
      return `team|${me.team_id as number}`
    default:
      return `user|${me.id}`
  }
}

export function parseScopeValue(value: string): ParsedScopeValue | null {
  if (!SCOPE_VALUE_PATTERN.test(value)) return null
  if (value === 'all') return { kind: 'all' }
  const [kind, id] = value.split('|') as [ScopeKind, string]
  return { kind, id: Number(id) }
}

/** Everyone the caller's scope covers, deactivated people included (their records still count). */
function usersInScope(sources: ScopeSources, scope: PositionScope): ScopeUser[] {
  const { me, users } = sources
  switch (scope) {
    case 'AGENCY':
      return [...users]
    case 'DIVISION':
      return users.filter((u) => u.division_id === me.division_id || u.id === me.id)
    case 'TEAM':
      return users.filter((u) => u.team_id === me.team_id || u.id === me.id)
    default:
      return users.filter((u) => u.id === me.id)
  }
}

function teamsInScope(sources: ScopeSources, scope: PositionScope): ScopeTeam[] {
  if (scope === 'AGENCY') return [...sources.teams]
  if (scope === 'DIVISION') return sources.teams.filter((t) => t.division_id === sources.me.division_id)
  return []
}

export function buildScopeOptions(sources: ScopeSources, locale: Locale = 'tr'): ScopeOptionGroup[] {
  const scope = effectiveScope(sources.me)
  const labels = LABELS[locale]
  const collator = new Intl.Collator(locale)
  const byText = (a: ScopeOption, b: ScopeOption) => collator.compare(a.text, b.text)
  const divisionName = new Map(sources.divisions.map((d) => [d.id, d.name]))
  const groups: ScopeOptionGroup[] = []
  const add = (value: ScopeGroup, options: ScopeOption[]) => {
    if (options.length > 0) groups.push({ value, title: labels.groups[value], options: options.sort(byText) })
  }

  if (scope === 'AGENCY') {
    add('all', [{ value: 'all', text: labels.everyone, subtext: null, image: null }])
    add(
      'divisions',
      sources.divisions.map((d) => ({ value: `division|${d.id}`, text: d.name, subtext: null, image: null })),
    )
  }
  add(
    'teams',
    teamsInScope(sources, scope).map((t) => ({
      value: `team|${t.id}`,
      text: t.name,
      subtext: t.division_id === null ? null : (divisionName.get(t.division_id) ?? null),
      image: null,
    })),
  )
  add(
    'users',
    usersInScope(sources, scope)
      .filter((u) => u.deleted_at === null)
      .map((u) => ({
        value: `user|${u.id}`,
        text: u.full_name,
        subtext: u.position?.name ?? null,
        image: u.profile_picture_full ?? null,
      })),
  )
  return groups
}

/**
 * The ids of the people a value covers, or null when the value is malformed or outside the caller's
 * scope. A DIVISION or TEAM caller may also name their own division or team (their whole scope).
 */
export function scopeUserIds(sources: ScopeSources, value: string): number[] | null {
  const parsed = parseScopeValue(value)
  if (!parsed) return null
  const scope = effectiveScope(sources.me)
  const { me, users } = sources
  const ids = (list: readonly ScopeUser[]) => list.map((u) => u.id)
  switch (parsed.kind) {
    case 'all':
      return scope === 'AGENCY' ? ids(users) : null
    case 'division': {
      const known = sources.divisions.some((d) => d.id === parsed.id)
      const allowed = scope === 'AGENCY' || (scope === 'DIVISION' && me.division_id === parsed.id)
      return known && allowed ? ids(users.filter((u) => u.division_id === parsed.id)) : null
    }
    case 'team': {
      const team = sources.teams.find((t) => t.id === parsed.id)
      const allowed =
        team !== undefined &&
        (scope === 'AGENCY' ||
          (scope === 'DIVISION' && team.division_id === me.division_id) ||
          (scope === 'TEAM' && me.team_id === team.id))
      return allowed ? ids(users.filter((u) => u.team_id === parsed.id)) : null
    }
    case 'user':
      return usersInScope(sources, scope).some((u) => u.id === parsed.id) ? [parsed.id] : null
  }
}
