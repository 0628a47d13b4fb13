import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import {
  AdminContext,
  ListContextProvider,
  Notification,
  ResourceContextProvider,
  testDataProvider,
  type ListControllerResult,
} from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18nProvider } from '../providers/i18nProvider'
import { ExportButton } from './ExportButton'

const list = {
  filterValues: { promoCode: 'PROMO65', representativeCountries: ['FR'], endDateFrom: '2026-02-30' },
  sort: { field: 'companyName', order: 'ASC' },
  total: 6,
} as unknown as ListControllerResult

const renderButton = () =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider('en')}>
      <ResourceContextProvider value="workerContracts">
        <ListContextProvider value={list}>
          <ExportButton />
        </ListContextProvider>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>
  )

describe('ExportButton', () => {
  afterEach(cleanup)

  it("asks the server for the list's export with its filter and sort, then saves the file under the server's name", async () => {
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'Content-Disposition': 'attachment; filename="contracts-2026-11-24.xlsx"' },
        })
    )
    vi.stubGlobal('fetch', fetch)
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => {} })
    )
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    renderButton()
    fireEvent.click(screen.getByRole('button', { name: 'Export' }))
    await waitFor(() => expect(saved).toEqual(['contracts-2026-11-24.xlsx']))
    const url = new URL(String(fetch.mock.calls[0][0]), 'http://localhost')
    expect(url.pathname).toBe('/en/api/admin/workerContracts/export')
    // The impossible date is left out, as the list leaves it out.
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({
      promoCode: 'PROMO65',
      representativeCountries: ['FR'],
    })
    expect(url.searchParams.get('sort')).toBe('["companyName","ASC"]')
  })

  it("says the server's refusal", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ errors: [{ message: 'This area is reserved to administrators' }] }, { status: 403 })
      )
    )
    renderButton()
    fireEvent.click(screen.getByRole('button', { name: 'Export' }))
    expect(await screen.findByText('This area is reserved to administrators')).toBeDefined()
  })
})
