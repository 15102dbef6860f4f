import {
  DEFAULT_BIZDEV_STAGE_NAMES,
  DEFAULT_VAT_RATES,
} from '../../apps/server/src/modules/event-companies/default-company-setup'
import { createEventCompaniesRepository } from '../../apps/server/src/modules/event-companies/event-companies.repository'
import { newPublicCode } from '../../apps/server/src/platform/codes'
import type { DbOrTx } from '../../apps/server/src/platform/db'

/** A Turkish ECOS company with the registration defaults, as every benchmark's scale company starts. */
export async function insertBenchCompany(db: DbOrTx, name: string) {
  const companies = createEventCompaniesRepository(db)
  const company = await companies.insertCompany({ code: newPublicCode(), name, country: 'TR' })
  await companies.insertDefaults(company.id, {
    memberships: ['ECOS'],
    vatRates: DEFAULT_VAT_RATES,
    stageNames: DEFAULT_BIZDEV_STAGE_NAMES.tr,
    currency: 'TRY',
    language: 'tr',
  })
  return company
}
