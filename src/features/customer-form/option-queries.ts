import { queryOptions } from '@tanstack/react-query'
import { callApi, endpoints } from '../../api'

/**
 * The lists the customer forms choose from. Keys start with 'public' so that the app keeps exactly
 * these public lists on the device (and nothing personal).
 */
export const optionQueries = {
  counties: () =>
    queryOptions({
      queryKey: ['public', 'counties'],
      queryFn: ({ signal }) => callApi(endpoints.counties, {}, { signal }),
      staleTime: 24 * 3600_000,
    }),
  preferences: () =>
    queryOptions({
      queryKey: ['public', 'preferences'],
      queryFn: ({ signal }) => callApi(endpoints.preferences, {}, { signal }),
      staleTime: 24 * 3600_000,
    }),
}
