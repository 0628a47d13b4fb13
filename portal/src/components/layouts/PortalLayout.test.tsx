import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '@/i18n/I18nProvider'
import type { ApiClient } from '@/lib/api'
import { ApiContext } from '@/lib/ApiContext'
import { AuthContext, type Auth } from '@/lib/AuthContext'
import type { ApplicationData } from '@/types/api'
import { PortalLayout } from './PortalLayout'

const data = {
  user: {
    id: 2,
    login: 'demo',
    isAdmin: false,
    language: 'en',
    profile: { displayName: 'Jan Kowalski' },
    company: { id: 1, name: 'Trans-Demo Sp. z o.o.' },
  },
  isLanguageSwitchAllowed: true,
} as unknown as ApplicationData

const auth: Auth = {
  status: 'authenticated',
  data,
  user: data.user,
  isForgotPasswordAllowed: true,
  signIn: vi.fn(),
  refresh: vi.fn(),
  logout: vi.fn(),
}

/** A phone (the menu as a drawer over the page) or a wide screen, as the browser's media query says. */
function screenOf(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query.includes('max-width'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

const api = { get: vi.fn(), post: vi.fn(), on: vi.fn() }

function renderFrame(ownLanguage: 'fr' | 'en' = 'en') {
  const user = { ...data.user, language: ownLanguage }
  render(
    <MemoryRouter initialEntries={['/en/home']}>
      <I18nProvider lang="en">
        <ApiContext.Provider value={api as unknown as ApiClient}>
          <AuthContext.Provider value={{ ...auth, user, data: { ...data, user } }}>
            <Routes>
              <Route element={<PortalLayout />}>
                <Route path="/en/home" element={<h1>Home page</h1>} />
              </Route>
            </Routes>
          </AuthContext.Provider>
        </ApiContext.Provider>
      </I18nProvider>
    </MemoryRouter>
  )
  return screen.getByRole('button', { name: 'Open or close the menu' })
}

beforeEach(() => sessionStorage.clear())

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('the signed-in frame', () => {
  it('shows the menu beside the page on a wide screen, folds it away and back', async () => {
    screenOf(false)
    const menuButton = renderFrame()
    expect(menuButton.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('link', { name: 'Home' }).className).toContain('active')

    await userEvent.click(menuButton)
    expect(menuButton.getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('main').closest('[inert]')).toBeNull()
    await userEvent.click(menuButton)
    expect(menuButton.getAttribute('aria-expanded')).toBe('true')
  })

  it('opens the menu over the page on a phone: focus inside, the page inert, Escape closes it', async () => {
    screenOf(true)
    const menuButton = renderFrame()
    expect(menuButton.getAttribute('aria-expanded')).toBe('false')

    await userEvent.click(menuButton)
    expect(menuButton.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('navigation').contains(document.activeElement)).toBe(false)
    expect(document.activeElement?.className).toContain('lt-drawer__paper')
    expect(screen.getByText('Home page').closest('[inert]')).not.toBeNull()

    await userEvent.keyboard('{Escape}')
    expect(menuButton.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(menuButton)
    expect(screen.getByText('Home page').closest('[inert]')).toBeNull()
  })

  it('opens the profile menu with the profile page and the logout', async () => {
    screenOf(false)
    renderFrame()
    const profile = screen.getByRole('button', { name: /Jan Kowalski/ })
    expect(profile.textContent).toContain('JK')
    expect(screen.queryByRole('link', { name: 'My profile' })).toBeNull()

    await userEvent.click(profile)
    expect(profile.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/en/profile')
    expect(
      screen.getAllByRole('link', { name: 'Log out' }).map((link) => link.getAttribute('href'))
    ).toContain('/en/api/auth/logout')
  })

  it('offers to keep the page language for e-mails and documents when the user’s own is another', async () => {
    screenOf(false)
    api.post.mockResolvedValue({ ok: true, status: 200, data: { updated: true } })
    renderFrame('fr')
    const offer = screen.getByRole('region', { name: 'Language of e-mails and documents' })
    expect(offer.textContent).toContain(
      'Your e-mails, invoices and credit notes are written in French. Receive them in English from now on?'
    )

    await userEvent.click(screen.getByRole('button', { name: 'Yes, in English' }))
    expect(api.post).toHaveBeenCalledWith('/profile/language', { language: 'en' })
    expect(auth.refresh).toHaveBeenCalled()
  })

  it('hides the offer for that language after "not now", and never shows it to a user reading their own', async () => {
    screenOf(false)
    renderFrame('fr')
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }))
    expect(screen.queryByRole('region', { name: 'Language of e-mails and documents' })).toBeNull()
    expect(api.post).not.toHaveBeenCalled()
    cleanup()

    renderFrame('fr')
    expect(screen.queryByRole('region', { name: 'Language of e-mails and documents' })).toBeNull()
    cleanup()
    sessionStorage.clear()
    renderFrame('en')
    expect(screen.queryByRole('region', { name: 'Language of e-mails and documents' })).toBeNull()
  })
})
