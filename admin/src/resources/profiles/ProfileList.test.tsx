import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import {
  AdminContext,
  HttpError,
  Notification,
  ResourceContextProvider,
  testDataProvider,
  TestMemoryRouter,
  type DataProvider,
} from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { toFormErrors } from '@/providers/formErrors'
import { createI18nProvider } from '@/providers/i18nProvider'
import { ProfileList } from './ProfileList'
import type { Profile } from './types'

const profile: Profile = {
  id: 7,
  userId: 7,
  login: 'demo',
  email: 'demo@trans-demo.pl',
  civility: 'MR',
  firstName: 'Jan',
  middleName: null,
  lastName: 'Kowalski',
  position: 'ACCOUNTANT',
  phone: { type: 'BUSINESS', number: '+48601234567' },
  companyName: 'Trans-Demo Sp. z o.o.',
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
  totpEnabled: false,
}

const renderAt = (path: string, overrides: Partial<DataProvider> = {}) => {
  const dataProvider = testDataProvider({
    getList: vi.fn(async () => ({ data: [profile], total: 1 })) as DataProvider['getList'],
    getOne: vi.fn(async () => ({ data: profile })) as DataProvider['getOne'],
    ...overrides,
  })
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')}>
        <ResourceContextProvider value="profiles">
          <ProfileList />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>
  )
  return dataProvider
}

const saveWith = async (label: string, value: string) => {
  const dialog = await screen.findByRole('dialog')
  const input = await within(dialog).findByLabelText(label, { exact: false })
  fireEvent.change(input, { target: { value } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
  return dialog
}

describe('ProfileList', () => {
  it('searches 250 ms after the last keystroke, as the specification asks', async () => {
    const dataProvider = renderAt('/profiles')
    await screen.findByText('Trans-Demo Sp. z o.o.')
    vi.useFakeTimers()
    try {
      fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'jan' } })
      await act(() => vi.advanceTimersByTimeAsync(249))
      expect(dataProvider.getList).toHaveBeenCalledTimes(1)
      await act(() => vi.advanceTimersByTimeAsync(50))
    } finally {
      vi.useRealTimers()
    }
    expect(dataProvider.getList).toHaveBeenLastCalledWith(
      'profiles',
      expect.objectContaining({ filter: { q: 'jan' } })
    )
  })

  it('asks for 25 profiles sorted by company and shows them translated', async () => {
    const dataProvider = renderAt('/profiles')
    expect(await screen.findByText('Trans-Demo Sp. z o.o.')).toBeDefined()
    expect(screen.getByText('Accountant')).toBeDefined()
    expect(screen.getByText('+48 601 234 567')).toBeDefined()
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'profiles',
      expect.objectContaining({
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'companyName', order: 'ASC' },
      })
    )
  })

  it('opens the edit dialog over the list on a row click', async () => {
    renderAt('/profiles')
    fireEvent.click(await screen.findByText('Kowalski'))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByDisplayValue('ul. Przykładowa 12')).toBeDefined()
    expect(within(dialog).getByText('demo · demo@trans-demo.pl · Trans-Demo Sp. z o.o.')).toBeDefined()
  })

  it("turns off a customer's second factor once confirmed, in the server's words; no button without one", async () => {
    const turnOffCustomerSecondFactor = vi.fn(async () => ({
      successes: [{ message: 'The two-factor sign-in of demo is turned off' }],
    }))
    const getOne = vi
      .fn()
      .mockResolvedValueOnce({ data: { ...profile, totpEnabled: true } })
      .mockResolvedValue({ data: profile })
    renderAt('/profiles/7', { getOne, turnOffCustomerSecondFactor } as Partial<DataProvider>)
    const dialog = await screen.findByRole('dialog')

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Turn off two-factor sign-in' }))
    const confirm = await screen.findByRole('dialog', { name: 'Turn off the two-factor sign-in of demo?' })
    expect(turnOffCustomerSecondFactor).not.toHaveBeenCalled()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Turn off two-factor sign-in' }))

    await waitFor(() => expect(turnOffCustomerSecondFactor).toHaveBeenCalledWith(7))
    expect(await screen.findByText('The two-factor sign-in of demo is turned off')).toBeDefined()
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Turn off two-factor sign-in' })).toBeNull()
    )
  })

  it('refuses an invalid phone number before calling the server', async () => {
    const update = vi.fn()
    renderAt('/profiles/7', { update })
    const dialog = await saveWith('Phone number', '123')
    expect(await within(dialog).findByText('The phone number is not valid')).toBeDefined()
    expect(update).not.toHaveBeenCalled()
  })

  it("shows the server's validation errors on the fields", async () => {
    // react-admin logs every rejected call; this rejection is the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const update = vi.fn(async () => {
      throw toFormErrors(
        new HttpError('Unprocessable Entity', 422, {
          errors: [{ field: 'company.vatNumber', message: 'This VAT number does not exist' }],
        })
      )
    })
    renderAt('/profiles/7', { update })
    const dialog = await saveWith('First name', 'Janek')
    expect(await within(dialog).findByText('This VAT number does not exist')).toBeDefined()
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1))
    expect(update).toHaveBeenCalledWith(
      'profiles',
      expect.objectContaining({
        id: 7,
        data: expect.objectContaining({
          firstName: 'Janek',
          phone: { type: 'BUSINESS', number: '+48601234567' },
        }),
      })
    )
  })
})
