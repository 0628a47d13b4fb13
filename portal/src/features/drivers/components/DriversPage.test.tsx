import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DriverAnswer, DriversAnswer } from '@posted-workers/domain'
import { MuiScope } from '@/app/MuiScope'
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider'
import { aDocument } from '@/features/workers/testing/fixtures'
import { fakeServer, json } from '@/features/workers/testing/server'
import { I18nProvider } from '@/i18n/I18nProvider'
import { ApiProvider } from '@/lib/ApiProvider'
import { AuthContext, type Auth } from '@/lib/AuthContext'
import type { User } from '@/types/api'
import { DriversPage } from './DriversPage'

const ROSTER = 'GET /eurofiscalis/company/1/drivers'
const user = {
  id: 2,
  login: 'demo',
  isAdmin: false,
  company: { id: 1, name: 'Trans-Demo' },
} as unknown as User
const auth = { status: 'authenticated', user, data: null } as unknown as Auth

const anna: DriverAnswer = {
  id: 40,
  civility: 'MRS',
  firstName: 'Anna',
  lastName: 'Nowak',
  dateOfBirth: '1991-11-02',
  cityOfBirth: 'Lwów',
  countryCodeOfBirth: 'UA',
  countryCodeOfNationality: 'PL',
  details: {
    addressLine1: null,
    addressLine2: null,
    postalCode: null,
    city: null,
    addressCountryCode: null,
    licenceNumber: null,
    licenceCountryCode: null,
    driverCardNumber: null,
    employmentStartDate: null,
    employmentLawCountryCode: null,
  },
  postings: [
    {
      workerId: 13,
      contractId: 3,
      countryCode: 'FR',
      isMobilityPackage: false,
      contractState: 'active',
      startDate: '2026-06-01',
      endDate: '2026-11-30',
      readiness: 'not_ready',
      missing: ['A1'],
      expiring: [],
      notReadySince: '2026-10-01',
    },
    {
      workerId: 9,
      contractId: 1,
      countryCode: 'BE',
      isMobilityPackage: false,
      contractState: 'expired',
      startDate: '2025-06-01',
      endDate: '2025-11-30',
      readiness: 'ready',
      missing: [],
      expiring: [],
      notReadySince: null,
    },
  ],
  documents: [aDocument({ category: 'DRIVING_LICENCE', fileName: 'licence.pdf', validUntil: '2031-01-31' })],
}
const jan: DriverAnswer = {
  ...anna,
  id: 41,
  firstName: 'Jan',
  lastName: 'Kowalski',
  postings: [],
  documents: [],
}
const page = (drivers: DriverAnswer[]): DriversAnswer => ({
  drivers,
  total: drivers.length,
  page: 1,
  perPage: 25,
})

function renderPage(path: string, fetch: ReturnType<typeof fakeServer>) {
  vi.stubGlobal('fetch', fetch)
  render(
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider lang="en">
        <NotificationsProvider>
          <ApiProvider>
            <AuthContext.Provider value={auth}>
              <MuiScope>
                <Routes>
                  <Route path="/en/drivers" element={<DriversPage />} />
                </Routes>
              </MuiScope>
            </AuthContext.Provider>
          </ApiProvider>
        </NotificationsProvider>
      </I18nProvider>
    </MemoryRouter>
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('the drivers page', () => {
  it('lists the roster folded, each driver with the light of his running postings, and searches and filters on the server', async () => {
    const user = userEvent.setup()
    const fetch = fakeServer({
      [`${ROSTER}?perPage=25`]: () => json(200, page([jan, anna])),
      [`${ROSTER}?filter=now&perPage=25`]: () => json(200, page([anna])),
      [`${ROSTER}?filter=now&readiness=not_ready&perPage=25`]: () => json(200, page([anna])),
    })
    renderPage('/en/drivers', fetch)

    expect(await screen.findByText('2 drivers')).toBeTruthy()
    expect(
      screen.getByRole('img', {
        name: 'Anna NOWAK: Not ready. Missing: A1 certificate. Not ready since 01/10/2026',
      })
    ).toBeTruthy()
    // Jan is posted nowhere: no light at all.
    expect(screen.getAllByRole('img', { name: /NOWAK|KOWALSKI/ })).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: /NOWAK Anna/ }))
    const postings = await screen.findByRole('region', { name: /NOWAK Anna/ })
    expect(within(postings).getByText('France')).toBeTruthy()
    expect(within(postings).getByText('01/06/2026 – 30/11/2026')).toBeTruthy()
    expect(postings.textContent).toContain('Not ready · Missing: A1 certificate · Not ready since 01/10/2026')
    expect(within(postings).getByText('licence.pdf')).toBeTruthy()
    expect(within(postings).getByRole('button', { name: 'Add documents' })).toBeTruthy()

    await user.type(screen.getByRole('searchbox', { name: 'First or last name' }), 'now')
    await waitFor(() => expect(screen.queryByText('1 driver')).toBeTruthy())
    await user.click(screen.getByRole('combobox', { name: 'Readiness' }))
    await user.click(await screen.findByRole('option', { name: 'Not ready' }))
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => url)).toContain(
        '/en/api/eurofiscalis/company/1/drivers?filter=now&readiness=not_ready&perPage=25'
      )
    )
  })

  it('opens the driver a reminder e-mail links to, alone, with a way back to all', async () => {
    renderPage('/en/drivers?driver=41', fakeServer({ [`${ROSTER}?driver=41`]: () => json(200, page([jan])) }))

    const region = await screen.findByRole('region', { name: /KOWALSKI Jan/ })
    expect(within(region).getByText('Not posted on any contract.')).toBeTruthy()
    // Posted on no running contract: his documents are read only, as the server would refuse a change.
    expect(
      within(region).getByText(
        'This driver is not posted on any running contract: his documents can be read but no longer changed.'
      )
    ).toBeTruthy()
    expect(within(region).queryByRole('button', { name: 'Add documents' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Show all drivers' }).getAttribute('href')).toBe('/en/drivers')
    expect(screen.queryByRole('searchbox')).toBeNull()
  })
})
