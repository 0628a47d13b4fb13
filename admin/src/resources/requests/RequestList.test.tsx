import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import {
  AdminContext,
  HttpError,
  Notification,
  ResourceContextProvider,
  testDataProvider,
  TestMemoryRouter,
  type DataProvider,
} from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppDataProvider } from '@/providers/dataProvider'
import { createI18nProvider } from '@/providers/i18nProvider'
import { pendingTransfer, validatedUpgrade } from './fixtures'
import { RequestList } from './RequestList'

const countries = [
  { id: 1, code: 'EU', name: 'EU Mobility Package', isMobilityPackage: true },
  { id: 2, code: 'FR', name: 'France', isMobilityPackage: false },
]

const renderList = (overrides: Partial<AppDataProvider> = {}) => {
  const dataProvider = testDataProvider({
    getList: vi.fn(async () => ({
      data: [pendingTransfer, validatedUpgrade],
      total: 2,
    })) as DataProvider['getList'],
    listRepresentativeCountries: vi.fn(async () => countries),
    removeRequest: vi.fn(async () => ({ removed: true, successes: [] })),
    ...overrides,
  })
  render(
    <TestMemoryRouter initialEntries={['/requests']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')}>
        <ResourceContextProvider value="requests">
          <RequestList />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>
  )
  return dataProvider
}

const rowOf = async (company: string) => (await screen.findByText(company)).closest('tr') as HTMLElement

describe('RequestList', () => {
  afterEach(cleanup)

  it('asks for pending requests by company, 25 a page', async () => {
    const dataProvider = renderList()
    await screen.findByText('Trans-Demo Sp. z o.o.')
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'requests',
      expect.objectContaining({
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'companyName', order: 'ASC' },
        filter: { status: 'pending' },
      })
    )
  })

  it('searches 400 ms after the last keystroke', async () => {
    const dataProvider = renderList()
    await screen.findByText('Trans-Demo Sp. z o.o.')
    vi.useFakeTimers()
    try {
      fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'trans' } })
      await act(() => vi.advanceTimersByTimeAsync(399))
      expect(dataProvider.getList).toHaveBeenCalledTimes(1)
      // The search fires at 400 ms; what follows (URL update, query) takes a few more ticks.
      await act(() => vi.advanceTimersByTimeAsync(50))
    } finally {
      vi.useRealTimers()
    }
    expect(dataProvider.getList).toHaveBeenLastCalledWith(
      'requests',
      expect.objectContaining({ filter: { status: 'pending', q: 'trans' } })
    )
  })

  it('shows each request with its contracts, amount and translated labels', async () => {
    renderList()
    const row = within(await rowOf('Trans-Demo Sp. z o.o.'))
    expect(row.getByText('PL5260250274')).toBeDefined()
    expect(row.getByText('Creation')).toBeDefined()
    expect(row.getByText('Bank transfer')).toBeDefined()
    expect(row.getByText('Awaiting payment')).toBeDefined()
    expect(row.getByText('PROMO65')).toBeDefined()
    expect(row.getByText('PW-2026-0012')).toBeDefined()
    expect(row.getByText('EUR 474.00')).toBeDefined()
    expect(row.getByText('22/11/2026')).toBeDefined()
    expect(row.getByText('10:15:00')).toBeDefined()
    const contractLine = (code: string) => (row.getByText(code).parentElement as HTMLElement).textContent
    expect(contractLine('FR')).toBe('FR∞22/11/2026 – 23/05/2027')
    expect(contractLine('EU')).toBe('EU323/11/2026 – 24/05/2027')
  })

  it('shows a simple list on a phone, its filters behind a button counting the active ones', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }))
    try {
      renderList()
      const company = await screen.findByText('Trans-Demo Sp. z o.o.')
      expect(screen.queryByRole('table')).toBeNull()
      const item = within(company.closest('li') as HTMLElement)
      expect(item.getByText('Awaiting payment')).toBeDefined()
      expect(item.getByText('EUR 474.00')).toBeDefined()
      expect(screen.queryByPlaceholderText('Search')).toBeNull()

      fireEvent.click(screen.getByRole('button', { name: 'Filters: 1 active' }))
      const dialog = within(await screen.findByRole('dialog', { name: 'Filters' }))
      expect(dialog.getByPlaceholderText('Search')).toBeDefined()
      fireEvent.click(dialog.getByRole('button', { name: 'Show the 2 results' }))
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('offers the options only when the server grants them', async () => {
    renderList()
    const pending = within(await rowOf('Trans-Demo Sp. z o.o.'))
    expect(pending.getByRole('button', { name: 'Validate' })).toBeDefined()
    expect(pending.getByRole('button', { name: 'Remove' })).toBeDefined()
    const validated = within(await rowOf('Zeta Transport SARL'))
    expect(validated.queryByRole('button')).toBeNull()
    expect(validated.getByText('Upgrade')).toBeDefined()
  })

  it('filters on the representative countries, the EU Mobility Package by its name', async () => {
    const dataProvider = renderList()
    await screen.findByText('Trans-Demo Sp. z o.o.')
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Countries' }))
    fireEvent.click(await screen.findByRole('option', { name: 'EU Mobility Package' }))
    expect(screen.getByRole('option', { name: 'France' })).toBeDefined()
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'requests',
        expect.objectContaining({ filter: { status: 'pending', representativeCountries: ['EU'] } })
      )
    )
  })

  it('says a pending upgrade is being validated', async () => {
    const pendingUpgrade = {
      ...pendingTransfer,
      id: 14,
      type: 'upgrade',
      companyName: 'Alpha Posting GmbH',
      company: { id: 3, name: 'Alpha Posting GmbH', vatNumber: 'ATU13585627' },
    }
    renderList({
      getList: vi.fn(async () => ({ data: [pendingUpgrade], total: 1 })) as DataProvider['getList'],
    })
    const row = within(await rowOf('Alpha Posting GmbH'))
    expect(row.getByText('Upgrade being validated')).toBeDefined()
  })

  it('removes a request after a confirmation naming the company, then reloads the list', async () => {
    const dataProvider = renderList()
    fireEvent.click(within(await rowOf('Trans-Demo Sp. z o.o.')).getByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Remove the request of Trans-Demo Sp. z o.o.?')).toBeDefined()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(dataProvider.removeRequest).toHaveBeenCalledWith(12))
    expect(await screen.findByText('Request removed')).toBeDefined()
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('keeps the confirmation open when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const removeRequest = vi.fn(async () => {
      throw new HttpError('The request is no longer pending', 400)
    })
    renderList({ removeRequest })
    fireEvent.click(within(await rowOf('Trans-Demo Sp. z o.o.')).getByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('The request is no longer pending')).toBeDefined()
    expect(removeRequest).toHaveBeenCalledTimes(1)
    expect(within(dialog).getByText('Remove the request of Trans-Demo Sp. z o.o.?')).toBeDefined()
  })

  it('validates the selected transfers with their proposed dates, one call each, and says why others were refused', async () => {
    const second = {
      ...pendingTransfer,
      id: 15,
      companyName: 'Baltic Logistics',
      company: { id: 4, name: 'Baltic Logistics', vatNumber: 'LT100001919017' },
      paymentReference: 'PW-2026-0015',
      contracts: [pendingTransfer.contracts[0]],
    }
    const card = {
      ...pendingTransfer,
      id: 16,
      mop: 'CARD' as const,
      companyName: 'Carpathia Freight',
      company: { id: 5, name: 'Carpathia Freight', vatNumber: 'RO18596306' },
      paymentReference: 'PW-2026-0016',
    }
    const validateRequest = vi.fn(async (id: number) => {
      if (id === 15) throw new HttpError('The request is no longer pending', 400)
      return { validated: true, successes: [{ message: 'Validated: Trans-Demo Sp. z o.o.' }] }
    })
    renderList({
      getList: vi.fn(async () => ({
        data: [pendingTransfer, second, card],
        total: 3,
      })) as DataProvider['getList'],
      validateRequest: validateRequest as unknown as AppDataProvider['validateRequest'],
    })
    await screen.findByText('Trans-Demo Sp. z o.o.')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }))
    // The bulk toolbar, above the table, comes before the rows' own Validate buttons.
    fireEvent.click((await screen.findAllByRole('button', { name: 'Validate' }))[0])

    const dialog = within(await screen.findByRole('dialog', { name: 'Validate the 3 selected requests' }))
    fireEvent.click(dialog.getByRole('button', { name: 'Validate' }))

    expect(await dialog.findByText('1 of 3 done')).toBeDefined()
    expect(validateRequest.mock.calls).toEqual([
      [
        12,
        [
          { countryCode: 'FR', startDate: '2026-11-22' },
          { countryCode: 'EU', startDate: '2026-11-23' },
        ],
      ],
      [15, [{ countryCode: 'FR', startDate: '2026-11-22' }]],
    ])
    expect(dialog.getByText('Validated: Trans-Demo Sp. z o.o.')).toBeDefined()
    expect(dialog.getByText('The request is no longer pending')).toBeDefined()
    expect(dialog.getByText(/Ordered by card/)).toBeDefined()
  })
})
