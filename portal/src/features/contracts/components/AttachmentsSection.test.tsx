import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider'
import { I18nProvider } from '@/i18n/I18nProvider'
import type { Language } from '@/i18n/languages'
import { ApiProvider } from '@/lib/ApiProvider'
import { MuiScope } from '@/app/MuiScope'
import type { AttachmentAnswer } from '@posted-workers/domain'
import { aContract, aCountry, COUNTRY_REFS } from '../testing/fixtures'
import { fakeServer, json } from '../testing/server'
import { ContractsPanel } from './ContractsPanel'

const ATTACHMENTS = '/eurofiscalis/company/1/attachments'

const eu = aContract({ id: 12, representativeCountry: COUNTRY_REFS.EU, startDate: '2026-06-10' })
const fr = aContract({ id: 11, representativeCountry: COUNTRY_REFS.FR, startDate: '2026-05-01' })
const be = aContract({
  id: 13,
  representativeCountry: COUNTRY_REFS.BE,
  startDate: '2026-01-10',
  state: 'expired',
  isExpired: true,
  remainingDays: 0,
})

const anAttachment = (id: number, title: string, countryCodes: string[]): AttachmentAnswer => ({
  id,
  title,
  countryCodes,
  attachmentUrl: `/en/api/attachment/${id}/download`,
})

const ATTACHMENT_LIST = [
  anAttachment(3, 'France – SIPSI and IMI posting declaration guide', ['FR']),
  anAttachment(1, 'Mobility Package – IMI posting declaration checklist', ['EU', 'FR']),
]

function server(attachments: () => Response = () => json(200, { attachments: ATTACHMENT_LIST })) {
  return fakeServer({
    '/eurofiscalis/company/1/contracts': () => json(200, { workerContracts: [eu, fr, be] }),
    '/representativeCountries/list?getAll=true': () =>
      json(200, {
        countries: [aCountry(COUNTRY_REFS.EU), aCountry(COUNTRY_REFS.FR), aCountry(COUNTRY_REFS.BE)],
      }),
    '/invoices/company/1/contract/11/list': () => json(200, { invoices: [], isAdmin: false }),
    '/invoices/company/1/contract/12/list': () => json(200, { invoices: [], isAdmin: false }),
    '/invoices/company/1/contract/13/list': () => json(200, { invoices: [], isAdmin: false }),
    [ATTACHMENTS]: attachments,
  })
}

function renderPanel(fetch: ReturnType<typeof fakeServer>, lang: Language = 'en') {
  vi.stubGlobal('fetch', fetch)
  render(
    <MemoryRouter>
      <I18nProvider lang={lang}>
        <NotificationsProvider>
          <ApiProvider>
            <MuiScope>
              <ContractsPanel companyId={1} isAdmin={false} />
            </MuiScope>
          </ApiProvider>
        </NotificationsProvider>
      </I18nProvider>
    </MemoryRouter>
  )
}

const attachmentCalls = (fetch: ReturnType<typeof fakeServer>) =>
  fetch.mock.calls.map(([url]) => url).filter((url) => url.endsWith(ATTACHMENTS))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('country documents in a contract tab', () => {
  it("lists the tab country's documents with download links, between the summary and the representative", async () => {
    renderPanel(server())

    const panel = await screen.findByRole('tabpanel')
    const section = await within(panel).findByRole('region', { name: 'Documents for this country' })
    const links = within(section).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Mobility Package – IMI posting declaration checklist',
    ])
    expect(links[0].getAttribute('href')).toBe('/en/api/attachment/1/download')
    expect(links[0].hasAttribute('download')).toBe(true)
    expect(links[0].getAttribute('aria-label')).toBe(
      'Download “Mobility Package – IMI posting declaration checklist” (PDF)'
    )

    const summary = within(panel).getByRole('heading', { name: 'EU Mobility Package' })
    const representative = within(panel).getByRole('region', { name: 'Your representative' })
    expect(summary.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(section.compareDocumentPosition(representative) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('loads the list once for all the tabs, and shows no section for a country without documents', async () => {
    const user = userEvent.setup()
    const fetch = server()
    renderPanel(fetch)
    await screen.findByRole('region', { name: 'Documents for this country' })

    await user.click(screen.getByRole('tab', { name: 'FR' }))
    const frPanel = screen.getByRole('tabpanel')
    const frSection = await within(frPanel).findByRole('region', { name: 'Documents for this country' })
    expect(
      within(frSection)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
    ).toEqual(['/en/api/attachment/3/download', '/en/api/attachment/1/download'])

    await user.click(screen.getByRole('tab', { name: 'BE (expired)' }))
    const bePanel = screen.getByRole('tabpanel')
    expect(await within(bePanel).findByText('No invoice for this contract yet.')).toBeTruthy()
    expect(within(bePanel).queryByRole('region', { name: 'Documents for this country' })).toBeNull()

    expect(attachmentCalls(fetch)).toHaveLength(1)
  })

  it('shows nothing, and toasts nothing, when the company has no documents or the call fails', async () => {
    const user = userEvent.setup()
    renderPanel(server(() => json(200, { attachments: [] })))
    expect(await screen.findByText('No invoice for this contract yet.')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Documents for this country' })).toBeNull()
    cleanup()

    const fetch = server(() => json(500, { errors: [{ message: 'Database unavailable' }] }))
    renderPanel(fetch)
    expect(await screen.findByText('No invoice for this contract yet.')).toBeTruthy()
    await waitFor(() => expect(attachmentCalls(fetch)).toHaveLength(1))
    expect(screen.queryByText('Database unavailable')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Documents for this country' })).toBeNull()

    // A failed load is not kept: the next tab shown asks again.
    await user.click(screen.getByRole('tab', { name: 'FR' }))
    await waitFor(() => expect(attachmentCalls(fetch)).toHaveLength(2))
  })

  it('speaks the page language', async () => {
    renderPanel(server(), 'pl')

    const section = await screen.findByRole('region', { name: 'Dokumenty dla tego kraju' })
    expect(within(section).getByRole('link').getAttribute('aria-label')).toBe(
      'Pobierz „Mobility Package – IMI posting declaration checklist” (PDF)'
    )
  })
})
