import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider'
import { I18nProvider } from '@/i18n/I18nProvider'
import { ApiProvider } from '@/lib/ApiProvider'
import { MuiScope } from '@/app/MuiScope'
import { useCompanyContracts } from '@/lib/api/companyContracts'
import { aContract, COUNTRY_REFS } from '../testing/fixtures'
import { fakeServer, json } from '../testing/server'
import { ExpiringAlerts } from './ExpiringAlerts'

const REMIND = '/eurofiscalis/workerContracts/12/setDismissedReminders'
const expiring = aContract({
  id: 12,
  representativeCountry: COUNTRY_REFS.EU,
  remainingDays: 13,
  isExpiring: true,
})
const running = aContract({ id: 11, representativeCountry: COUNTRY_REFS.FR, remainingDays: 123 })

const CONTRACTS = '/eurofiscalis/company/1/contracts'

/** The contracts panel's query, as the page around the alerts has it. */
function ContractsQuery() {
  useCompanyContracts(1)
  return null
}

/** The calls of the company's contracts the page made: one on load, one more after a change. */
const contractsCalls = (fetch: ReturnType<typeof fakeServer>) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith(CONTRACTS)).length

function renderAlerts(fetch: ReturnType<typeof fakeServer>, onRenew?: (contract: typeof expiring) => void) {
  vi.stubGlobal('fetch', fetch)
  render(
    <MemoryRouter>
      <I18nProvider lang="en">
        <NotificationsProvider>
          <ApiProvider>
            <MuiScope>
              <ContractsQuery />
              <ExpiringAlerts companyId={1} contracts={[running, expiring]} onRenew={onRenew} />
            </MuiScope>
          </ApiProvider>
        </NotificationsProvider>
      </I18nProvider>
    </MemoryRouter>
  )
}

afterEach(async () => {
  cleanup()
  // A call leaves from a task of its own (lib/api.ts): the last test's go before its server does.
  await new Promise((resolve) => setTimeout(resolve, 0))
  vi.unstubAllGlobals()
})

describe('expiring alerts', () => {
  it('shows one alert per expiring contract, with EU for the Mobility Package and the days left', () => {
    renderAlerts(fakeServer({}))
    const alerts = screen.getAllByRole('alert')
    expect(alerts).toHaveLength(1)
    expect(alerts[0].textContent).toContain('The EU contract is ending soon')
    expect(alerts[0].textContent).toContain('13 days left')
  })

  it('"remind me later" asks the server, then reloads the contracts', async () => {
    const fetch = fakeServer({
      [REMIND]: () => json(200, { workerContracts: [] }),
      [CONTRACTS]: () => json(200, { workerContracts: [] }),
    })
    renderAlerts(fetch)
    await waitFor(() => expect(contractsCalls(fetch)).toBe(1))

    await userEvent.click(screen.getByRole('button', { name: 'Remind me later' }))

    expect(fetch.mock.calls.some(([url]) => String(url).endsWith(REMIND))).toBe(true)
    await waitFor(() => expect(contractsCalls(fetch)).toBe(2))
  })

  it('a refused call leaves the alert and reloads nothing', async () => {
    const fetch = fakeServer({
      [REMIND]: () => json(404, { errors: [{ message: 'Not found' }] }),
      [CONTRACTS]: () => json(200, { workerContracts: [] }),
    })
    renderAlerts(fetch)
    await waitFor(() => expect(contractsCalls(fetch)).toBe(1))

    await userEvent.click(screen.getByRole('button', { name: 'Remind me later' }))

    expect(contractsCalls(fetch)).toBe(1)
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('EU contract'))).toBe(
      true
    )
  })

  it('offers "renew" only when the company may renew, for the contract of the alert', async () => {
    renderAlerts(fakeServer({}))
    expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull()
    cleanup()

    const onRenew = vi.fn()
    renderAlerts(fakeServer({}), onRenew)
    await userEvent.click(screen.getByRole('button', { name: 'Renew' }))
    expect(onRenew).toHaveBeenCalledWith(expiring)
  })
})
