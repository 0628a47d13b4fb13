import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DeclarationAnswer, DeclarationsAnswer } from '@posted-workers/domain'
import { MuiScope } from '@/app/MuiScope'
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider'
import { fakeServer, json } from '@/features/workers/testing/server'
import { I18nProvider } from '@/i18n/I18nProvider'
import { ApiProvider } from '@/lib/ApiProvider'
import { AuthContext, type Auth } from '@/lib/AuthContext'
import type { User } from '@/types/api'
import { DeclarationsPage } from './DeclarationsPage'

const BASE = '/eurofiscalis/company/1'
const user = {
  id: 2,
  login: 'demo',
  isAdmin: false,
  company: { id: 1, name: 'Trans-Demo', address: { countryCode: 'PL' } },
} as unknown as User
const auth = { status: 'authenticated', user, data: null } as unknown as Auth

const declaration = (fields: Partial<DeclarationAnswer>): DeclarationAnswer => ({
  id: 1,
  workerId: 10,
  driverId: 20,
  driverName: 'Jan Kowalski',
  contractId: 3,
  contractCountryCode: 'FR',
  isMobilityPackage: false,
  countryCode: 'FR',
  startDate: '2026-06-01',
  endDate: '2026-08-31',
  plates: ['WA12345'],
  transportType: 'goods',
  operations: ['international', 'cabotage'],
  imiNumber: null,
  status: 'draft',
  state: 'draft',
  document: null,
  missing: [],
  ...fields,
})

const register = (declarations: DeclarationAnswer[]): DeclarationsAnswer => ({
  declarations,
  postings: [
    {
      workerId: 11,
      driverId: 21,
      driverName: 'Anna Nowak',
      contractId: 3,
      contractCountryCode: 'FR',
      isMobilityPackage: false,
      contractStart: '2026-06-01',
      contractEnd: '2026-11-30',
      declaredUntil: null,
    },
  ],
  countries: ['FR'],
})

function renderPage(fetch: ReturnType<typeof fakeServer>) {
  vi.stubGlobal('fetch', fetch)
  render(
    <MemoryRouter initialEntries={['/en/declarations']}>
      <I18nProvider lang="en">
        <NotificationsProvider>
          <ApiProvider>
            <AuthContext.Provider value={auth}>
              <MuiScope>
                <Routes>
                  <Route path="/en/declarations" element={<DeclarationsPage />} />
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

describe('the declarations page', () => {
  it('shows who is posted without a declaration and each declaration with what its state allows', async () => {
    const fetch = fakeServer({
      [`GET ${BASE}/postingDeclarations`]: () =>
        json(
          200,
          register([
            declaration({ missing: ['communityLicenceNumber', 'plates'] }),
            declaration({
              id: 2,
              driverName: 'Ewa Zielińska',
              status: 'submitted',
              state: 'submitted',
              imiNumber: 'IMI-7',
            }),
            declaration({ id: 3, driverName: 'Olaf Stary', status: 'submitted', state: 'expired' }),
          ])
        ),
      [`GET ${BASE}/operator`]: () => json(200, { operator: { vehicles: [] } }),
    })
    renderPage(fetch)

    const undeclared = await screen.findByRole('region', { name: 'Posted without a current declaration' })
    expect(within(undeclared).getByText('Anna Nowak')).toBeTruthy()
    expect(within(undeclared).getByRole('button', { name: 'Declare' })).toBeTruthy()

    const draft = screen.getByRole('article', { name: 'Jan Kowalski' })
    expect(within(draft).getByText('Draft')).toBeTruthy()
    expect(within(draft).getByText('IMI still needs: Community licence number, Number plates')).toBeTruthy()
    expect(within(draft).getByRole('button', { name: 'Mark as submitted' })).toBeTruthy()
    expect(within(draft).queryByRole('button', { name: 'Withdraw' })).toBeNull()

    const submitted = screen.getByRole('article', { name: 'Ewa Zielińska' })
    expect(within(submitted).getByText('IMI-7')).toBeTruthy()
    expect(within(submitted).getByText('Carriage of goods · International carriage · Cabotage')).toBeTruthy()
    expect(within(submitted).getByRole('button', { name: 'Add the IMI PDF' })).toBeTruthy()
    expect(within(submitted).getByRole('button', { name: 'Withdraw' })).toBeTruthy()

    // An ended declaration is a record: no action.
    const expired = screen.getByRole('article', { name: 'Olaf Stary' })
    expect(within(expired).getByText('Expired')).toBeTruthy()
    expect(within(expired).queryAllByRole('button')).toHaveLength(0)
  })

  it('withdraws a submitted declaration once asked again, then shows the register as the server answers it', async () => {
    const user = userEvent.setup()
    let withdrawn = false
    const fetch = fakeServer({
      [`GET ${BASE}/postingDeclarations`]: () =>
        json(
          200,
          register([
            withdrawn
              ? declaration({ status: 'withdrawn', state: 'withdrawn' })
              : declaration({ status: 'submitted', state: 'submitted' }),
          ])
        ),
      [`GET ${BASE}/operator`]: () => json(200, { operator: { vehicles: [] } }),
      [`POST ${BASE}/postingDeclaration/1/withdraw`]: () => {
        withdrawn = true
        return json(200, {
          updated: true,
          declaration: declaration({ status: 'withdrawn', state: 'withdrawn' }),
        })
      },
    })
    renderPage(fetch)

    const card = await screen.findByRole('article', { name: 'Jan Kowalski' })
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }))
    const dialog = screen.getByRole('dialog', { name: 'Withdraw the declaration' })
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }))

    await waitFor(() => expect(within(card).getByText('Withdrawn')).toBeTruthy())
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining('/postingDeclaration/1/withdraw'),
      expect.objectContaining({ method: 'POST' })
    )
  })
})
