import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import {
  AdminContext,
  ResourceContextProvider,
  testDataProvider,
  TestMemoryRouter,
  type DataProvider,
} from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18nProvider } from '@/providers/i18nProvider'
import { CompanyList } from './CompanyList'
import type { Company, CompanyColumn } from './types'

const lodz: Company = {
  id: 7,
  name: 'Łódź Trans Sp. z o.o.',
  web: 'www.lodz-trans.pl',
  migratedToMobilityPacket: true,
  vatNumber: 'PL5260250274',
  vatStatus: 'unverified',
  activeContracts: [
    { countryCode: 'FR', allowedNumberOfWorkers: null, endDate: '2027-02-28', promoCode: 'PROMO65' },
    { countryCode: 'BE', allowedNumberOfWorkers: 3, endDate: '2027-01-31', promoCode: null },
  ],
  activeCountries: ['BE', 'FR'],
  activeContractEnd: '2027-02-28',
  activePromoCode: 'PROMO65',
  customerEmail: 'biuro@lodz-trans.pl',
  customerPhone: '+48221234567',
}
const zeta: Company = {
  ...lodz,
  id: 8,
  name: 'Zeta Transport SARL',
  web: null,
  migratedToMobilityPacket: false,
  vatNumber: 'FR40303265045',
  vatStatus: 'valid',
  activeContracts: [],
  activeCountries: [],
  activeContractEnd: null,
  activePromoCode: null,
}

const column = (source: string, type: CompanyColumn['type'], sortable = false): CompanyColumn => ({
  source,
  label: `resources.companies.fields.${source}`,
  type,
  sortable,
})

const renderList = (fields: CompanyColumn[], locale: 'en' | 'pl' = 'en') => {
  const dataProvider = testDataProvider({
    getList: vi.fn(async () => ({ data: [lodz, zeta], total: 2 })) as DataProvider['getList'],
    companyFields: vi.fn(async () => ({ fields, options: { isMultiSelectAllowed: false } })),
    listRepresentativeCountries: vi.fn(async () => []),
  })
  render(
    <TestMemoryRouter initialEntries={['/companies']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(locale)}>
        <ResourceContextProvider value="companies">
          <CompanyList />
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>
  )
  return dataProvider
}

const rowOf = async (company: string) => (await screen.findByText(company)).closest('tr') as HTMLElement

describe('CompanyList', () => {
  afterEach(cleanup)

  it('asks for the companies by name and renders the columns the server describes', async () => {
    const dataProvider = renderList([
      column('vatNumber', 'vatNumber', true),
      column('activeCountries', 'countries'),
      column('activeAllowedWorkers', 'workers'),
      column('activeContractEnd', 'date', true),
      column('customerEmail', 'email'),
    ])
    const row = within(await rowOf('Łódź Trans Sp. z o.o.'))
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'companies',
      expect.objectContaining({ sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 25 } })
    )
    for (const header of [
      'Company name',
      'VAT number',
      'Active countries',
      'Allowed workers',
      'Contract end',
    ]) {
      expect(await screen.findByText(header)).toBeDefined()
    }
    expect(row.getByText('PL5260250274')).toBeDefined()
    expect(row.getByText('Unverified')).toBeDefined()
    expect(row.getByText('FR · ∞')).toBeDefined()
    expect(row.getByText('BE · 3')).toBeDefined()
    expect(row.getByText('28/02/2027')).toBeDefined()
    expect(row.getByRole('link', { name: 'biuro@lodz-trans.pl' }).getAttribute('href')).toBe(
      'mailto:biuro@lodz-trans.pl'
    )
    expect(row.getByRole('link', { name: 'www.lodz-trans.pl' }).getAttribute('href')).toBe(
      'https://www.lodz-trans.pl'
    )
    expect(row.getByText('Yes')).toBeDefined()
    expect(within(await rowOf('Zeta Transport SARL')).getByText('No')).toBeDefined()
  })

  it('shows no column the server does not list', async () => {
    renderList([column('vatNumber', 'vatNumber', true)])
    await rowOf('Łódź Trans Sp. z o.o.')
    await screen.findByText('VAT number')
    expect(screen.queryByText('Customer e-mail')).toBeNull()
    expect(screen.queryByText('biuro@lodz-trans.pl')).toBeNull()
  })

  it('says Tak / Nie in Polish', async () => {
    renderList([], 'pl')
    await waitFor(async () =>
      expect(within(await rowOf('Łódź Trans Sp. z o.o.')).getByText('Tak')).toBeDefined()
    )
    expect(within(await rowOf('Zeta Transport SARL')).getByText('Nie')).toBeDefined()
  })
})
