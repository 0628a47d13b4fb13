import { useCallback, useRef, useState, type ReactNode } from 'react'
import Stack from '@mui/material/Stack'
import { NotificationsContext } from './NotificationsContext'
import { Toast } from './Toast'
import type { Notification } from './types'

type Entry = Notification & { id: number }

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
      <Stack
        spacing={1}
        sx={{
          position: 'fixed',
          top: { xs: 8, sm: 72 },
          right: { xs: 8, sm: 16 },
          left: { xs: 8, sm: 'auto' },
          zIndex: (theme) => theme.zIndex.snackbar,
          width: { sm: 380 },
        }}
      >
        {entries.map((entry) => (
          <Toast key={entry.id} notification={entry} onClose={() => dismiss(entry.id)} />
        ))}
      </Stack>
    </NotificationsContext.Provider>
  )
}
