import { useCallback, useDeferredValue, useMemo } from 'react'
import {
  keepPreviousData,
  QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import type { ApiClient, ApiFailure, ApiResult, Envelope } from './api'
import { useApi } from './ApiContext'

/** How long a reference list is shared before it is asked again. */
const REFERENCE_STALE_MS = 5 * 60_000
/**
 * How long any other answer is shared: a panel mounted after another asked the same thing (the home's banners and
 * its contracts panel) reads that answer instead of asking again. Writes invalidate what they change, so nothing
 * shown is older than the user's own changes.
 */
const SHARED_STALE_MS = 30_000

/** A call that did not answer 2xx, as a query's error (the api client has already told the user, or not). */
export class ApiQueryError extends Error {
  constructor(readonly failure: ApiFailure<unknown>) {
    super(`The api answered ${failure.status}`)
  }
}

/**
 * The server state of the portal: no retry (the api client reports a failure at once and the screen offers to try
 * again), no refetch on focus.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  })
}

/**
 * One call of the api as a query, in the shape the screens read: `loading` until a first answer (and again while a
 * first call that failed is tried again), `failed` when the last call failed (the last good answer stays in `data`),
 * `reload` to ask again. With `keepPrevious`, a new key
 * (a search typed) keeps the previous answer on screen until its own arrives.
 */
export function useApiQuery<T>(
  key: QueryKey,
  call: (api: ApiClient) => Promise<ApiResult<T>>,
  options: {
    keepPrevious?: boolean
    enabled?: boolean
    reference?: boolean
    deferred?: boolean
    /** Asked again each time a screen shows it (what others change: a link's openings), the last answer shown meanwhile. */
    fresh?: boolean
  } = {}
) {
  const api = useApi()
  const query = useQuery<T & Envelope, ApiQueryError>({
    queryKey: key,
    queryFn: async () => {
      const result = await call(api)
      if (!result.ok) throw new ApiQueryError(result)
      return result.data
    },
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    enabled: options.enabled,
    // Reference lists (countries, the documents offered) change rarely: every screen showing them shares one call.
    staleTime: options.fresh ? 0 : options.reference ? REFERENCE_STALE_MS : SHARED_STALE_MS,
  })
  const { refetch } = query
  const reload = useCallback(() => void refetch(), [refetch])
  // `deferred`: an answer is drawn as a transition, which React renders in slices that leave the main thread free,
  // rather than in the synchronous update a query's change makes. For the MUI panels that several answers fill in one
  // after the other (contracts, invoices, workers), which otherwise block a phone's main thread for each; not for a
  // screen that copies an answer into its state (its updates would keep the transition from ever finishing).
  const { data, isPending, isError, fetchStatus } = query
  const current = useMemo(
    () => ({ data, isPending, isError, fetchStatus }),
    [data, isPending, isError, fetchStatus]
  )
  const shown = useDeferredValue(options.deferred ? current : null) ?? current
  return {
    // No answer yet: on the first render too, before the call starts (a disabled query is not loading).
    loading:
      shown.data === undefined &&
      ((shown.isPending && options.enabled !== false) || shown.fetchStatus === 'fetching'),
    failed: shown.isError && shown.fetchStatus !== 'fetching',
    data: shown.data,
    /** A call under way (a first one, or a newer one while the last answer is shown). */
    fetching: shown.fetchStatus === 'fetching',
    reload,
  }
}

/** After a write: every query whose key starts with `prefix` is asked again (those on screen at once). */
export function useInvalidate() {
  const client = useQueryClient()
  return useCallback((prefix: QueryKey) => client.invalidateQueries({ queryKey: prefix }), [client])
}

/**
 * A write of the api as a mutation: `run` sends it and answers the api's result (the screen shows its field errors);
 * once it succeeded, the queries it changed (`invalidates`, key prefixes) are asked again.
 */
export function useApiMutation<V, T>(
  call: (api: ApiClient, variables: V) => Promise<ApiResult<T>>,
  invalidates: (variables: V) => QueryKey[]
) {
  const api = useApi()
  const client = useQueryClient()
  const mutation = useMutation({
    mutationFn: (variables: V) => call(api, variables),
    onSuccess: async (result, variables) => {
      if (!result.ok) return
      await Promise.all(invalidates(variables).map((queryKey) => client.invalidateQueries({ queryKey })))
    },
  })
  /** `variables`: what the write under way was sent (which row's button to show as busy). */
  return { run: mutation.mutateAsync, pending: mutation.isPending, variables: mutation.variables }
}
