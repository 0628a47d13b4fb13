import { cleanup, render, screen, within } from '@testing-library/react'
import {
  AdminContext,
  ResourceContextProvider,
  testDataProvider,
  TestMemoryRouter,
  type DataProvider,
} from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18nProvider } from '@/providers/i18nProvider'
import { ComplianceList } from './ComplianceList'
import type { CompliancePosting } from './types'

const posting = (fields: Partial<CompliancePosting>): CompliancePosting => ({
  id: 1,
  companyId: 7,
  companyName: 'Łódź Trans Sp. z o.o.',
  driverId: 3,
  driverName: 'Jan Kowalski',
  countryCode: 'FR',
  contractId: 4,
  startDate: '2026-09-01',
  endDate: '2027-02-28',
  readiness: 'not_ready',
  missing: ['POSTING_DECLARATION', 'A1'],
  expiring: [],
  notReadySince: '2026-11-02',
  certificateUrl: '/en/api/eurofiscalis/workers/company/7/worker/1/certificate',
  packUrl: '/en/api/eurofiscalis/workers/company/7/worker/1/roadsidePack',
  ...fields,
})

const renderList = () => {
  const dataProvider = testDataProvider({
    getList: vi.fn(async () => ({
      data: [
        posting({}),
        posting({
          id: 2,
          driverName: 'Adam Nowak',
          readiness: 'expiring',
          missing: [],
          expiring: [{ category: 'DRIVER_CARD', validUntil: '2026-12-12' }],
          notReadySince: null,
        }),
      ],
      total: 2,
    })) as DataProvider['getList'],
    listRepresentativeCountries: vi.fn(async () => [{ id: 1, code: 'FR', name: 'France' }]),
  })
  render(
    <TestMemoryRouter initialEntries={['/compliance']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')}>
        <ResourceContextProvider value="compliance">
          <ComplianceList />
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>
  )
  return dataProvider
}

describe('ComplianceList', () => {
  afterEach(cleanup)

  it('asks for the oldest gaps first, and shows what each driver lacks, since when, linked to his company', async () => {
    const dataProvider = renderList()
    const notReady = within((await screen.findByText('Jan Kowalski')).closest('tr') as HTMLElement)
    const expiring = within(screen.getByText('Adam Nowak').closest('tr') as HTMLElement)

    expect(dataProvider.getList).toHaveBeenCalledWith(
      'compliance',
      expect.objectContaining({ sort: { field: 'notReadySince', order: 'ASC' }, filter: {} })
    )
    expect(notReady.getByText('Posting declaration')).toBeDefined()
    expect(notReady.getByText('A1 certificate')).toBeDefined()
    expect(notReady.getByText('02/11/2026')).toBeDefined()
    expect(notReady.getByText('Not ready')).toBeDefined()
    expect(notReady.getByRole('link', { name: 'Łódź Trans Sp. z o.o.' }).getAttribute('href')).toBe(
      '/en/company/7'
    )
    expect(expiring.getByText('Driver card (tachograph) — ends on 12/12/2026')).toBeDefined()
    expect(expiring.getByText('Expiring')).toBeDefined()
  })
})
