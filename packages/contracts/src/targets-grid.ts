import { type TargetForType, type TargetRow, targetRowKey } from './targets.contract'

/**
 * The targets grid's arithmetic and shape, shared by the server (the GET answer's rows) and the screen
 * (sums as cells are typed, collapsing): quarters and the year are sums of the months, never stored.
 */

export const MONTHS = 12
/** The 17 value columns: 12 months, 4 quarters, the year. */
export const TARGET_VALUE_COLUMNS = 17

/** Sum of the months given; null when none of them has a target (an empty quarter shows empty). */
function sumOf(values: readonly (number | null)[]): number | null {
  let total: number | null = null
  for (const value of values) if (value !== null) total = (total ?? 0) + value
  return total
}

/** Q1..Q4 of twelve monthly amounts. */
export function quarterTotals(amounts: readonly (number | null)[]): (number | null)[] {
  return [0, 1, 2, 3].map((quarter) => sumOf(amounts.slice(quarter * 3, quarter * 3 + 3)))
}

export function yearTotal(amounts: readonly (number | null)[]): number | null {
  return sumOf(amounts.slice(0, MONTHS))
}

/** The 17 values of a row in column order: the months, the quarters, the year. */
export function rowValues(amounts: readonly (number | null)[]): (number | null)[] {
  const months = Array.from({ length: MONTHS }, (_, index) => amounts[index] ?? null)
  return [...months, ...quarterTotals(months), yearTotal(months)]
}

/** Whether a value column is a month (editable) rather than a computed sum. */
export const isMonthColumn = (column: number) => column >= 0 && column < MONTHS

/** The column totals of some rows (e.g. the company's divisions), 17 values. */
export function columnTotals(rows: readonly { amounts: readonly (number | null)[] }[]): (number | null)[] {
  const months = Array.from({ length: MONTHS }, (_, month) =>
    sumOf(rows.map((row) => row.amounts[month] ?? null)),
  )
  return rowValues(months)
}

export interface GridDivision {
  id: number
  name: string
}
export interface GridTeam {
  id: number
  name: string
  division_id: number | null
}
export interface GridUser {
  id: number
  name: string
  division_id: number | null
  team_id: number | null
  inactive?: boolean
}

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true })
const byName = <T extends { name: string; id: number }>(a: T, b: T) =>
  collator.compare(a.name, b.name) || a.id - b.id

type RowShape = Omit<TargetRow, 'amounts'>

/**
 * The grid's rows in order, grouped division → team → user: each division, then under it its teams (each
 * followed by its users) and its users without a team; then teams without a division with their users;
 * then users in neither. A user whose team is in another division than their own follows the team. Names
 * sort by the Turkish alphabet.
 */
export function groupTargetRows(
  divisions: readonly GridDivision[],
  teams: readonly GridTeam[],
  users: readonly GridUser[],
): RowShape[] {
  const rows: RowShape[] = []
  const divisionIds = new Set(divisions.map((d) => d.id))
  const teamIds = new Set(teams.map((t) => t.id))
  const teamDivision = (team: GridTeam) =>
    team.division_id !== null && divisionIds.has(team.division_id) ? team.division_id : null
  const usersOfTeam = new Map<number, GridUser[]>()
  const usersOfDivision = new Map<number, GridUser[]>()
  const loneUsers: GridUser[] = []
  for (const user of [...users].sort(byName)) {
    if (user.team_id !== null && teamIds.has(user.team_id)) push(usersOfTeam, user.team_id, user)
    else if (user.division_id !== null && divisionIds.has(user.division_id))
      push(usersOfDivision, user.division_id, user)
    else loneUsers.push(user)
  }
  const teamsOfDivision = new Map<number, GridTeam[]>()
  const loneTeams: GridTeam[] = []
  for (const team of [...teams].sort(byName)) {
    const division = teamDivision(team)
    if (division === null) loneTeams.push(team)
    else push(teamsOfDivision, division, team)
  }

  const add = (
    type: TargetForType,
    item: { id: number; name: string },
    parent: string | null,
    depth: number,
  ) => {
    const row: RowShape = {
      key: targetRowKey(type, item.id),
      target_for_type: type,
      target_for_id: item.id,
      name: item.name,
      parent_key: parent,
      depth,
      inactive: (item as GridUser).inactive === true,
    }
    rows.push(row)
    return row.key
  }
  const addTeam = (team: GridTeam, parent: string | null, depth: number) => {
    const key = add('TEAM', team, parent, depth)
    for (const user of usersOfTeam.get(team.id) ?? []) add('USER', user, key, depth + 1)
  }

  for (const division of [...divisions].sort(byName)) {
    const key = add('DIVISION', division, null, 0)
    for (const team of teamsOfDivision.get(division.id) ?? []) addTeam(team, key, 1)
    for (const user of usersOfDivision.get(division.id) ?? []) add('USER', user, key, 1)
  }
  for (const team of loneTeams) addTeam(team, null, 0)
  for (const user of loneUsers) add('USER', user, null, 0)
  return rows
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** The rows a person sees: those with no collapsed row above them. Rows come in grid order. */
export function visibleTargetRows<R extends { key: string; parent_key: string | null }>(
  rows: readonly R[],
  collapsed: ReadonlySet<string>,
): R[] {
  if (collapsed.size === 0) return [...rows]
  const hidden = new Set<string>()
  const visible: R[] = []
  for (const row of rows) {
    if (row.parent_key !== null && (hidden.has(row.parent_key) || collapsed.has(row.parent_key))) {
      hidden.add(row.key)
      continue
    }
    visible.push(row)
  }
  return visible
}

/** Rows that have rows under them (the ones with a collapse toggle). */
export function parentKeys(rows: readonly { parent_key: string | null }[]): Set<string> {
  const keys = new Set<string>()
  for (const row of rows) if (row.parent_key !== null) keys.add(row.parent_key)
  return keys
}

/**
 * A typed amount in Turkish or plain notation ("1.250.000", "1250000", "1 250 000") as a whole number;
 * empty is null (no target); anything else (letters, decimals, negatives) is undefined, refused.
 */
export function parseTargetAmount(text: string): number | null | undefined {
  const trimmed = text.replace(/[\s\u00a0\u202f]/g, '')
  if (trimmed === '') return null
  if (!/^\d{1,3}(\.\d{3})*$|^\d+$/.test(trimmed)) return undefined
  const value = Number(trimmed.replace(/\./g, ''))
  return Number.isSafeInteger(value) ? value : undefined
}
