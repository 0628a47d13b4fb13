import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { countries, promo65 } from '@/features/order/testing'
import { fakeServer, json } from '@/features/order/testing'
import { readCardPayment, readTransferPayment } from '@/features/order'
import { anAccount, anAccountContract } from '../testing/fixtures'
import { renderOnHome } from '../testing/render'
import type { UpgradeAccount } from '../types'
import { RenewDialog } from './RenewDialog'

const RENEW = 'POST /eurofiscalis/workers/company/1/renewContract'
const cardForm = { action: '/payment/sandbox', method: 'POST', fields: { requestId: 'R-1' } }

const quote = {
  rows: [{ countryCode: 'EU', monthlyAmountCents: 2000, totalAmountCents: 12000, allowedNumberOfWorkers: 5 }],
  monthlyAmountCents: 2000,
  totalWithoutTaxCents: 12000,
  vatCents: 0,
  totalWithTaxCents: 12000,
  vatRateBasisPoints: 0,
  reverseCharge: true,
  currency: 'EUR',
}

type Body = Record<string, unknown>

function server(renew: (body: Body) => Response = () => json(200, { requestId: 'R-1', mop: 'TRANSFER' })) {
  const sent: Body[] = []
  const fetch = fakeServer({
    'GET /representativeCountries/list': () => json(200, { countries }),
    'GET /eurofiscalis/workers/listAllowedMops': () => json(200, { mops: ['CARD', 'TRANSFER'] }),
    'POST /eurofiscalis/workers/quote': () => json(200, quote),
    'POST /businessIntroducer/validatePromoCode': () => json(200, { introducer: null }),
    [RENEW]: (body) => {
      sent.push(body as Body)
      return renew(body as Body)
    },
  })
  vi.stubGlobal('fetch', fetch)
  return sent
}

function renderDialog(account: UpgradeAccount = anAccount(), countryCodes?: string[]) {
  const onClose = vi.fn()
  const router = renderOnHome(
    <RenewDialog companyId={1} account={account} countryCodes={countryCodes} onClose={onClose} />
  )
  return { router, onClose }
}

const row = (index: number) => screen.getByTestId(`country-row-${index}`)
const workersOf = (index: number) => within(row(index)).getByRole('combobox', { name: /Number of drivers/ })

async function optionsOf(user: ReturnType<typeof userEvent.setup>, index: number) {
  await user.click(workersOf(index))
  const listbox = await screen.findByRole('listbox')
  const options = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent)
  await user.keyboard('{Escape}')
  return options
}

async function acceptAndRenew(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /I accept the general terms/ }))
  const renew = screen.getByRole('button', { name: 'Renew' })
  await waitFor(() => expect(renew).toHaveProperty('disabled', false))
  await user.click(renew)
}

beforeEach(() => {
  sessionStorage.clear()
  Element.prototype.scrollIntoView = vi.fn()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('renewal modal', () => {
  it('starts from the contract: its country fixed, its package, the minimum workers and the new period', async () => {
    server()
    const user = userEvent.setup()
    renderDialog(anAccount({ introducer: promo65 }))

    expect(await screen.findByRole('dialog', { name: /Renew your contracts/ })).toBeTruthy()
    const country = within(await screen.findByTestId('country-row-0')).getByRole('combobox', {
      name: /Country/,
    })
    expect(country.textContent).toBe('EU Mobility Package')
    expect(country.getAttribute('aria-disabled')).toBe('true')
    expect(within(row(0)).getByRole('radio', { name: /€4.00 per driver/ })).toHaveProperty('checked', true)
    expect(workersOf(0).textContent).toBe('5')
    expect(await optionsOf(user, 0)).toEqual(['5', '6', '7', '8', '9', '10', '11', '12'])
    expect(row(0).textContent).toContain('New period: 25/03/2027 to 23/09/2027 · at least 5 drivers')
    // The promo code of the running contracts, already known to be valid.
    expect(screen.getByLabelText<HTMLInputElement>(/Promo code \(optional\)/).value).toBe('PROMO65')
    // The server's figures.
    expect(await screen.findAllByText('€120.00')).not.toHaveLength(0)
    // A single row cannot go: a renewal needs a country.
    expect(within(row(0)).queryByRole('button', { name: 'Remove this country' })).toBeNull()
  })

  it('renews an unlimited contract unlimited only, and a chosen country with a contract keeps its minimum', async () => {
    server()
    const user = userEvent.setup()
    const unlimited = anAccountContract({
      contractId: 4,
      countryCode: 'FR',
      allowedNumberOfWorkers: null,
      packageSignature: null,
      renewal: { startDate: '2027-03-25', endDate: '2027-09-23', minimumWorkers: null },
    })
    renderDialog(anAccount({ contracts: [anAccountContract(), unlimited] }), ['FR'])

    await screen.findByTestId('country-row-0')
    expect(within(row(0)).getByRole('radio', { name: /€4.00 per driver/ })).toHaveProperty('disabled', true)
    expect(within(row(0)).getByRole('radio', { name: /Unlimited drivers/ })).toHaveProperty('checked', true)
    expect(within(row(0)).queryByRole('combobox', { name: /Number of drivers/ })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Add a country' }))
    await user.click(within(row(1)).getByRole('combobox', { name: /Country/ }))
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'EU Mobility Package' })
    )
    expect(workersOf(1).textContent).toBe('5')
    expect((await optionsOf(user, 1))[0]).toBe('5')
  })

  it('pays by card: the provider form is kept and the payment page opens', async () => {
    const sent = server(() => json(200, { requestId: 'R-1', paymentRedirectionForm: cardForm }))
    const user = userEvent.setup()
    const { router } = renderDialog()
    await screen.findByTestId('country-row-0')
    const renew = screen.getByRole('button', { name: 'Renew' })
    expect(renew).toHaveProperty('disabled', true)
    expect(screen.getByText('Accept the conditions to continue.')).toBeTruthy()

    await acceptAndRenew(user)

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/workers/payment'))
    expect(sent).toEqual([
      {
        promoCode: null,
        representativeCountries: [{ countryCode: 'EU', package: 'w|4', numberOfWorkers: 5 }],
        conditions: true,
        mop: 'CARD',
      },
    ])
    expect(readCardPayment()).toEqual({ requestId: 'R-1', paymentRedirectionForm: cardForm })
  })

  it('pays by transfer: the request is kept and the bank-transfer page opens', async () => {
    const sent = server()
    const user = userEvent.setup()
    const { router } = renderDialog()
    await screen.findByTestId('country-row-0')
    await user.click(screen.getByRole('radio', { name: /Bank transfer/ }))
    await acceptAndRenew(user)

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/workers/bank-transfer'))
    expect(sent[0]).toMatchObject({ mop: 'TRANSFER' })
    expect(readTransferPayment()).toEqual({ mop: 'TRANSFER', requestId: 'R-1' })
  })

  it('shows the server’s field errors on their fields and the others as a message', async () => {
    server(() =>
      json(422, {
        errors: [
          {
            field: 'representativeCountries.1.numberOfWorkers',
            message: 'At least 5 drivers for this country.',
          },
          { message: 'Something general went wrong.' },
        ],
      })
    )
    const user = userEvent.setup()
    const { router } = renderDialog()
    await screen.findByTestId('country-row-0')
    await user.click(screen.getByRole('button', { name: 'Add a country' }))
    await user.click(within(row(1)).getByRole('combobox', { name: /Country/ }))
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'France' }))
    await acceptAndRenew(user)

    expect(await within(row(1)).findByText('At least 5 drivers for this country.')).toBeTruthy()
    expect(within(row(0)).queryByText('At least 5 drivers for this country.')).toBeNull()
    expect(await screen.findByText('Something general went wrong.')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/en/home')
    // The refused field comes into view and gets the focus.
    await waitFor(() => expect(document.activeElement).toBe(workersOf(1)))
  })

  it('a company without any contract orders the Mobility Package', async () => {
    server()
    renderDialog(anAccount({ contracts: [], isUpgradeAccountAllowed: false }), ['EU'])
    expect(await screen.findByRole('dialog', { name: /Order a contract/ })).toBeTruthy()
    const country = within(await screen.findByTestId('country-row-0')).getByRole('combobox', {
      name: /Country/,
    })
    expect(country.textContent).toBe('EU Mobility Package')
    expect(country.getAttribute('aria-disabled')).toBeNull()
    expect(row(0).textContent).toContain('New six-month contract')
    expect(screen.getByRole('button', { name: 'Place the order' })).toBeTruthy()
  })
})
