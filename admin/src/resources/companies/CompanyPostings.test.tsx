import { cleanup, render, screen, within } from '@testing-library/react'
import {
  AdminContext,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
  TestMemoryRouter,
  type DataProvider,
} from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CompliancePosting } from '../compliance/types'
import { createI18nProvider } from '@/providers/i18nProvider'
import { CompanyPostings } from './CompanyPostings'

const posting: CompliancePosting = {
  id: 11,
  companyId: 7,
  companyName: 'Łódź Trans Sp. z o.o.',
  driverId: 3,
  driverName: 'Ewa Gotowa',
  countryCode: 'FR',
  contractId: 4,
  startDate: '2026-09-01',
  endDate: '2027-02-28',
  readiness: 'ready',
  missing: [],
  expiring: [],
  notReadySince: null,
  certificateUrl: '/fr/api/eurofiscalis/workers/company/7/worker/11/certificate',
  packUrl: '/fr/api/eurofiscalis/workers/company/7/worker/11/roadsidePack',
}

describe("The company page's drivers tab", () => {
  afterEach(cleanup)

  it("asks for every state of the company's postings and links each one's certificate and pack", async () => {
    const dataProvider = testDataProvider({
      getManyReference: vi.fn(async () => ({
        data: [posting],
        total: 1,
      })) as DataProvider['getManyReference'],
    })
    render(
      <TestMemoryRouter initialEntries={['/companies/7/show/postings']}>
        <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('fr')}>
          <ResourceContextProvider value="companies">
            <RecordContextProvider value={{ id: 7 }}>
              <CompanyPostings />
            </RecordContextProvider>
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>
    )

    const row = within((await screen.findByText('Ewa Gotowa')).closest('tr') as HTMLElement)
    expect(dataProvider.getManyReference).toHaveBeenCalledWith(
      'compliance',
      expect.objectContaining({
        target: 'companyId',
        id: 7,
        filter: { readiness: 'all' },
        sort: { field: 'driverName', order: 'ASC' },
      })
    )
    expect(row.getByText('En règle')).toBeDefined()
    expect(row.getByText('01/09/2026 – 28/02/2027')).toBeDefined()
    const certificate = row.getByRole('link', { name: 'Certificat de désignation – Ewa Gotowa (FR)' })
    expect(certificate.getAttribute('href')).toBe(posting.certificateUrl)
    const pack = row.getByRole('link', { name: 'Dossier de contrôle routier – Ewa Gotowa (FR)' })
    expect(pack.getAttribute('href')).toBe(posting.packUrl)
  })
})
