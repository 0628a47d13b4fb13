import { createContext, useContext } from 'react'
import type { Notify } from './types'

export const NotificationsContext = createContext<Notify | null>(null)

export function useNotify(): Notify {
  const notify = useContext(NotificationsContext)
  if (!notify) throw new Error('useNotify needs a NotificationsProvider')
  return notify
}
