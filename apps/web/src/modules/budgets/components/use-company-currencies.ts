import { BUDGET_DEFAULT_CURRENCY } from '@ajanda/contracts/budgets.contract'
import { useQuery } from '@tanstack/react-query'
import { useMe } from '../../../shared/session/use-session'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'
import { currenciesQueryOptions } from '../../reference/reference.api'

/** The company's currencies (loaded at startup), else every known currency; TRY first. */
export function useCompanyCurrencies(): string[] {
  const me = useMe()
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  const all = useQuery({ ...currenciesQueryOptions(), enabled: !company }).data
  const codes =
    company?.currencies.map((currency) => currency.shortcode) ?? all?.map((c) => c.shortcode) ?? []
  return [...new Set([BUDGET_DEFAULT_CURRENCY, ...codes])]
}
