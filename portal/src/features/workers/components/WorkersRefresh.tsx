import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'

type Refresh = { version: number; refreshAll: () => void }

const WorkersRefreshContext = createContext<Refresh | null>(null)

/**
 * Shared by every contract's workers list: a duplicate lands in another contract, whose list (kept mounted in its
 * tab) must load again.
 */
export function WorkersRefreshProvider({ children }: { children: ReactNode }) {
  const [version, setVersion] = useState(0)
  const refreshAll = useCallback(() => setVersion((value) => value + 1), [])
  const value = useMemo(() => ({ version, refreshAll }), [version, refreshAll])
  return <WorkersRefreshContext.Provider value={value}>{children}</WorkersRefreshContext.Provider>
}

/** Without a provider, only the list itself refreshes. */
export function useWorkersRefresh(): Refresh | null {
  return useContext(WorkersRefreshContext)
}
