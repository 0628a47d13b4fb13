import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routes } from '@/app/router'
import type { ApplicationData } from '@/types/api'
import { aContract, COUNTRY_REFS } from '@/features/contracts/testing/fixtures'
import { countries } from '@/features/order/testing'
import { fakeServer, json } from '@/features/order/testing'
import { anAccount, anAccountContract } from '@/features/renewal/testing/fixtures'
import type { UpgradeAccount } from '@/features/renewal'

const session: ApplicationData = {
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
      phones: [],
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
  sessionLifetime: 7200,
}

const termsCountries = [
  { ...COUNTRY_REFS.EU, termsOfSales: { fr: '/en/api/representativeCountries/1/termsOfSales/fr/download' } },
]

function server(contracts: ReturnType<typeof aContract>[], account: UpgradeAccount, migrated = true) {
  vi.stubGlobal(
    'fetch',
    fakeServer({
      'GET /auth/session': () => json(200, { isLoggedIn: true, applicationDataForLoggedInUser: session }),
      'GET /eurofiscalis/company/1': () =>
        json(200, { company: { id: 1, migratedToMobilityPacket: migrated, vatStatus: 'valid' } }),
      'GET /eurofiscalis/company/1/contracts': () => json(200, { workerContracts: contracts }),
      'GET /representativeCountries/list?getAll=true': () => json(200, { countries: termsCountries }),
      'GET /eurofiscalis/workers/company/1/checkUpgradeAccount': () => json(200, account),
      'GET /representativeCountries/list': () => json(200, { countries }),
      'GET /eurofiscalis/workers/listAllowedMops': () => json(200, { mops: ['CARD'] }),
      'POST /eurofiscalis/workers/quote': () => json(422, { errors: [] }),
    })
  )
}

function renderHome(path = '/en/home') {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn())
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('home banners', () => {
  it('a company without contract orders the Mobility Package in the renewal modal', async () => {
    server([], anAccount({ contracts: [], isUpgradeAccountAllowed: false, upgradeEndDate: null }))
    const user = userEvent.setup()
    renderHome()

    const order = await screen.findByRole('button', { name: 'Order a Mobility Package contract' })
    expect(order.getAttribute('href')).toBeNull()
    expect(screen.getByRole('link', { name: /Download the offer/ }).getAttribute('href')).toBe(
      '/en/api/offer/download'
    )
    await user.click(order)

    const dialog = await screen.findByRole('dialog', { name: /Order a contract/ })
    const row = await within(dialog).findByTestId('country-row-0')
    expect(within(row).getByRole('combobox', { name: /Country/ }).textContent).toBe('EU Mobility Package')
    // A single payment method: no choice to make.
    expect(within(dialog).queryByRole('radio', { name: /Bank transfer/ })).toBeNull()
  })

  it('a company whose contracts all expired renews them in the renewal modal', async () => {
    const expired = anAccountContract({
      state: 'expired',
      remainingDays: 0,
      isUpgradable: false,
      renewal: { startDate: '2027-04-02', endDate: '2027-10-01', minimumWorkers: 5 },
    })
    server(
      [aContract({ id: 3, representativeCountry: COUNTRY_REFS.EU, state: 'expired', isExpired: true })],
      anAccount({ contracts: [expired], isUpgradeAccountAllowed: false, upgradeEndDate: null })
    )
    const user = userEvent.setup()
    renderHome()

    await user.click(await screen.findByRole('button', { name: 'Renew my contract' }))
    const dialog = await screen.findByRole('dialog', { name: /Renew your contracts/ })
    // An ended contract restarts on validation day: no date to promise.
    const row = await within(dialog).findByTestId('country-row-0')
    expect(row.textContent).toContain('starting when the payment is confirmed')
    expect(row.textContent).not.toContain('02/04/2027')
  })

  it('a company that has not approved the new terms sees no order button, only the offer', async () => {
    server(
      [],
      anAccount({ contracts: [], isMigrated: false, isRenewAllowed: false, isUpgradeAccountAllowed: false }),
      false
    )
    renderHome()
    expect(await screen.findByText('You have no representation contract')).toBeTruthy()
    expect(await screen.findByRole('link', { name: /Download the offer/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Order a Mobility Package contract' })).toBeNull()
  })
})

describe('the renewal link of the reminder e-mails', () => {
  const expiring = anAccountContract({
    countryCode: 'EU',
    renewal: { startDate: '2027-04-02', endDate: '2027-10-01', minimumWorkers: 5 },
  })

  it('home?renew=EU opens the renewal form of that country, once', async () => {
    server(
      [aContract({ id: 3, representativeCountry: COUNTRY_REFS.EU })],
      anAccount({ contracts: [expiring] })
    )
    const router = renderHome('/en/home?renew=eu')

    const dialog = await screen.findByRole('dialog', { name: /Renew your contracts/ })
    expect((await within(dialog).findByTestId('country-row-0')).textContent).toContain(
      'New period: 02/04/2027 to 01/10/2027'
    )
    expect(router.state.location.search).toBe('')
  })

  it('opens nothing while a request is pending', async () => {
    server(
      [aContract({ id: 3, representativeCountry: COUNTRY_REFS.EU })],
      anAccount({ contracts: [expiring], isRenewAllowed: false })
    )
    const router = renderHome('/en/home?renew=EU')
    await vi.waitFor(() => expect(router.state.location.search).toBe(''))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
