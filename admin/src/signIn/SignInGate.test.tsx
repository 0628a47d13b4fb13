import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { rememberLocale } from '../i18n/locales'
import { SignInGate } from './SignInGate'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const application = (backOfficeRole: string | null) => ({
  user: { id: 1, login: 'someone', role: 'x', isAdmin: false, backOfficeRole, profile: null },
})

/** A server whose session is `session` until a sign-in; the password of `totp` accounts asks for the code. */
const fakeServer = (session: 'none' | 'customer' | 'admin', { totp = false } = {}) => {
  let current = session
  return vi.fn(async (url: string) => {
    if (url.endsWith('/auth/session')) {
      return json(200, {
        isLoggedIn: current !== 'none',
        applicationDataForLoggedInUser:
          current === 'none' ? null : application(current === 'admin' ? 'admin' : null),
      })
    }
    if (url.endsWith('/auth/login') && totp) return json(200, { isLoggedIn: false, totpRequired: true })
    if (url.endsWith('/auth/login') || url.endsWith('/auth/login/totp')) {
      current = 'admin'
      return json(200, { isLoggedIn: true, applicationDataForLoggedInUser: application('admin') })
    }
    return json(404, { errors: [{ message: 'Not found' }] })
  })
}

const TheApp = () => <p>The back-office app</p>

const renderGate = () => {
  const loadApp = vi.fn(async () => TheApp)
  render(<SignInGate loadApp={loadApp} />)
  return loadApp
}

const signIn = () => {
  fireEvent.change(screen.getByLabelText(/Username|Nazwa/), { target: { value: 'admin' } })
  fireEvent.change(screen.getByLabelText(/Password|Hasło/), { target: { value: 'Admin1234!' } })
  fireEvent.submit(screen.getByLabelText(/Password|Hasło/).closest('form')!)
}

describe('the back-office gate', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token; path=/'
    rememberLocale('en')
  })

  it('shows a visitor the sign-in page in their language, and fetches no app', async () => {
    vi.stubGlobal('fetch', fakeServer('none'))
    const loadApp = renderGate()

    expect(await screen.findByRole('heading', { name: 'Posted Workers Portal' })).toBeTruthy()
    expect(screen.getByText('Sign in with your staff account')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    // Set by an effect after the page is drawn: on a busy machine, a moment after the heading shows.
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))
    expect(document.title).toBe('Back-office · Posted Workers Portal')
    expect(loadApp).not.toHaveBeenCalled()
  })

  it('tells a customer who arrives with a portal session that the back-office is for the staff', async () => {
    vi.stubGlobal('fetch', fakeServer('customer'))
    const loadApp = renderGate()

    expect((await screen.findByRole('alert')).textContent).toBe(
      "This area is reserved to the provider's staff"
    )
    expect(loadApp).not.toHaveBeenCalled()
  })

  it('opens the app at once for a member of the staff already signed in, at the route in the address', async () => {
    window.history.replaceState(null, '', '#/companies/1/show')
    vi.stubGlobal('fetch', fakeServer('admin'))
    renderGate()
    expect(await screen.findByText('The back-office app')).toBeTruthy()
    expect(window.location.hash).toBe('#/companies/1/show')
  })

  it('opens the app on its home after the sign-in, fetched while the code is typed', async () => {
    // Signed out in the app, then the page reloaded: react-admin's login route.
    window.history.replaceState(null, '', '#/login')
    const server = fakeServer('none', { totp: true })
    vi.stubGlobal('fetch', server)
    const loadApp = renderGate()

    await screen.findByLabelText(/Username/)
    signIn()
    await screen.findByLabelText(/Verification code/)
    expect(loadApp).toHaveBeenCalledTimes(1)
    fireEvent.change(screen.getByLabelText(/Verification code/), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))

    expect(await screen.findByText('The back-office app')).toBeTruthy()
    expect(loadApp).toHaveBeenCalledTimes(1)
    expect(window.location.hash).toBe('#/')
  })

  it('switches the page to another language, remembered for the app, and signs in in it', async () => {
    const server = fakeServer('none')
    vi.stubGlobal('fetch', server)
    renderGate()

    fireEvent.click(await screen.findByRole('button', { name: /Language/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Polski' }))
    expect(await screen.findByRole('heading', { name: 'Portal Pracowników Delegowanych' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Język/ }).textContent).toContain('Polski')
    expect(window.localStorage.getItem('admin.locale')).toBe('pl')
    await waitFor(() => expect(document.documentElement.lang).toBe('pl'))

    signIn()
    expect(await screen.findByText('The back-office app')).toBeTruthy()
    await waitFor(() => expect(server).toHaveBeenCalledWith('/pl/api/auth/login', expect.anything()))
  })
})
