import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { countries, perWorkerIntroducer } from '@/features/order/testing'
import { fakeServer, json } from '@/features/order/testing'
import { readCardPayment, readTransferPayment } from '@/features/order'
import { anAccount, anAccountContract, upgradeQuote } from '../testing/fixtures'
import { renderOnHome } from '../testing/render'
import type { UpgradeAccount } from '../types'
import { UpgradeDialog } from './UpgradeDialog'

const BASE = 'POST /eurofiscalis/workers/company/1/upgradeAccount'
const cardForm = { action: '/payment/sandbox', method: 'POST', fields: { requestId: 'R-2' } }

type Body = Record<string, unknown>

function server(upgrade: () => Response = () => json(200, { requestId: 'R-2', mop: 'TRANSFER' })) {
  const quotes: Body[] = []
  const sent: Body[] = []
  vi.stubGlobal(
    'fetch',
    fakeServer({
      'GET /representativeCountries/list': () => json(200, { countries }),
      'GET /eurofiscalis/workers/listAllowedMops': () => json(200, { mops: ['CARD', 'TRANSFER'] }),
      [`${BASE}/quote`]: (body) => {
        quotes.push(body as Body)
        return json(200, upgradeQuote)
      },
      [BASE]: (body) => {
        sent.push(body as Body)
        return upgrade()
      },
    })
  )
  return { quotes, sent }
}

function renderDialog(account: UpgradeAccount = anAccount()) {
  return renderOnHome(<UpgradeDialog companyId={1} account={account} onClose={vi.fn()} />)
}

const row = (index: number) => screen.getByTestId(`country-row-${index}`)
const workersOf = (index: number) => within(row(index)).getByRole('combobox', { name: /Number of drivers/ })

async function choose(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox)
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }))
}

async function optionsOf(user: ReturnType<typeof userEvent.setup>, index: number) {
  await user.click(workersOf(index))
  const options = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent)
  await user.keyboard('{Escape}')
  return options
}

beforeEach(() => {
  sessionStorage.clear()
  Element.prototype.scrollIntoView = vi.fn()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('upgrade modal', () => {
  it('offers only numbers above the allowance and disables a package that is too small', async () => {
    server()
    const user = userEvent.setup()
    // FR runs at 13 workers on the introducer's per-worker price: the 12-worker package cannot take them.
    const fr = anAccountContract({
      contractId: 4,
      countryCode: 'FR',
      allowedNumberOfWorkers: 13,
      packageSignature: null,
      monthlyAmountCents: 3900,
    })
    renderDialog(anAccount({ introducer: perWorkerIntroducer, contracts: [anAccountContract(), fr] }))

    expect(await screen.findByRole('dialog', { name: /Add drivers or countries/ })).toBeTruthy()
    // The rows come with the reference lists.
    await screen.findByTestId('country-row-1')
    expect(await optionsOf(user, 0)).toEqual(['5', '6', '7', '8', '9', '10', '11', '12'])
    expect(within(row(0)).getByRole('radio', { name: /€4.00 per driver/ })).toHaveProperty('disabled', false)
    expect(row(0).textContent).toContain('Drivers allowed today: 5 · contract ends on 24/03/2027')

    expect(within(row(1)).getByRole('radio', { name: /€4.00 per driver/ })).toHaveProperty('disabled', true)
    expect(within(row(1)).getByRole('radio', { name: /Partner offer/ })).toHaveProperty('checked', true)
    expect((await optionsOf(user, 1)).slice(0, 3)).toEqual(['13', '14', '15'])
    // The countries of running contracts are fixed and stay.
    for (const index of [0, 1]) {
      expect(
        within(row(index))
          .getByRole('combobox', { name: /Country/ })
          .getAttribute('aria-disabled')
      ).toBe('true')
      expect(within(row(index)).queryByRole('button', { name: 'Remove this country' })).toBeNull()
    }
  })

  it('cannot be sent while nothing changes; more workers are priced by the server, then sent by card', async () => {
    const { quotes, sent } = server(() => json(200, { requestId: 'R-2', paymentRedirectionForm: cardForm }))
    const user = userEvent.setup()
    const router = renderDialog()
    await screen.findByTestId('country-row-0')
    const update = screen.getByRole('button', { name: 'Update' })

    await user.click(screen.getByRole('checkbox', { name: /I accept the general terms/ }))
    expect(update).toHaveProperty('disabled', true)
    expect(screen.getByText('Add drivers or a country to continue.')).toBeTruthy()
    expect(screen.getByText('Add drivers or a country to see the price.')).toBeTruthy()
    expect(quotes).toHaveLength(0)

    await choose(user, workersOf(0), '7')
    expect(await screen.findByText('Drivers: 5 → 7')).toBeTruthy()
    expect(screen.getByText('Months left: 1 × €8.00')).toBeTruthy()
    expect(quotes[0]).toEqual({
      representativeCountries: [{ countryCode: 'EU', package: 'w|4', numberOfWorkers: 7 }],
    })
    await waitFor(() => expect(update).toHaveProperty('disabled', false))

    // Back to the allowance: nothing changes any more.
    await choose(user, workersOf(0), '5')
    expect(update).toHaveProperty('disabled', true)
    await choose(user, workersOf(0), '7')

    await user.click(update)
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/workers/payment'))
    expect(sent).toEqual([
      {
        representativeCountries: [{ countryCode: 'EU', package: 'w|4', numberOfWorkers: 7 }],
        conditions: true,
        mop: 'CARD',
      },
    ])
    expect(readCardPayment()?.requestId).toBe('R-2')
  })

  it('an upgrade with nothing to pay is already applied: straight to the confirmation', async () => {
    server(() => json(200, { requestId: 'R-3', validated: true }))
    const user = userEvent.setup()
    const router = renderDialog()
    await screen.findByTestId('country-row-0')
    await choose(user, workersOf(0), '7')
    await user.click(screen.getByRole('checkbox', { name: /I accept the general terms/ }))
    const update = screen.getByRole('button', { name: 'Update' })
    await waitFor(() => expect(update).toHaveProperty('disabled', false))

    await user.click(update)
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/workers/confirmation'))
    expect(router.state.location.search).toBe('?requestId=R-3')
    expect(readCardPayment()).toBeNull()
    expect(readTransferPayment()).toBeNull()
  })

  it('adds a country (which alone may be removed) and pays by transfer', async () => {
    const { sent } = server()
    const user = userEvent.setup()
    const router = renderDialog()
    await screen.findByTestId('country-row-0')

    await user.click(screen.getByRole('button', { name: 'Add a country' }))
    const country = within(row(1)).getByRole('combobox', { name: /Country/ })
    await user.click(country)
    const offered = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent)
    // The Mobility Package runs already: only the other countries may be added.
    expect(offered).toEqual(['France', 'Belgium'])
    await user.click(screen.getByRole('option', { name: 'Belgium' }))
    expect(row(1).textContent).toContain('New country: contract until 24/03/2027')
    expect(within(row(1)).getByRole('button', { name: 'Remove this country' })).toBeTruthy()

    await user.click(screen.getByRole('radio', { name: /Bank transfer/ }))
    await user.click(screen.getByRole('checkbox', { name: /I accept the general terms/ }))
    await user.click(screen.getByRole('button', { name: 'Update' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/workers/bank-transfer'))
    expect(sent[0]).toMatchObject({
      representativeCountries: [
        { countryCode: 'EU', package: 'w|4', numberOfWorkers: 5 },
        { countryCode: 'BE', package: null, numberOfWorkers: 'more' },
      ],
      mop: 'TRANSFER',
    })
    expect(readTransferPayment()).toEqual({ mop: 'TRANSFER', requestId: 'R-2' })
  })

  it('shows a refused number of workers under its row', async () => {
    server(() =>
      json(422, {
        errors: [{ field: 'representativeCountries.0.numberOfWorkers', message: 'Choose more drivers.' }],
      })
    )
    const user = userEvent.setup()
    renderDialog()
    await screen.findByTestId('country-row-0')
    await choose(user, workersOf(0), '8')
    await user.click(screen.getByRole('checkbox', { name: /I accept the general terms/ }))
    await user.click(screen.getByRole('button', { name: 'Update' }))

    expect(await within(row(0)).findByText('Choose more drivers.')).toBeTruthy()
    // Changing the row again drops the server's message about it.
    await choose(user, workersOf(0), '9')
    expect(within(row(0)).queryByText('Choose more drivers.')).toBeNull()
  })
})
