import type { UpdateEventCompanyInput } from '@ajanda/contracts/event-companies.contract'
import Decimal from 'decimal.js'
import { type FieldMessage, FieldValidationError } from '../../platform/errors'
import type { createEventCompaniesRepository, EventCompanyRow } from './event-companies.repository'

type Repository = ReturnType<typeof createEventCompaniesRepository>
type Errors = Record<string, FieldMessage[]>

const add = (errors: Errors, field: string, message: FieldMessage) => {
  errors[field] = [...(errors[field] ?? []), message]
}
const invalidChoice: FieldMessage = { validation: 'invalid_choice' }

/** Optional texts: an emptied field is stored as null, not as ''. */
const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null)

/**
 * Where the company is: the country must exist; a country with states needs a state of its city list; a
 * country with a city list needs a city from it (stored with the list's spelling). Other countries take
 * any city. Checked only when the call touches the location, so another tab's save never trips on it.
 */
async function checkLocation(
  repo: Repository,
  current: EventCompanyRow,
  input: UpdateEventCompanyInput,
  errors: Errors,
) {
  const country = input.country !== undefined ? input.country || null : current.country
  let state = input.state !== undefined ? (orNull(input.state) ?? null) : current.state
  let city = input.city !== undefined ? (orNull(input.city) ?? null) : current.city
  if (country === null) return { country, state: null, city }
  const [known] = await repo.countriesIn([country])
  if (!known) {
    add(errors, 'country', invalidChoice)
    return {}
  }
  const list = await repo.citiesOf(country)
  if (!known.has_states) state = null
  else {
    const states = new Map(list.flatMap((c) => (c.state ? [[c.state.toLocaleLowerCase('tr'), c.state]] : [])))
    const match = state === null ? undefined : states.get(state.toLocaleLowerCase('tr'))
    if (state === null) add(errors, 'state', { validation: 'required' })
    else if (states.size > 0 && !match) add(errors, 'state', invalidChoice)
    else state = match ?? state
  }
  const candidates = known.has_states ? list.filter((c) => c.state === state) : list
  if (city !== null && candidates.length > 0) {
    const match = candidates.find((c) => c.name.toLocaleLowerCase('tr') === city?.toLocaleLowerCase('tr'))
    if (!match) add(errors, 'city', invalidChoice)
    else city = match.name
  }
  return { country, state, city }
}

/** Codes of a list that the reference data does not know, as `field.index` errors. */
function unknownCodes(field: string, codes: readonly string[], known: Set<string>, errors: Errors) {
  codes.forEach((code, index) => {
    if (!known.has(code)) add(errors, `${field}.${index}`, invalidChoice)
  })
}

/** A list without repeats, with `first` in front when it is missing: the main currency or language. */
export function withMain(first: string, list: readonly string[]): string[] {
  const unique = [...new Set(list)]
  return unique.includes(first) ? unique : [first, ...unique]
}

/**
 * The business checks of PUT /event-companies/{id} against the company as it would be after the call;
 * all failures at once, as one 422. Gives the normalised location columns when the call touches them.
 */
export async function checkCompanySettings(
  repo: Repository,
  current: EventCompanyRow,
  input: UpdateEventCompanyInput,
): Promise<Partial<Pick<EventCompanyRow, 'country' | 'state' | 'city'>>> {
  const errors: Errors = {}
  const touchesLocation = input.country !== undefined || input.state !== undefined || input.city !== undefined
  const location = touchesLocation ? await checkLocation(repo, current, input, errors) : {}

  const currencyCodes = [...(input.currency ? [input.currency] : []), ...(input.currencies ?? [])]
  const knownCurrencies = await repo.knownCurrencies(currencyCodes)
  if (input.currency && !knownCurrencies.has(input.currency)) add(errors, 'currency', invalidChoice)
  unknownCodes('currencies', input.currencies ?? [], knownCurrencies, errors)
  const languageCodes = input.languages ?? []
  unknownCodes('languages', languageCodes, await repo.knownLanguages(languageCodes), errors)

  if (input.domain && (await repo.domainTakenByOther(input.domain, current.id)))
    add(errors, 'domain', { key: 'domain_taken' })

  // A PERCENTAGE fee is a fraction like the other rates; a FIXED one an amount in the company currency.
  const feeType = input.fin_fee_type ?? current.fin_fee_type
  const feeAmount = input.fin_fee_amount ?? current.fin_fee_amount
  const feeTouched = input.fin_fee_type !== undefined || input.fin_fee_amount !== undefined
  if (feeTouched && feeType === 'PERCENTAGE' && new Decimal(feeAmount).gt(1))
    add(errors, 'fin_fee_amount', { validation: 'invalid_rate' })

  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors)
  return location
}

/** The column values of the plain fields of the call (lists and location are written separately). */
export function companyColumns(input: UpdateEventCompanyInput): Partial<EventCompanyRow> {
  const { currencies: _c, languages: _l, vat_rates: _v, country: _co, state: _s, city: _ci, ...plain } = input
  const columns: Record<string, unknown> = {
    ...plain,
    name_legal: orNull(plain.name_legal),
    app_name: orNull(plain.app_name),
    domain: orNull(plain.domain),
    lcv_domain: orNull(plain.lcv_domain),
    address: orNull(plain.address),
    postcode: orNull(plain.postcode),
  }
  // Only what the call sent is written.
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined))
}
