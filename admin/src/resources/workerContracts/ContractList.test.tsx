import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import {
  AdminContext,
  ResourceContextProvider,
  testDataProvider,
  TestMemoryRouter,
  type DataProvider,
} from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18nProvider } from '@/providers/i18nProvider'
import { ContractList } from './ContractList'
import { activeFrance, expiredBelgium } from './fixtures'

const countries = [
  { id: 1, code: 'EU', name: 'EU Mobility Package', isMobilityPackage: true },
  { id: 2, code: 'FR', name: 'France', isMobilityPackage: false },
]

const renderList = (locale: 'en' | 'pl' = 'en') => {
  const dataProvider = testDataProvider({
    getList: vi.fn(async () => ({
      data: [activeFrance, expiredBelgium],
      total: 2,
    })) as DataProvider['getList'],
    listRepresentativeCountries: vi.fn(async () => countries),
  })
  render(
    <TestMemoryRouter initialEntries={['/workerContracts']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(locale)}>
        <ResourceContextProvider value="workerContracts">
          <ContractList />
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>
  )
  return dataProvider
}

const lastFilter = (dataProvider: DataProvider) =>
  (dataProvider.getList as ReturnType<typeof vi.fn>).mock.lastCall?.[1].filter

const rowOf = async (company: string) => (await screen.findByText(company)).closest('tr') as HTMLElement

describe('ContractList', () => {
  afterEach(cleanup)

  it('asks for the contracts by company name, 50 a page, without any filter', async () => {
    const dataProvider = renderList()
    await screen.findByText('Łódź Trans Sp. z o.o.')
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'workerContracts',
      expect.objectContaining({
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'companyName', order: 'ASC' },
        filter: {},
      })
    )
  })

  it('shows each contract with its status, introducer, amounts and latest invoice', async () => {
    renderList()
    const active = within(await rowOf('Łódź Trans Sp. z o.o.'))
    for (const text of ['PL5260250274', 'FR', '∞', '01/09/2026', '28/02/2027', '96', 'Active', 'PROMO65']) {
      expect(active.getAllByText(text).length).toBeGreaterThan(0)
    }
    expect(active.getByText('Agence Martin')).toBeDefined()
    expect(active.getByText('EUR 395.00')).toBeDefined()
    expect(active.getByText('Renewal')).toBeDefined()
    expect(active.getByText('PW-2026-0042')).toBeDefined()
    expect(active.getByText('FA-2026-000123')).toBeDefined()
    expect(active.getByText('01/09/2026 · EUR 395.00')).toBeDefined()
    const expired = within(await rowOf('Zeta Transport SARL'))
    expect(expired.getByText('Expired')).toBeDefined()
    expect(expired.getByText('3')).toBeDefined()
  })

  it('searches the company name 500 ms after the last keystroke', async () => {
    const dataProvider = renderList()
    await screen.findByText('Łódź Trans Sp. z o.o.')
    vi.useFakeTimers()
    try {
      fireEvent.change(screen.getByRole('textbox', { name: 'Company' }), { target: { value: 'łódź' } })
      await act(() => vi.advanceTimersByTimeAsync(499))
      expect(dataProvider.getList).toHaveBeenCalledTimes(1)
      await act(() => vi.advanceTimersByTimeAsync(50))
    } finally {
      vi.useRealTimers()
    }
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({ companyName: 'łódź' }))
  })

  it('sends the reporting filters: promo code, countries, VAT numbers to exclude, not renewed', async () => {
    const dataProvider = renderList()
    await screen.findByText('Łódź Trans Sp. z o.o.')
    fireEvent.change(screen.getByRole('textbox', { name: 'Promo code' }), { target: { value: 'PROMO65' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'VAT numbers to exclude (comma-separated)' }), {
      target: { value: 'PL5260250274, FR40303265045' },
    })
    fireEvent.click(screen.getByLabelText('Exclude not renewed'))
    // Last: the open country menu hides the rest of the page from the accessibility tree.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Countries' }))
    fireEvent.click(await screen.findByRole('option', { name: 'France' }))
    await waitFor(() =>
      expect(lastFilter(dataProvider)).toEqual({
        promoCode: 'PROMO65',
        representativeCountries: ['FR'],
        excludedVatNumbers: 'PL5260250274, FR40303265045',
        excludeNotRenewed: true,
      })
    )
  })

  it('says which dates it ignores when a range ends before it starts, and resets every filter', async () => {
    const dataProvider = renderList()
    await screen.findByText('Łódź Trans Sp. z o.o.')
    const reset = screen.getByRole('button', { name: 'Reset filters' }) as HTMLButtonElement
    expect(reset.disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('Active from'), { target: { value: '01/12/2026' } })
    fireEvent.change(screen.getByLabelText('Active to'), { target: { value: '01/11/2026' } })
    expect(
      await screen.findByText('Not a valid date or an empty range, ignored: Active from, Active to')
    ).toBeDefined()
    expect(reset.disabled).toBe(false)
    fireEvent.click(reset)
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({}))
    expect(screen.queryByText(/ignored:/)).toBeNull()
  })

  it('speaks Polish: yes/no filter, statuses and headers', async () => {
    renderList('pl')
    const active = within(await rowOf('Łódź Trans Sp. z o.o.'))
    expect(active.getByText('Aktywna')).toBeDefined()
    expect(screen.getByText('Kwota netto')).toBeDefined()
    expect(screen.getByText('Ostatnia faktura')).toBeDefined()
  })
})
