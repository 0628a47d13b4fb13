import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CompanyUsersAnswer } from '@posted-workers/domain'
import { MuiScope } from '@/app/MuiScope'
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider'
import { fakeServer, json } from '@/features/workers/testing/server'
import { I18nProvider } from '@/i18n/I18nProvider'
import { ApiProvider } from '@/lib/ApiProvider'
import { AuthContext, type Auth } from '@/lib/AuthContext'
import type { User } from '@/types/api'
import { TeamCard } from './TeamCard'

const USERS = 'GET /eurofiscalis/company/1/users'
const me = { id: 2, login: 'demo', company: { id: 1, name: 'Trans-Demo' } } as unknown as User
const auth = { status: 'authenticated', user: me, data: null } as unknown as Auth

const team = (invitations: CompanyUsersAnswer['invitations'] = []): CompanyUsersAnswer => ({
  users: [
    {
      id: 2,
      login: 'demo',
      email: 'demo@trans-demo.pl',
      firstName: 'Jan',
      lastName: 'Kowalski',
      role: 'owner',
      lastSignInAt: '2026-11-20T08:30:00.000Z',
      hasSecondFactor: true,
    },
    {
      id: 7,
      login: 'ewa',
      email: 'ewa@trans-demo.pl',
      firstName: 'Ewa',
      lastName: 'Nowak',
      role: 'accountant',
      lastSignInAt: null,
      hasSecondFactor: false,
    },
  ],
  invitations,
})
const pending = {
  id: 31,
  email: 'new.dispatcher@trans-demo.pl',
  role: 'manager' as const,
  sentAt: '2026-11-25T10:00:00.000Z',
  expiresAt: '2026-12-02T10:00:00.000Z',
}

function renderCard(fetch: ReturnType<typeof fakeServer>) {
  vi.stubGlobal('fetch', fetch)
  render(
    <MemoryRouter>
      <I18nProvider lang="en">
        <NotificationsProvider>
          <ApiProvider>
            <AuthContext.Provider value={auth}>
              <MuiScope>
                <TeamCard companyId={1} />
              </MuiScope>
            </AuthContext.Provider>
          </ApiProvider>
        </NotificationsProvider>
      </I18nProvider>
    </MemoryRouter>
  )
}

const calls = (fetch: ReturnType<typeof fakeServer>) =>
  fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token; path=/'
})
afterEach(() => vi.unstubAllGlobals())

describe("the company's users card", () => {
  it('lists the users with their role and last sign-in, and offers to remove anyone but oneself', async () => {
    renderCard(fakeServer({ [USERS]: () => json(200, team()) }))

    const ewa = (await screen.findByText('Ewa Nowak')).closest('tr')!
    expect(within(ewa).getByText('Never')).toBeTruthy()
    expect(within(ewa).getByRole('combobox', { name: 'Role of Ewa Nowak' }).textContent).toBe('Accountant')
    expect(within(ewa).getByRole('button', { name: 'Remove' })).toBeTruthy()
    const mine = screen.getByText('Jan Kowalski').closest('tr')!
    expect(within(mine).queryByRole('button', { name: 'Remove' })).toBeNull()
    // No invitation waits: no section for them.
    expect(screen.queryByRole('region', { name: 'Pending invitations' })).toBeNull()
  })

  it("changes a user's role on the server and shows the list it answers", async () => {
    const user = userEvent.setup()
    let role: 'accountant' | 'manager' = 'accountant'
    const fetch = fakeServer({
      [USERS]: () => {
        const answer = team()
        answer.users[1].role = role
        return json(200, answer)
      },
      'POST /eurofiscalis/company/1/users/7/role': (body) => {
        role = (body as { role: 'manager' }).role
        return json(200, { user: { ...team().users[1], role } })
      },
    })
    renderCard(fetch)

    await user.click(await screen.findByRole('combobox', { name: 'Role of Ewa Nowak' }))
    await user.click(await screen.findByRole('option', { name: 'Manager' }))

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of Ewa Nowak' }).textContent).toBe('Manager')
    )
    expect(calls(fetch)).toContain('POST /en/api/eurofiscalis/company/1/users/7/role')
  })

  it('lists the pending invitations and revokes one once confirmed, then shows the list without it', async () => {
    const user = userEvent.setup()
    let invitations = [pending]
    const fetch = fakeServer({
      [USERS]: () => json(200, team(invitations)),
      'POST /eurofiscalis/company/1/users/invitations/31/revoke': () => {
        invitations = []
        return json(200, { revoked: true })
      },
    })
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true)
    vi.stubGlobal('confirm', confirm)
    renderCard(fetch)

    const section = await screen.findByRole('region', { name: 'Pending invitations' })
    const row = within(section).getByText('new.dispatcher@trans-demo.pl').closest('tr')!
    expect(within(row).getByText('Manager')).toBeTruthy()
    await user.click(within(row).getByRole('button', { name: 'Revoke' }))
    expect(confirm).toHaveBeenCalledWith(
      'Revoke the invitation sent to new.dispatcher@trans-demo.pl? Its link will no longer work.'
    )
    expect(calls(fetch).filter((call) => call.includes('revoke'))).toEqual([])

    await user.click(within(row).getByRole('button', { name: 'Revoke' }))

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pending invitations' })).toBeNull())
    expect(calls(fetch)).toContain('POST /en/api/eurofiscalis/company/1/users/invitations/31/revoke')
  })

  it("turns off another user's second factor once confirmed, never one's own, and shows the list it answers", async () => {
    const user = userEvent.setup()
    let ewaHasFactor = true
    const answer = () => {
      const answered = team()
      answered.users[1].hasSecondFactor = ewaHasFactor
      return answered
    }
    const fetch = fakeServer({
      [USERS]: () => json(200, answer()),
      'POST /eurofiscalis/company/1/users/7/resetSecondFactor': () => {
        ewaHasFactor = false
        return json(200, {
          user: answer().users[1],
          successes: [{ message: 'The two-factor sign-in of Ewa Nowak is turned off.' }],
        })
      },
    })
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true)
    vi.stubGlobal('confirm', confirm)
    renderCard(fetch)

    const ewa = (await screen.findByText('Ewa Nowak')).closest('tr')!
    const mine = screen.getByText('Jan Kowalski').closest('tr')!
    expect(within(mine).getByText('On')).toBeTruthy()
    expect(within(mine).queryByRole('button', { name: /two-factor/ })).toBeNull()
    const turnOff = within(ewa).getByRole('button', { name: 'Turn off the two-factor sign-in of Ewa Nowak' })
    await user.click(turnOff)
    expect(confirm).toHaveBeenCalledWith(
      expect.stringMatching(/^Turn off the two-factor sign-in of Ewa Nowak\? /)
    )
    expect(calls(fetch).filter((call) => call.includes('resetSecondFactor'))).toEqual([])

    await user.click(turnOff)

    expect(await screen.findByText('The two-factor sign-in of Ewa Nowak is turned off.')).toBeTruthy()
    await waitFor(() => expect(within(ewa).getByText('Off')).toBeTruthy())
    expect(within(ewa).queryByRole('button', { name: /two-factor/ })).toBeNull()
    expect(calls(fetch)).toContain('POST /en/api/eurofiscalis/company/1/users/7/resetSecondFactor')
  })
})
