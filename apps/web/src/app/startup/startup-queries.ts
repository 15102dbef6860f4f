import type { Me } from '@ajanda/contracts/auth.contract'
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

/**
 * What a CLIENT user's screens read (projects, their page's main and files tabs, the profile, the simple
 * project form): the server answers them these alone, in their client views (docs/decisions/0017).
 */
function clientStartupQueries(eventCompanyId: number) {
  return [
    meQueryOptions(),
    eventCompanyQueryOptions(eventCompanyId),
    languagesQueryOptions(),
    currenciesQueryOptions(),
    usersQueryOptions(),
    definitionQueryOptions('countries'),
    definitionQueryOptions('project-types'),
  ]
}

/** Everything the staff app loads once after sign-in (staff-app.md section 3 and 7). */
export function startupQueries(
  user: Pick<Me, 'event_company_id' | 'kind'>,
): UseQueryOptions<unknown, Error, unknown, readonly unknown[]>[] {
  const eventCompanyId = user.event_company_id
  if (user.kind === 'CLIENT')
    return clientStartupQueries(eventCompanyId) as UseQueryOptions<
      unknown,
      Error,
      unknown,
      readonly unknown[]
    >[]
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
