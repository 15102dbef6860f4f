import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { eventCompanies } from './event-companies.table'

/** Where a company stands when none is known (the column's default). */
export const DEFAULT_TIME_ZONE = 'Europe/Istanbul'

/** The company's time zone (company settings): the zone its exports are dated in. */
export async function companyTimeZone(db: DbOrTx, companyId: number): Promise<string> {
  const [row] = await db
    .select({ timezone: eventCompanies.timezone })
    .from(eventCompanies)
    .where(eq(eventCompanies.id, companyId))
    .limit(1)
  return row?.timezone ?? DEFAULT_TIME_ZONE
}
