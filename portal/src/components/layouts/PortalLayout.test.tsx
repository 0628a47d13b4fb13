import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../i18n/I18nProvider'
import { AuthContext, type Auth } from '../../lib/AuthContext'
import type { ApplicationData } from '../../types/api'
import { PortalLayout } from './PortalLayout'

const data = {
  user: {
    id: 2,
    login: 'demo',
    isAdmin: false,
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

function renderFrame() {
  render(
    <MemoryRouter initialEntries={['/en/home']}>
      <I18nProvider lang="en">
        <AuthContext.Provider value={auth}>
          <Routes>
            <Route element={<PortalLayout />}>
              <Route path="/en/home" element={<h1>Home page</h1>} />
            </Route>
          </Routes>
        </AuthContext.Provider>
      </I18nProvider>
    </MemoryRouter>
  )
  return screen.getByRole('button', { name: 'Open or close the menu' })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
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
})
