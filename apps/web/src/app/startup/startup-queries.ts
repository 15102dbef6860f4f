import { DEFINITION_NAMES } from '@ajanda/contracts/definition-names'
import type { UseQueryOptions } from '@tanstack/react-query'
import { meQueryOptions } from '../../modules/auth/auth.api'
import { definitionQueryOptions } from '../../modules/definitions/definitions.api'
import { eventCompanyQueryOptions } from '../../modules/event-companies/event-companies.api'
import {
  currenciesQueryOptions,
  exchangeRateQueryOptions,
  fieldTemplatesQueryOptions,
  languagesQueryOptions,
  modulesQueryOptions,
} from '../../modules/reference/reference.api'
import { divisionsQueryOptions, teamsQueryOptions, usersQueryOptions } from '../../modules/users/users.api'

/** Everything the staff app loads once after sign-in (staff-app.md section 3 and 7). */
export function startupQueries(
  eventCompanyId: number,
): UseQueryOptions<unknown, Error, unknown, readonly unknown[]>[] {
  const list = [
    meQueryOptions(),
    eventCompanyQueryOptions(eventCompanyId),
    exchangeRateQueryOptions(),
    languagesQueryOptions(),
    modulesQueryOptions(),
    currenciesQueryOptions(),
    fieldTemplatesQueryOptions(),
    usersQueryOptions(),
    teamsQueryOptions(),
    divisionsQueryOptions(),
    ...DEFINITION_NAMES.map((name) => definitionQueryOptions(name)),
  ]
  return list as UseQueryOptions<unknown, Error, unknown, readonly unknown[]>[]
}
