import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '../config/paths'
import { useI18n } from '../i18n/I18nProvider'
import type { ApplicationData, SessionAnswer } from '../types/api'
import { useApi } from './ApiContext'
import { AuthContext, type Auth, type AuthStatus } from './AuthContext'
import { createKeepAlive, type KeepAliveAnswer } from './keepAlive'

type State = { status: AuthStatus; data: ApplicationData | null; isForgotPasswordAllowed: boolean }

const LOADING: State = { status: 'loading', data: null, isForgotPasswordAllowed: true }

function stateOf(answer: SessionAnswer): State {
  const { isLoggedIn, applicationDataForLoggedInUser: data } = answer
  return {
    status: isLoggedIn && data ? 'authenticated' : 'anonymous',
    data: isLoggedIn ? data : null,
    isForgotPasswordAllowed: data?.isForgotPasswordAllowed ?? answer.isForgotPasswordAllowed ?? true,
  }
}

async function pingKeepAlive(): Promise<KeepAliveAnswer> {
  const response = await fetch(paths.keepAlive, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`keep-alive answered ${response.status}`)
  return (await response.json()) as KeepAliveAnswer
}

/** The session answer the page was served with (api SpaController), if it came with one. */
export function peekServedSession(doc: Document = document): SessionAnswer | null {
  const block = doc.getElementById('pw-session')
  if (!block) return null
  try {
    const answer = JSON.parse(block.textContent ?? '') as SessionAnswer
    return typeof answer?.isLoggedIn === 'boolean' ? answer : null
  } catch {
    return null
  }
}

/** The served session answer, once: a later refresh asks the server. */
export function takeServedSession(doc: Document = document): SessionAnswer | null {
  const answer = peekServedSession(doc)
  doc.getElementById('pw-session')?.remove()
  return answer
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const api = useApi()
  const navigate = useNavigate()
  const { lang } = useI18n()
  // The page came with the session answer (api SpaController): the first render already knows who is signed in, so
  // the signed-in frame draws at once rather than after a loader.
  const [served] = useState(() => peekServedSession())
  const [state, setState] = useState<State>(() => (served ? stateOf(served) : LOADING))
  const loggedIn = useRef(false)
  useEffect(() => {
    loggedIn.current = state.status === 'authenticated'
  }, [state.status])

  const [keepAlive] = useState(() =>
    createKeepAlive({
      ping: pingKeepAlive,
      isLoggedIn: () => loggedIn.current,
      reload: () => window.location.reload(),
    })
  )

  const refresh = useCallback(async () => {
    const result = await api.get<SessionAnswer>('/auth/session')
    if (!result.ok) {
      setState((current) => (current.status === 'loading' ? { ...current, status: 'anonymous' } : current))
      return
    }
    setState(stateOf(result.data))
  }, [api])

  useEffect(() => {
    // The served answer is read once: a later refresh asks the server.
    takeServedSession()
    if (!served) void refresh()
  }, [served, refresh])

  useEffect(() => {
    const offSuccess = api.on('success', () => keepAlive.touch())
    const offUnauthorized = api.on('unauthorized', () =>
      setState((current) =>
        current.status === 'authenticated' ? { ...current, status: 'anonymous', data: null } : current
      )
    )
    return () => {
      offSuccess()
      offUnauthorized()
    }
  }, [api, keepAlive])

  const lifetime = state.status === 'authenticated' ? state.data?.sessionLifetime : null
  useEffect(() => {
    if (lifetime) keepAlive.start(lifetime)
    return () => keepAlive.stop()
  }, [lifetime, keepAlive])

  const signIn = useCallback((data: ApplicationData) => {
    setState((current) => ({
      status: 'authenticated',
      data,
      isForgotPasswordAllowed: data.isForgotPasswordAllowed ?? current.isForgotPasswordAllowed,
    }))
  }, [])

  const logout = useCallback(async () => {
    await api.post('/auth/logout')
    setState((current) => ({ ...current, status: 'anonymous', data: null }))
    navigate(paths.login(lang))
  }, [api, navigate, lang])

  const value = useMemo<Auth>(
    () => ({ ...state, user: state.data?.user ?? null, signIn, refresh, logout }),
    [state, signIn, refresh, logout]
  )

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
