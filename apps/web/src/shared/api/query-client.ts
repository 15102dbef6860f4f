import { QueryClient } from '@tanstack/react-query'
import { isApiError } from './api-error'

/** Client errors (4xx) are answers, not hiccups: only network and 5xx failures are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()
