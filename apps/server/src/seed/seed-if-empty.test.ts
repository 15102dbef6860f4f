import { and, count, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectTypes } from '../modules/definitions/definitions.table'
import { bizdevStages, eventCompanies } from '../modules/event-companies/event-companies.table'
import { cities, exchangeRates, taxOffices } from '../modules/reference/reference.table'
import { users } from '../modules/users/users.table'
import { createPglite, type Database, openDatabase } from '../platform/db'
import { verifyPassword } from '../platform/passwords'
import { DEMO_COMPANY } from './demo-company'
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins'
import { seedIfEmpty } from './seed-if-empty'

/** Runs the real seed into a fresh in-memory database: the demo data must load, and only once. */
describe('seedIfEmpty', () => {
  let database: Database

  beforeAll(async () => {
    database = await openDatabase({ pglite: await createPglite() })
    await database.migrate()
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  it('seeds an empty database, then leaves it alone', async () => {
    expect(await seedIfEmpty(database.db)).toBe(true)
    expect(await seedIfEmpty(database.db)).toBe(false)
    const companies = await database.db.select({ name: eventCompanies.name }).from(eventCompanies)
    expect(companies.map((c) => c.name).sort()).toEqual(['Demo Etkinlik Ajansı', 'Öteki Organizasyon'])
  }, 60_000)

  it('loads all 81 provinces and the tax offices', async () => {
    const [tr] = await database.db.select({ n: count() }).from(cities).where(eq(cities.country_code, 'TR'))
    expect(tr?.n).toBe(81)
    const [offices] = await database.db.select({ n: count() }).from(taxOffices)
    expect(offices?.n).toBeGreaterThanOrEqual(60)
  })

  it('creates every demo login with the demo password, and one deactivated account', async () => {
    const rows = await database.db.select().from(users)
    for (const login of DEMO_LOGINS) {
      const user = rows.find((u) => u.email === login.email)
      expect(user, login.email).toBeDefined()
      expect(user?.deleted_at).toBeNull()
    }
    const admin = rows.find((u) => u.email === DEMO_LOGINS[0]?.email)
    expect(await verifyPassword(admin?.password_hash ?? null, DEMO_PASSWORD)).toBe(true)
    expect(rows.filter((u) => u.deleted_at !== null)).toHaveLength(1)
    expect(rows.filter((u) => u.kind === 'CLIENT').map((u) => u.email)).toEqual(['client@demo.ajanda.test'])
    // Every manager is a colleague from the same company.
    const byId = new Map(rows.map((u) => [u.id, u]))
    for (const user of rows.filter((u) => u.reports_to !== null)) {
      expect(byId.get(user.reports_to as number)?.event_company_id).toBe(user.event_company_id)
    }
  })

  it('gives each company its 15 stages, its own definitions and a month of rates', async () => {
    const [demo] = await database.db
      .select()
      .from(eventCompanies)
      .where(eq(eventCompanies.name, DEMO_COMPANY.company.name))
    expect(demo).toBeDefined()
    const id = demo?.id as number
    const [stages] = await database.db
      .select({ n: count() })
      .from(bizdevStages)
      .where(eq(bizdevStages.event_company_id, id))
    expect(stages?.n).toBe(15)
    const types = await database.db.select().from(projectTypes).where(eq(projectTypes.event_company_id, id))
    expect(types.map((t) => t.name)).toContain('Kongre')
    expect(types.map((t) => t.name)).not.toContain('Festival')
    const [usd] = await database.db
      .select({ n: count() })
      .from(exchangeRates)
      .where(and(eq(exchangeRates.event_company_id, id), eq(exchangeRates.currency, 'USD')))
    expect(usd?.n).toBe(30)
    const [deactivated] = await database.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.event_company_id, id), isNotNull(users.deleted_at)))
    expect(deactivated?.n).toBe(1)
  })
})
