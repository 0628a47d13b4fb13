import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider'
import { I18nProvider } from '@/i18n/I18nProvider'
import { ApiProvider } from '@/lib/ApiProvider'
import { MuiScope } from '@/app/MuiScope'
import { aContract, aCountry, aCreditNote, anInvoice, COUNTRY_REFS } from '../testing/fixtures'
import { fakeServer, json } from '../testing/server'
import { ContractsPanel } from './ContractsPanel'

const CONTRACTS = '/eurofiscalis/company/1/contracts'
const COUNTRIES = '/representativeCountries/list?getAll=true'
const invoicesOf = (contractId: number) => `/invoices/company/1/contract/${contractId}/list`

const fr = aContract({ id: 11, representativeCountry: COUNTRY_REFS.FR, remainingDays: 123 })
const eu = aContract({
  id: 12,
  representativeCountry: COUNTRY_REFS.EU,
  termsOfSales: { fr: '/en/api/eurofiscalis/company/1/contract/12/termsOfSales/fr/download', pl: null },
  startDate: '2026-06-10',
  endDate: '2026-12-09',
  remainingDays: 18,
  allowedNumberOfWorkers: 3,
})
const be = aContract({
  id: 13,
  representativeCountry: COUNTRY_REFS.BE,
  startDate: '2026-01-10',
  endDate: '2026-07-11',
  state: 'expired',
  isExpired: true,
  remainingDays: 0,
})

const euInvoices = [
  anInvoice({
    id: 7,
    number: 'F-2026-000007',
    issueDate: '2026-06-11',
    amountWithoutTaxCents: 7200,
    amountWithTaxesCents: 7200,
    downloadUrl: '/en/api/invoices/7/download',
    hasCreditNote: true,
    creditNotes: [aCreditNote({ id: 2, number: 'A-2026-000002', amountCents: 2400 })],
  }),
  anInvoice({ id: 6, number: 'F-2026-000006', downloadUrl: '/en/api/invoices/6/download' }),
]

function server(overrides: Record<string, () => Response> = {}) {
  return fakeServer({
    [CONTRACTS]: () => json(200, { workerContracts: [fr, eu, be] }),
    [COUNTRIES]: () =>
      json(200, {
        countries: [aCountry(COUNTRY_REFS.EU), aCountry(COUNTRY_REFS.FR), aCountry(COUNTRY_REFS.BE)],
      }),
    [invoicesOf(11)]: () => json(200, { invoices: [], isAdmin: false }),
    [invoicesOf(12)]: () => json(200, { invoices: euInvoices, isAdmin: false }),
    [invoicesOf(13)]: () =>
      json(200, { invoices: [anInvoice({ id: 3, number: 'F-2026-000003' })], isAdmin: false }),
    ...overrides,
  })
}

function renderPanel(fetch: ReturnType<typeof fakeServer>, isAdmin = false) {
  vi.stubGlobal('fetch', fetch)
  render(
    <MemoryRouter>
      <I18nProvider lang="en">
        <NotificationsProvider>
          <ApiProvider>
            <MuiScope>
              <ContractsPanel companyId={1} isAdmin={isAdmin} />
            </MuiScope>
          </ApiProvider>
        </NotificationsProvider>
      </I18nProvider>
    </MemoryRouter>
  )
}

const calledPaths = (fetch: ReturnType<typeof fakeServer>) => fetch.mock.calls.map(([url]) => url)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('contracts panel', () => {
  it('shows one tab per country, the Mobility Package then by name, the first one open with its summary and invoices', async () => {
    const fetch = server()
    renderPanel(fetch)

    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['EU', 'BE (expired)', 'FR'])
    expect(tabs[0].getAttribute('aria-selected')).toBe('true')

    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getByRole('heading', { name: 'EU Mobility Package' })).toBeTruthy()
    expect(within(panel).getByText('Active')).toBeTruthy()
    expect(within(panel).getByText('Expires soon')).toBeTruthy()
    expect(within(panel).getByText('18 days left')).toBeTruthy()
    expect(within(panel).getByText('10/06/2026')).toBeTruthy()
    expect(within(panel).getByText('09/12/2026')).toBeTruthy()
    expect(within(panel).getByRole('region', { name: 'Your representative' }).textContent).toContain(
      'Representation EU SAS'
    )
    // The terms the contract was sold under, not the country's current ones.
    expect(within(panel).getByRole('link', { name: 'Open the PDF' }).getAttribute('href')).toBe(
      '/en/api/eurofiscalis/company/1/contract/12/termsOfSales/fr/download'
    )

    const download = await within(panel).findByRole('link', { name: 'Download invoice F-2026-000007' })
    expect(download.getAttribute('href')).toBe('/en/api/invoices/7/download')
    expect(download.hasAttribute('download')).toBe(true)
    const rows = within(panel)
      .getAllByRole('row')
      .map((row) => row.textContent)
      .filter(Boolean)
    expect(rows).toHaveLength(3)
    expect(rows[1]).toContain('F-2026-000007')
    expect(rows[1]).toContain('€72.00')
    expect(rows[2]).toContain('F-2026-000006')
    expect(rows[2]).toContain('€474.00')
    // Lazy: only the open tab's invoices were asked for.
    expect(calledPaths(fetch).filter((url) => url.includes('/invoices/'))).toEqual([
      `/en/api${invoicesOf(12)}`,
    ])
  })

  it('opens the credit notes of an invoice', async () => {
    const user = userEvent.setup()
    renderPanel(server())

    const expand = await screen.findByRole('button', {
      name: 'Show the credit notes of invoice F-2026-000007',
    })
    expect(screen.queryByText('A-2026-000002')).toBeNull()
    // The invoice without credit note has no expand control.
    expect(screen.queryByRole('button', { name: /credit notes of invoice F-2026-000006/ })).toBeNull()

    await user.click(expand)
    expect(expand.getAttribute('aria-expanded')).toBe('true')
    const creditNote = await screen.findByRole('link', { name: 'Download credit note A-2026-000002' })
    expect(creditNote.getAttribute('href')).toBe('/en/api/creditnotes/1/download')
    expect(screen.getByText('A-2026-000002').closest('tr')?.textContent).toContain('€24.00')
    // A credit note's amount is excluding tax, and its column says so beside the invoice's amounts.
    const header = screen.getByText('A-2026-000002').closest('table')?.querySelector('thead')
    expect(header?.textContent).toContain('Amount excl. tax')
  })

  it('shows an expired contract and its invoices to a customer, without its representative', async () => {
    const user = userEvent.setup()
    const fetch = server()
    renderPanel(fetch)

    await user.click(await screen.findByRole('tab', { name: 'FR' }))
    expect(await screen.findByText('No invoice for this contract yet.')).toBeTruthy()
    expect(screen.getByText('123 days left')).toBeTruthy()
    expect(screen.getByText('∞')).toBeTruthy()

    await user.click(screen.getByRole('tab', { name: 'BE (expired)' }))
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getByText('Expired')).toBeTruthy()
    expect(await within(panel).findByText('F-2026-000003')).toBeTruthy()
    expect(within(panel).queryByRole('region', { name: 'Your representative' })).toBeNull()

    // Back to a visited tab: kept, not loaded again.
    await user.click(screen.getByRole('tab', { name: 'EU' }))
    expect(calledPaths(fetch).filter((url) => url.endsWith(invoicesOf(12)))).toHaveLength(1)
  })

  it('shows everything of an expired contract to an admin', async () => {
    const user = userEvent.setup()
    renderPanel(server(), true)
    await user.click(await screen.findByRole('tab', { name: 'BE (expired)' }))
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getByRole('region', { name: 'Your representative' }).textContent).toContain(
      'Representation BE SAS'
    )
  })

  it('says so when the company has no contract', async () => {
    renderPanel(server({ [CONTRACTS]: () => json(200, { workerContracts: [] }) }))
    expect(await screen.findByText('You have no contract yet.')).toBeTruthy()
    expect(screen.queryByRole('tab')).toBeNull()
  })

  it('toasts a failed call and offers to try again', async () => {
    const user = userEvent.setup()
    let fail = true
    const fetch = server({
      [CONTRACTS]: () =>
        fail
          ? json(500, { errors: [{ message: 'Database unavailable' }] })
          : json(200, { workerContracts: [fr] }),
    })
    renderPanel(fetch)

    expect(await screen.findByText('Database unavailable')).toBeTruthy()
    expect(screen.getByText('The contracts could not be loaded.')).toBeTruthy()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['FR']))
  })
})
