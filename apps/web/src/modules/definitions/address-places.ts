import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { AddressPlaces } from '../../shared/form-renderer/form-renderer'
import { citiesQueryOptions, definitionQueryOptions } from './definitions.api'

/**
 * The address field's lists on staff screens (the builder's preview, an attendee's answers): the
 * definitions' countries and GET /definition/cities/{country}, through the app's query cache, so the
 * lists the rest of the app already read are not read again.
 */
export function useStaffAddressPlaces(): AddressPlaces {
  const queryClient = useQueryClient()
  return useMemo(
    () => ({
      countries: () => queryClient.fetchQuery(definitionQueryOptions('countries')),
      cities: (country) => queryClient.fetchQuery(citiesQueryOptions(country)),
    }),
    [queryClient],
  )
}
