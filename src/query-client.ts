import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api/errors'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // A refused call (a code, a 4xx) will not change on retry; a lost connection may.
      retry: (failures, error) => failures < 2 && error instanceof ApiError && error.kind === 'network',
    },
    mutations: { retry: false },
  },
})
