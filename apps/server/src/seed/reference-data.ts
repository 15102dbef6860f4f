import {
  cities,
  countries,
  currencies,
  languages,
  productModules,
  taxOffices,
} from '../modules/reference/reference.table'
import type { DbOrTx } from '../platform/db'
import { COUNTRIES } from './data/countries'
import { CURRENCIES } from './data/currencies'
import { LANGUAGES } from './data/languages'
import { PRODUCT_MODULES } from './data/product-modules'
import { TAX_OFFICES } from './data/tax-offices'
import { TR_PROVINCES } from './data/tr-provinces'
import { WORLD_CITIES } from './data/world-cities'

export const TR_CITY_ROWS = TR_PROVINCES.map((p) => ({
  country_code: 'TR',
  name: p.name,
  state: null,
  plate_code: p.plate,
}))

export const WORLD_CITY_ROWS = WORLD_CITIES.map((c) => ({
  country_code: c.country,
  name: c.name,
  state: c.state ?? null,
  plate_code: null,
}))

/**
 * Shared by every company. Idempotent (existing rows are kept), so it can run again on a database that
 * already has part of it, and a later release can add rows by re-running it.
 */
export async function insertReferenceData(db: DbOrTx): Promise<void> {
  await db
    .insert(currencies)
    .values([...CURRENCIES])
    .onConflictDoNothing()
  await db
    .insert(countries)
    .values([...COUNTRIES])
    .onConflictDoNothing()
  await db
    .insert(cities)
    .values([...TR_CITY_ROWS, ...WORLD_CITY_ROWS])
    .onConflictDoNothing()
  await db
    .insert(languages)
    .values([...LANGUAGES])
    .onConflictDoNothing()
  await db
    .insert(taxOffices)
    .values([...TAX_OFFICES])
    .onConflictDoNothing()
  await db
    .insert(productModules)
    .values([...PRODUCT_MODULES])
    .onConflictDoNothing()
}
