import {
  bizdevStages,
  companyCreditCards,
  companyCurrencies,
  companyLanguages,
  companyMemberships,
  companyVatRates,
  eventCompanies,
} from '../modules/event-companies/event-companies.table'
import { exchangeRates } from '../modules/reference/reference.table'
import { divisions, positions, teams, users } from '../modules/users/users.table'
import { newPublicCode } from '../platform/codes'
import type { DbOrTx } from '../platform/db'
import type { CompanySpec, UserSpec } from './company-spec'
import { exchangeRateHistory, todayIn } from './exchange-rate-history'
import { insertCrm } from './insert-crm'
import { insertDefinitions } from './insert-definitions'
import { insertProjects } from './insert-projects'
import { byName, idOf } from './name-map'

/** Managers before their reports: level 0 has no manager, level n reports to level n-1. */
export function usersByLevel(list: readonly UserSpec[]): UserSpec[][] {
  const byEmail = new Map(list.map((u) => [u.email, u]))
  const depth = (user: UserSpec, seen: Set<string>): number => {
    if (!user.reports_to) return 0
    const manager = byEmail.get(user.reports_to)
    if (!manager) throw new Error(`Seed data: ${user.email} reports to unknown ${user.reports_to}`)
    if (seen.has(manager.email)) throw new Error(`Seed data: reports_to cycle at ${user.email}`)
    return depth(manager, new Set([...seen, user.email])) + 1
  }
  const levels: UserSpec[][] = []
  for (const user of list) {
    const level = depth(user, new Set([user.email]))
    levels[level] = [...(levels[level] ?? []), user]
  }
  return levels.filter(Boolean)
}

async function insertSettings(db: DbOrTx, companyId: number, spec: CompanySpec) {
  const own = { event_company_id: companyId }
  await db.insert(companyMemberships).values(spec.memberships.map((name) => ({ ...own, name })))
  await db.insert(companyCurrencies).values(spec.currencies.map((shortcode) => ({ ...own, shortcode })))
  await db.insert(companyLanguages).values(spec.languages.map((code) => ({ ...own, code })))
  await db.insert(companyVatRates).values(spec.vatRates.map((vat_rate) => ({ ...own, vat_rate })))
  await db.insert(companyCreditCards).values(spec.creditCards.map((name) => ({ ...own, name })))
  if (spec.stageNames.length !== 15) throw new Error('Seed data: a company names exactly 15 bizdev stages')
  await db.insert(bizdevStages).values(
    spec.stageNames.map((name, slot) => ({
      ...own,
      slot,
      name,
      name_en: spec.stageNamesEn?.[slot] ?? null,
    })),
  )
}

async function insertOrganisation(db: DbOrTx, companyId: number, spec: CompanySpec, passwordHash: string) {
  const own = { event_company_id: companyId }
  const divisionIds = byName(
    await db
      .insert(divisions)
      .values(spec.divisions.map((d) => ({ ...own, ...d })))
      .returning({ id: divisions.id, name: divisions.name }),
  )
  const teamIds = byName(
    await db
      .insert(teams)
      .values(
        spec.teams.map((t) => ({
          ...own,
          name: t.name,
          color: t.color,
          division_id: idOf(divisionIds, t.division, 'division'),
        })),
      )
      .returning({ id: teams.id, name: teams.name }),
  )
  const positionIds = byName(
    await db
      .insert(positions)
      .values(spec.positions.map((p) => ({ ...own, ...p })))
      .returning({ id: positions.id, name: positions.name }),
  )
  // A deactivated account keeps its history; two months ago reads naturally in the demo.
  const deactivatedAt = new Date(Date.now() - 60 * 24 * 3600 * 1000)
  const userIds = new Map<string, number>()
  for (const level of usersByLevel(spec.users)) {
    const inserted = await db
      .insert(users)
      .values(
        level.map((u) => ({
          ...own,
          code: newPublicCode(),
          email: u.email,
          password_hash: passwordHash,
          full_name: u.full_name,
          kind: u.kind ?? 'AGENCY',
          is_admin: u.is_admin ?? false,
          position_id: idOf(positionIds, u.position, 'position'),
          division_id: u.division ? idOf(divisionIds, u.division, 'division') : null,
          team_id: u.team ? idOf(teamIds, u.team, 'team') : null,
          reports_to: u.reports_to ? idOf(userIds, u.reports_to, 'manager') : null,
          language: spec.company.language ?? 'tr',
          phone: u.phone ?? null,
          deleted_at: u.deactivated ? deactivatedAt : null,
        })),
      )
      .returning({ id: users.id, email: users.email })
    for (const row of inserted) userIds.set(row.email, row.id)
  }
  return { divisionIds, userIds }
}

/** Inserts one company with its settings, organisation, definitions and rate table; returns its id. */
export async function insertCompany(db: DbOrTx, spec: CompanySpec, passwordHash: string): Promise<number> {
  const [company] = await db
    .insert(eventCompanies)
    .values({ ...spec.company, code: newPublicCode() })
    .returning({ id: eventCompanies.id, timezone: eventCompanies.timezone })
  if (!company) throw new Error('Seed: the company was not inserted')
  await insertSettings(db, company.id, spec)
  const { divisionIds, userIds } = await insertOrganisation(db, company.id, spec, passwordHash)
  await insertDefinitions(db, company.id, spec.definitions, divisionIds)
  if (spec.crm) await insertCrm(db, company.id, spec.crm, userIds)
  if (spec.projects) await insertProjects(db, company.id, spec.projects)
  const today = todayIn(company.timezone)
  const rates = spec.exchangeRates.flatMap((rate) => exchangeRateHistory(rate, today))
  if (rates.length > 0) {
    await db
      .insert(exchangeRates)
      .values(rates.map((r) => ({ ...r, event_company_id: company.id, source: 'MANUAL' })))
  }
  return company.id
}
