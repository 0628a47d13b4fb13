import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApplicationData } from '../types/api'
import { routes } from './router'

const applicationData: ApplicationData = {
  user: {
    id: 2,
    login: 'demo',
    email: 'demo@trans-demo.pl',
    role: 'customer',
    companyRole: 'owner',
    isAdmin: false,
    backOfficeRole: null,
    totpEnabled: false,
    totpEnrolmentRequired: false,
    language: 'fr',
    profile: {
      civility: 'MR',
      firstName: 'Jan',
      middleName: null,
      lastName: 'Kowalski',
      displayName: 'Jan Kowalski',
      position: 'MANAGER',
      phones: [{ type: 'BUSINESS', number: '+48601234567' }],
    },
    company: {
      id: 1,
      name: 'Trans-Demo Sp. z o.o.',
      vatNumber: 'PL5260250274',
      address: {
        addressLines: ['ul. Przykładowa 12', ''],
        postalCode: '00-001',
        city: 'Warszawa',
        countryCode: 'PL',
      },
    },
  },
  availableModules: ['home', 'company'],
  isLanguageSwitchAllowed: true,
  isForgotPasswordAllowed: true,
  sessionLifetime: 7200,
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A small stand-in for the api: anonymous session, one valid password. */
function fakeServer() {
  return vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/api/auth/session'))
      return json(200, { isLoggedIn: false, applicationDataForLoggedInUser: null })
    if (url.endsWith('/api/auth/login')) {
      const { password } = JSON.parse(String(init?.body)) as { password: string }
      if (password !== 'Demo1234!')
        return json(400, { isLoggedIn: false, errors: [{ message: 'Invalid login or password.' }] })
      return json(200, {
        isLoggedIn: true,
        applicationDataForLoggedInUser: applicationData,
        redirect: { action: '/en/home' },
      })
    }
    return json(404, { errors: [{ message: 'Not found' }] })
  })
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(() => {
  vi.stubGlobal('fetch', fakeServer())
  // jsdom does not scroll.
  vi.stubGlobal('scrollTo', vi.fn())
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('portal shell', () => {
  it('sends an anonymous visitor to the login page, shows a wrong password, then opens the kept target', async () => {
    const user = userEvent.setup()
    const router = renderAt('/en/profile?tab=1')

    await screen.findByRole('heading', { name: 'Sign in' })
    expect(router.state.location.pathname).toBe('/en/login')
    expect(router.state.location.search).toBe('?redirect=%2Fen%2Fprofile%3Ftab%3D1')
    // Set by an effect after the page is drawn: on a busy machine, a moment after the heading shows.
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))

    await user.type(screen.getByLabelText(/Login or e-mail/), 'demo')
    await user.type(screen.getByLabelText(/^Password/), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid login or password.')

    await user.clear(screen.getByLabelText(/^Password/))
    await user.type(screen.getByLabelText(/^Password/), 'Demo1234!')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    await screen.findByRole('heading', { name: 'My profile' })
    expect(router.state.location.pathname).toBe('/en/profile')
    expect(router.state.location.search).toBe('?tab=1')
  })

  it('follows the server redirect after a login without target', async () => {
    const user = userEvent.setup()
    const router = renderAt('/en/login')
    await user.type(await screen.findByLabelText(/Login or e-mail/), 'demo')
    await user.type(screen.getByLabelText(/^Password/), 'Demo1234!')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await screen.findByRole('heading', { name: 'Welcome, Jan Kowalski' })
    expect(router.state.location.pathname).toBe('/en/home')
    expect(screen.getByText('Poland')).toBeTruthy()
  })

  it('retries a path without language prefix with the current language', async () => {
    const router = renderAt('/faq')
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'))
    expect(router.state.location.search).toBe('?redirect=%2Fen%2Ffaq')
  })

  it('shows the not-found page for unknown paths', async () => {
    renderAt('/pl/nothing')
    expect(await screen.findByText('Nie znaleziono strony')).toBeTruthy()
    await waitFor(() => expect(document.documentElement.lang).toBe('pl'))
  })
})
