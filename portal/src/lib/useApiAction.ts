import { useCallback, useState } from 'react'
import type { ApiClient, ApiResult } from './api'
import { useApi } from './ApiContext'

/**
 * A write of the api for screens outside the query cache (the login page and its dialogs, drawn without it, and the
 * session's own writes): `run` sends it and answers the api's result, `pending` while it is under way. The same shape
 * as a query-cache mutation (queries.ts, useApiMutation), so that a form reads either the same way.
 */
export function useApiAction<V, T>(call: (api: ApiClient, variables: V) => Promise<ApiResult<T>>) {
  const api = useApi()
  const [pending, setPending] = useState(false)
  const run = useCallback(
    async (variables: V) => {
      setPending(true)
      try {
        return await call(api, variables)
      } finally {
        setPending(false)
      }
    },
    // The call is the endpoint's function, the same on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api]
  )
  return { run, pending }
}
