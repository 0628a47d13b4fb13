import { createContext, useContext } from 'react'
import type { ApplicationData, User } from '../types/api'

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated'

export type Auth = {
  status: AuthStatus
  data: ApplicationData | null
  user: User | null
  isForgotPasswordAllowed: boolean
  /** Stores the application data of a login answer. */
  signIn(data: ApplicationData): void
  /** Reloads the application data from the session call. */
  refresh(): Promise<void>
  logout(): Promise<void>
}

export const AuthContext = createContext<Auth | null>(null)

export function useAuth(): Auth {
  const auth = useContext(AuthContext)
  if (!auth) throw new Error('useAuth needs an AuthProvider')
  return auth
}
