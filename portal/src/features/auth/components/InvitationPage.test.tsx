import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MuiScope } from '@/app/MuiScope'
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider'
import { fakeServer, json } from '@/features/workers/testing/server'
import { I18nProvider } from '@/i18n/I18nProvider'
import { ApiProvider } from '@/lib/ApiProvider'
import { AuthContext, type Auth } from '@/lib/AuthContext'
import { InvitationPage } from './InvitationPage'

const SHOW = 'GET /auth/invitation?token=tok%2Ben'
const ACCEPT = 'POST /auth/invitation/accept'
const invitation = { email: 'ewa@trans-demo.pl', companyName: 'Trans-Demo Sp. z o.o.', role: 'accountant' }
const applicationData = { user: { id: 9, login: 'ewa' }, availableModules: ['home', 'company'] }

function renderPage(path: string, fetch: ReturnType<typeof fakeServer>) {
  vi.stubGlobal('fetch', fetch)
  const signIn = vi.fn()
  const auth = { status: 'anonymous', user: null, data: null, signIn } as unknown as Auth
  render(
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider lang="en">
        <NotificationsProvider>
          <ApiProvider>
            <AuthContext.Provider value={auth}>
              <MuiScope>
                <Routes>
                  <Route path="/en/invitation" element={<InvitationPage />} />
                  <Route path="/en/home" element={<p>Home page</p>} />
                </Routes>
              </MuiScope>
            </AuthContext.Provider>
          </ApiProvider>
        </NotificationsProvider>
      </I18nProvider>
    </MemoryRouter>
  )
  return signIn
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token; path=/'
})
afterEach(() => vi.unstubAllGlobals())

describe('the invitation page', () => {
  it('says who invites as what, checks the form, then creates the access, signs in and goes home', async () => {
    const user = userEvent.setup()
    const sent: unknown[] = []
    const fetch = fakeServer({
      [SHOW]: () => json(200, invitation),
      [ACCEPT]: (body) => {
        sent.push(body)
        return json(200, { isLoggedIn: true, applicationDataForLoggedInUser: applicationData })
      },
    })
    const signIn = renderPage('/en/invitation?token=tok%2Ben', fetch)

    expect(await screen.findByRole('heading', { name: 'Join Trans-Demo Sp. z o.o.' })).toBeTruthy()
    expect(screen.getByText(/invited as Accountant with the address ewa@trans-demo\.pl/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Create my access' }))
    expect(screen.getAllByText('The field is mandatory').length).toBeGreaterThanOrEqual(4)
    expect(sent).toEqual([])

    await user.type(screen.getByLabelText(/First name/), ' Ewa ')
    await user.type(screen.getByLabelText(/Last name/), 'Nowak')
    const [password, confirmation] = screen.getAllByLabelText(/password/i, {
      selector: 'input[autocomplete="new-password"]',
    })
    await user.type(password, 'Invited-Secret-42')
    await user.type(confirmation, 'Invited-Secret-42')
    await user.click(screen.getByRole('button', { name: 'Create my access' }))

    expect(await screen.findByText('Home page')).toBeTruthy()
    expect(sent).toEqual([
      {
        token: 'tok+en',
        firstName: 'Ewa',
        lastName: 'Nowak',
        password: 'Invited-Secret-42',
        confirmPassword: 'Invited-Secret-42',
      },
    ])
    expect(signIn).toHaveBeenCalledWith(applicationData)
  })

  it("shows the server's reason when the link no longer works, with the way to sign in", async () => {
    renderPage(
      '/en/invitation?token=tok%2Ben',
      fakeServer({
        [SHOW]: () =>
          json(400, {
            errors: [{ message: "This invitation has expired. Ask the company's owner for a new one." }],
          }),
      })
    )

    expect(
      await screen.findByText("This invitation has expired. Ask the company's owner for a new one.")
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Create my access' })).toBeNull()
  })

  it('says a link without its token is incomplete, without calling the server', async () => {
    const fetch = fakeServer({})
    renderPage('/en/invitation', fetch)

    expect(await screen.findByText('This invitation link is incomplete.')).toBeTruthy()
    await waitFor(() => expect(fetch).not.toHaveBeenCalled())
  })
})
