import { sql } from 'drizzle-orm'
import { eventCompanies } from '../modules/event-companies/event-companies.table'
import type { Db, DbOrTx } from '../platform/db'
import { hashPassword } from '../platform/passwords'
import { insertDemoApprovals } from './demo-approvals'
import { insertDemoAttendees } from './demo-attendees'
import { insertDemoBadges } from './demo-badges'
import { insertDemoBriefLead } from './demo-brief-lead'
import { insertDemoBudgets } from './demo-budgets'
import { insertDemoCheckin } from './demo-checkin'
import { insertDemoChecklists } from './demo-checklists'
import { DEMO_COMPANY } from './demo-company'
import { insertDemoFees } from './demo-fees'
import { insertDemoForms } from './demo-forms'
import { insertDemoHotels } from './demo-hotels'
import { insertDemoInvoices } from './demo-invoices'
import { DEMO_PASSWORD } from './demo-logins'
import { insertDemoManualRsvp } from './demo-manual-rsvp'
import { insertDemoMeetings } from './demo-meetings'
import { insertDemoMessenger } from './demo-messenger'
import { insertDemoNotifications } from './demo-notifications'
import { insertDemoProducts } from './demo-products'
import { insertDemoReportHistory } from './demo-report-history'
import { insertDemoRequests } from './demo-requests'
import { insertDemoTargets } from './demo-targets'
import { insertDemoTasks } from './demo-tasks'
import { insertCompany } from './insert-company'
import { OTHER_COMPANY } from './other-company'
import { insertReferenceData } from './reference-data'

/** Any constant works; it only has to be the same in every process that may seed the same database. */
const SEED_LOCK_KEY = 727_275

async function hasCompanies(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: eventCompanies.id }).from(eventCompanies).limit(1)
  return rows.length > 0
}

/**
 * Loads the reference data and the two demo companies into a database without companies, in one
 * transaction; returns whether it did. Several processes may start at once on PostgreSQL: the advisory
 * lock makes the others wait and then find the companies there.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (await hasCompanies(db)) return false
  // One argon2 hash for every demo account: hashing twenty times would cost seconds per test run.
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    if (await hasCompanies(tx)) return false
    await insertReferenceData(tx)
    const demoCompanyId = await insertCompany(tx, DEMO_COMPANY, passwordHash)
    await insertDemoNotifications(tx, demoCompanyId)
    await insertDemoMessenger(tx, demoCompanyId)
    await insertDemoApprovals(tx, demoCompanyId)
    await insertDemoRequests(tx, demoCompanyId)
    await insertDemoInvoices(tx, demoCompanyId)
    await insertDemoTasks(tx, demoCompanyId)
    await insertDemoMeetings(tx, demoCompanyId)
    await insertDemoChecklists(tx, demoCompanyId)
    await insertDemoBudgets(tx, demoCompanyId)
    await insertDemoForms(tx, demoCompanyId)
    await insertDemoBriefLead(tx, demoCompanyId)
    await insertDemoAttendees(tx, demoCompanyId)
    await insertDemoManualRsvp(tx, demoCompanyId)
    await insertDemoCheckin(tx, demoCompanyId)
    await insertDemoBadges(tx, demoCompanyId)
    await insertDemoHotels(tx, demoCompanyId)
    await insertDemoProducts(tx, demoCompanyId)
    await insertDemoFees(tx, demoCompanyId)
    await insertDemoReportHistory(tx, demoCompanyId)
    await insertDemoTargets(tx, demoCompanyId)
    await insertCompany(tx, OTHER_COMPANY, passwordHash)
    return true
  })
}
