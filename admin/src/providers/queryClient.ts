import { QueryClient } from '@tanstack/react-query'

/**
 * react-query retries failed queries three times with back-off by default. A 4xx answer will not change on
 * retry and only delays the error shown to the admin; server errors and lost connections are worth another try.
 */
export const shouldRetry = (failureCount: number, error: unknown) => {
  const status = (error as { status?: number } | null)?.status
  return failureCount < 2 && (status === undefined ? error instanceof TypeError : status >= 500)
}

export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } })
