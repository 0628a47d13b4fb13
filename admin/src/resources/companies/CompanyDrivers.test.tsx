import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import {
  AdminContext,
  HttpError,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
  TestMemoryRouter,
  type DataProvider,
} from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppDataProvider } from '@/providers/dataProvider'
import { createI18nProvider } from '@/providers/i18nProvider'
import { CompanyDrivers } from './CompanyDrivers'
import type { CompanyDriver } from './types'

const path = '/en/api/eurofiscalis/company/7/drivers'
const kowalski: CompanyDriver = {
  id: 3,
  companyId: 7,
  firstName: 'Jan',
  lastName: 'Kowalski',
  dateOfBirth: '1980-05-14',
  countryCodeOfNationality: 'PL',
  documents: 2,
  postingState: 'ended',
  lastPostingEnd: '2026-03-31',
  exportUrl: `${path}/3/export`,
  eraseUrl: `${path}/3/erase`,
}
const nowak: CompanyDriver = {
  ...kowalski,
  id: 4,
  firstName: 'Anna',
  lastName: 'Nowak',
  postingState: 'running',
  lastPostingEnd: null,
  exportUrl: `${path}/4/export`,
  eraseUrl: `${path}/4/erase`,
}

const REFUSAL =
  'This driver cannot be erased while he is posted on a running or scheduled contract. Remove him from those contracts first, or wait until they end.'

/** The company page's drivers' data tab over `pages` (one answer per call, the last one repeated). */
function renderDrivers(pages: CompanyDriver[][], eraseDriver: AppDataProvider['eraseDriver']) {
  let call = 0
  const dataProvider = testDataProvider({
    getManyReference: vi.fn(async () => {
      const data = pages[Math.min(call++, pages.length - 1)]
      return { data, total: data.length }
    }) as DataProvider['getManyReference'],
    eraseDriver: vi.fn(eraseDriver),
  })
  render(
    <TestMemoryRouter initialEntries={['/companies/7/show/driversData']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')}>
        <ResourceContextProvider value="companies">
          <RecordContextProvider value={{ id: 7 }}>
            <CompanyDrivers />
          </RecordContextProvider>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>
  )
  return dataProvider
}

const rowOf = async (name: string) => within((await screen.findByText(name)).closest('tr') as HTMLElement)

describe("The company page's drivers' data tab", () => {
  afterEach(cleanup)

  it('lists the drivers with where their postings stand, and shows the refusal in the dialog, which stays open', async () => {
    const dataProvider = renderDrivers([[kowalski, nowak]], async () => {
      throw new HttpError(REFUSAL, 409, { errors: [{ message: REFUSAL }] })
    })

    const row = await rowOf('Anna Nowak')
    expect(dataProvider.getManyReference).toHaveBeenCalledWith(
      'drivers',
      expect.objectContaining({ target: 'companyId', id: 7, sort: { field: 'name', order: 'ASC' } })
    )
    expect(row.getByText('Running contract')).toBeDefined()
    expect((await rowOf('Jan Kowalski')).getByText('Ended 31/03/2026')).toBeDefined()

    fireEvent.click(row.getByRole('button', { name: 'Erase the data' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText(/This cannot be undone/)).toBeDefined()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase for good' }))

    expect(await within(dialog).findByText(REFUSAL)).toBeDefined()
    expect(dataProvider.eraseDriver).toHaveBeenCalledWith(nowak.eraseUrl)
    expect(screen.getByRole('dialog')).toBe(dialog)
    expect(dataProvider.getManyReference).toHaveBeenCalledTimes(1)
  })

  it('erases on confirmation, notifies, and reads the list again without the driver', async () => {
    const dataProvider = renderDrivers([[kowalski, nowak], [nowak]], async () => ({
      successes: [{ message: "The driver's personal data and documents were erased." }],
    }))

    fireEvent.click((await rowOf('Jan Kowalski')).getByRole('button', { name: 'Erase the data' }))
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase for good' }))

    expect(await screen.findByText("The driver's personal data and documents were erased.")).toBeDefined()
    expect(dataProvider.eraseDriver).toHaveBeenCalledWith(kowalski.eraseUrl)
    await waitFor(() => expect(screen.queryByText('Jan Kowalski')).toBeNull())
    expect(dataProvider.getManyReference).toHaveBeenCalledTimes(2)
    expect(screen.getByText('Anna Nowak')).toBeDefined()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
