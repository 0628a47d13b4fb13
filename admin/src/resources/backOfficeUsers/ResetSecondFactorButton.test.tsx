import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import {
  AdminContext,
  Notification,
  RecordContextProvider,
  testDataProvider,
  useGetIdentity,
} from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppDataProvider } from '@/providers/dataProvider'
import { createI18nProvider } from '@/providers/i18nProvider'
import { ResetSecondFactorButton } from './ResetSecondFactorButton'
import type { BackOfficeUser } from './types'

const accountant: BackOfficeUser = {
  id: 7,
  login: 'ewa.k',
  email: 'ewa.k@example.test',
  firstName: 'Ewa',
  lastName: 'Kowalczyk',
  role: 'accountant',
  language: 'pl',
  isActive: true,
  totpEnabled: true,
  lastSignInAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
}

/** The signed-in admin's name once react-admin knows who they are, as the app bar shows it. */
const SignedInAs = () => <span>{useGetIdentity().identity?.fullName}</span>

/** The button on `user`'s page, as the admin with id `adminId` sees it. */
function renderButton(
  user: BackOfficeUser,
  resetSecondFactor: AppDataProvider['resetSecondFactor'] = vi.fn(),
  adminId = 1
) {
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
    getIdentity: async () => ({ id: adminId, fullName: 'Admin' }),
  }
  render(
    <AdminContext
      dataProvider={testDataProvider({ resetSecondFactor })}
      authProvider={authProvider}
      i18nProvider={createI18nProvider('en')}
    >
      <SignedInAs />
      <RecordContextProvider value={user}>
        <ResetSecondFactorButton />
      </RecordContextProvider>
      <Notification />
    </AdminContext>
  )
}

describe('ResetSecondFactorButton', () => {
  afterEach(cleanup)

  it("asks first, naming the user, then clears their second factor and says so in the server's words", async () => {
    const resetSecondFactor = vi.fn(async () => ({
      successes: [{ message: 'The two-factor sign-in of ewa.k has been reset' }],
    }))
    renderButton(accountant, resetSecondFactor)

    fireEvent.click(await screen.findByRole('button', { name: 'Reset two-factor sign-in' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('Reset the two-factor sign-in of ewa.k?')).toBeDefined()
    expect(resetSecondFactor).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }))

    await waitFor(() => expect(resetSecondFactor).toHaveBeenCalledWith(7))
    expect(await screen.findByText('The two-factor sign-in of ewa.k has been reset')).toBeDefined()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('is not offered on the admin’s own page, nor for a user who has no second factor', async () => {
    renderButton(accountant, vi.fn(), accountant.id)
    renderButton({ ...accountant, id: 8, totpEnabled: false })
    // Once the identity is known, neither shows the button.
    await waitFor(() => expect(screen.getAllByText('Admin')).toHaveLength(2))
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in' })).toBeNull()
  })
})
