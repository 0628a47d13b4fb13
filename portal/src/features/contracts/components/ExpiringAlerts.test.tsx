import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotificationsProvider } from '../../../components/notifications/NotificationsProvider'
import { I18nProvider } from '../../../i18n/I18nProvider'
import { ApiProvider } from '../../../lib/ApiProvider'
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

function renderAlerts(
  fetch: ReturnType<typeof fakeServer>,
  onChange = vi.fn(),
  onRenew?: (contract: typeof expiring) => void
) {
  vi.stubGlobal('fetch', fetch)
  render(
    <MemoryRouter>
      <I18nProvider lang="en">
        <NotificationsProvider>
          <ApiProvider>
            <ExpiringAlerts contracts={[running, expiring]} onChange={onChange} onRenew={onRenew} />
          </ApiProvider>
        </NotificationsProvider>
      </I18nProvider>
    </MemoryRouter>
  )
  return onChange
}

afterEach(() => {
  cleanup()
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
    const fetch = fakeServer({ [REMIND]: () => json(200, { workerContracts: [] }) })
    const onChange = renderAlerts(fetch)

    await userEvent.click(screen.getByRole('button', { name: 'Remind me later' }))

    expect(fetch.mock.calls.some(([url]) => String(url).endsWith(REMIND))).toBe(true)
    expect(onChange).toHaveBeenCalledOnce()
  })

  it('a refused call leaves the alert and reloads nothing', async () => {
    const fetch = fakeServer({ [REMIND]: () => json(404, { errors: [{ message: 'Not found' }] }) })
    const onChange = renderAlerts(fetch)

    await userEvent.click(screen.getByRole('button', { name: 'Remind me later' }))

    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('EU contract'))).toBe(
      true
    )
  })

  it('offers "renew" only when the company may renew, for the contract of the alert', async () => {
    renderAlerts(fakeServer({}))
    expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull()
    cleanup()

    const onRenew = vi.fn()
    renderAlerts(fakeServer({}), vi.fn(), onRenew)
    await userEvent.click(screen.getByRole('button', { name: 'Renew' }))
    expect(onRenew).toHaveBeenCalledWith(expiring)
  })
})
