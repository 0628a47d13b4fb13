import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { aContract, aCountry, COUNTRY_REFS } from '../features/contracts/testing/fixtures'
import { countries } from '../features/order/testing'
import { fakeServer, json } from '../features/order/testing'
import { readCardPayment, readTransferPayment } from '../features/order'
import { anAccount, aPendingRequest } from '../features/renewal/testing/fixtures'
import { renderOnHome } from '../features/renewal/testing/render'
import type { UpgradeAccount } from '../features/renewal/types'
import { AuthContext, type Auth } from '@/lib/AuthContext'
import { CompanyContracts } from './CompanyContracts'

const CHECK = 'GET /eurofiscalis/workers/company/1/checkUpgradeAccount'
const expiring = aContract({
  id: 3,
  representativeCountry: COUNTRY_REFS.EU,
  remainingDays: 13,
  isExpiring: true,
  allowedNumberOfWorkers: 5,
})
const cardForm = { action: '/payment/sandbox', method: 'POST', fields: { requestId: 'R-9' } }

function server(account: UpgradeAccount) {
  const fetch = fakeServer({
    [CHECK]: () => json(200, account),
    'GET /eurofiscalis/company/1/contracts': () => json(200, { workerContracts: [expiring] }),
    'GET /representativeCountries/list?getAll=true': () =>
      json(200, { countries: [aCountry(COUNTRY_REFS.EU)] }),
    'GET /invoices/company/1/contract/3/list': () => json(200, { invoices: [], isAdmin: false }),
    'GET /eurofiscalis/workers/company/1/contract/3/workers': () =>
      json(200, { workers: [], total: 0, isAddWorkerAllowed: true, isDuplicateAllowed: false }),
    'GET /eurofiscalis/company/1/attachments': () => json(200, { attachments: [] }),
    'GET /representativeCountries/list': () => json(200, { countries }),
    'GET /eurofiscalis/workers/listAllowedMops': () => json(200, { mops: ['CARD', 'TRANSFER'] }),
    'POST /eurofiscalis/workers/quote': () => json(422, { errors: [] }),
    'POST /eurofiscalis/workers/request/R-9/pay': () =>
      json(200, { requestId: 'R-9', paymentRedirectionForm: cardForm }),
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const checks = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith('/checkUpgradeAccount')).length

async function renderContracts(account: UpgradeAccount, isAdmin = false) {
  const fetch = server(account)
  // An owner: the role that renews and upgrades (an accountant's contracts are read only).
  const auth = {
    status: 'authenticated',
    user: { isAdmin, backOfficeRole: isAdmin ? 'admin' : null, companyRole: isAdmin ? null : 'owner' },
    data: null,
  } as unknown as Auth
  const router = renderOnHome(
    <AuthContext.Provider value={auth}>
      <CompanyContracts companyId={1} isAdmin={isAdmin} />
    </AuthContext.Provider>
  )
  const alert = await screen.findByText('The EU contract is ending soon')
  await waitFor(() => expect(checks(fetch)).toBe(1))
  return { fetch, router, alert: alert.closest('[role="alert"]') as HTMLElement }
}

beforeEach(() => sessionStorage.clear())

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('renew and upgrade around the contracts', () => {
  it('renews an expiring contract from its alert, then asks again what the company may do', async () => {
    const user = userEvent.setup()
    const { fetch, alert } = await renderContracts(anAccount())
    expect(screen.getByRole('button', { name: 'Add drivers or countries' })).toBeTruthy()

    await user.click(await within(alert).findByRole('button', { name: 'Renew' }))
    const dialog = await screen.findByRole('dialog', { name: /Renew your contracts/ })
    expect((await within(dialog).findByTestId('country-row-0')).textContent).toContain('EU Mobility Package')
    expect(within(dialog).queryByTestId('country-row-1')).toBeNull()

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(checks(fetch)).toBe(2))
  })

  it('opens the upgrade modal from its button', async () => {
    const user = userEvent.setup()
    await renderContracts(anAccount())
    await user.click(screen.getByRole('button', { name: 'Add drivers or countries' }))
    expect(await screen.findByRole('dialog', { name: /Add drivers or countries/ })).toBeTruthy()
  })

  it('hides the renew and upgrade buttons of a company that has not approved the new terms', async () => {
    const { alert } = await renderContracts(
      anAccount({ isMigrated: false, isRenewAllowed: false, isUpgradeAccountAllowed: false })
    )
    expect(within(alert).getByRole('button', { name: 'Remind me later' })).toBeTruthy()
    expect(within(alert).queryByRole('button', { name: 'Renew' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add drivers or countries' })).toBeNull()
  })

  it('shows the pending transfer instead of the upgrade button, and leads to its bank details', async () => {
    const user = userEvent.setup()
    const { alert, router } = await renderContracts(
      anAccount({
        isRenewAllowed: false,
        isUpgradeAccountAllowed: false,
        pendingWorkerRequest: aPendingRequest(),
      })
    )
    expect(within(alert).queryByRole('button', { name: 'Renew' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add drivers or countries' })).toBeNull()
    expect(screen.getByText('Your renewal is awaiting payment')).toBeTruthy()
    expect(screen.getByText('Reference PW-2027-0042, amount €120.00')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'See the transfer details' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/workers/bank-transfer'))
    expect(readTransferPayment()).toEqual({ mop: 'TRANSFER', requestId: 'R-9' })
  })

  it('pays a declined card request again with a new form from the server', async () => {
    const user = userEvent.setup()
    const declined = aPendingRequest({ mop: 'CARD', status: 'payment_failed', type: 'upgrade' })
    const { fetch, router } = await renderContracts(
      anAccount({ isRenewAllowed: false, isUpgradeAccountAllowed: false, pendingWorkerRequest: declined })
    )
    expect(screen.getByText('The card payment was declined')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Pay again' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/workers/payment'))
    expect(
      fetch.mock.calls.some(
        ([url, init]) => String(url).endsWith('/request/R-9/pay') && init?.method === 'POST'
      )
    ).toBe(true)
    expect(readCardPayment()).toEqual({ requestId: 'R-9', paymentRedirectionForm: cardForm })
  })

  it('an admin may renew the company from above its contracts; a customer renews from the alerts', async () => {
    const user = userEvent.setup()
    await renderContracts(anAccount(), true)
    await user.click(screen.getByRole('button', { name: 'Renew contracts' }))
    const dialog = await screen.findByRole('dialog', { name: /Renew your contracts/ })
    expect((await within(dialog).findByTestId('country-row-0')).textContent).toContain('EU Mobility Package')
    cleanup()

    await renderContracts(anAccount())
    expect(screen.queryByRole('button', { name: 'Renew contracts' })).toBeNull()
  })
})
