import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react'
import { NotificationsContext } from './NotificationsContext'
import type { Entry } from './Toasts'
import type { Notification } from './types'

const Toasts = lazy(() => import('./Toasts'))

/** Keeps the screen readable when a burst of answers arrives at once. */
const MAX_VISIBLE = 4

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<Entry[]>([])
  const nextId = useRef(1)

  const notify = useCallback((notification: Notification) => {
    if (notification.messages.length === 0) return
    const id = nextId.current++
    setEntries((current) => [...current, { ...notification, id }].slice(-MAX_VISIBLE))
  }, [])

  const dismiss = useCallback((id: number) => setEntries((current) => current.filter((e) => e.id !== id)), [])

  return (
    <NotificationsContext.Provider value={notify}>
      {children}
      {entries.length > 0 && (
        <Suspense fallback={null}>
          <Toasts entries={entries} dismiss={dismiss} />
        </Suspense>
      )}
    </NotificationsContext.Provider>
  )
}
