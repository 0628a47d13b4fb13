import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aWorker } from '../testing/fixtures'
import { renderWithProviders } from '../testing/render'
import { fakeServer, json } from '../testing/server'
import { ContractWorkers } from './ContractWorkers'

const BASE = '/eurofiscalis/workers/company/1'
const LIST = `GET ${BASE}/contract/3/workers`

const jan = aWorker({ id: 12, firstName: 'Jan', lastName: 'Kowalski', countryCodeOfNationality: 'PL' })
const anna = aWorker({
  id: 13,
  civility: 'MRS',
  firstName: 'Anna',
  lastName: 'Nowak',
  dateOfBirth: '1991-11-02',
  countryCodeOfNationality: 'UA',
  documentsCount: 0,
  readiness: 'not_ready',
  missing: ['A1', 'DRIVER_CARD'],
  notReadySince: '2026-10-01',
})

const answer = (overrides = {}) => ({
  workers: [jan, anna],
  total: 2,
  isAddWorkerAllowed: true,
  isDuplicateAllowed: true,
  allowedNumberOfWorkers: 12,
  ...overrides,
})

const contract = (isExpired = false) => ({
  id: 3,
  isExpired,
  endDate: '2026-12-06',
  representativeCountry: { id: 2, code: 'FR', name: 'France', isMobilityPackage: false },
})

function renderList(
  fetch: ReturnType<typeof fakeServer>,
  { isExpired = false, renewal = null as { startDate: string } | null } = {}
) {
  vi.stubGlobal('fetch', fetch)
  renderWithProviders(<ContractWorkers companyId={1} contract={contract(isExpired)} renewal={renewal} />)
}

const bodyRows = () => screen.getAllByRole('row').slice(1)

/** The add button, once the list's answer (drawn as a transition) has enabled it. */
async function enabledAddButton() {
  const button = await screen.findByRole('button', { name: 'Add a driver' })
  await waitFor(() => expect(button).toHaveProperty('disabled', false))
  return button
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('workers list', () => {
  it('shows the count, the allowance and one row per worker', async () => {
    renderList(fakeServer({ [LIST]: () => json(200, answer()) }))

    expect(await screen.findByText('2 / 12')).toBeTruthy()
    const rows = bodyRows()
    expect(rows).toHaveLength(2)
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    expect(cells(rows[0])).toEqual(['1', '', '', 'KOWALSKI', 'Jan', '14/05/1980', 'Poland', '2', ''])
    expect(cells(rows[1])).toEqual(['2', '', '', 'NOWAK', 'Anna', '02/11/1991', 'Ukraine', '0', ''])
    expect(screen.getByRole('button', { name: 'Add a driver' })).toHaveProperty('disabled', false)
  })

  it('shows each driver as a card on a phone, with its options within reach', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 599.98px'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    renderList(fakeServer({ [LIST]: () => json(200, answer()) }))

    const list = await screen.findByRole('list', { name: 'Drivers' })
    expect(screen.queryByRole('table')).toBeNull()
    const cards = within(list).getAllByRole('listitem')
    expect(cards.map((card) => card.textContent)).toEqual([
      '1KOWALSKI Jan14/05/1980 · PolandDocuments: 2',
      '2NOWAK Anna02/11/1991 · UkraineDocuments: 0',
    ])
    await userEvent.click(within(cards[1]).getByRole('button', { name: 'Options for Anna NOWAK' }))
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toBeTruthy()
  })

  it('shows each driver’s readiness as a light whose reasons show on hover, and filters by readiness on the server', async () => {
    const user = userEvent.setup()
    const fetch = fakeServer({
      [LIST]: () => json(200, answer()),
      [`${LIST}?readiness=not_ready`]: () => json(200, answer({ workers: [anna], total: 1 })),
    })
    renderList(fetch)

    expect(
      await screen.findByRole('button', { name: 'Jan KOWALSKI: Ready. Every required document is valid' })
    ).toBeTruthy()
    const light = screen.getByRole('button', {
      name: 'Anna NOWAK: Not ready. Missing: A1 certificate, Driver card (tachograph). Not ready since 01/10/2026',
    })
    await user.hover(light)
    const tooltip = await screen.findByRole('tooltip')
    expect(tooltip.textContent).toBe(
      'Not readyMissing: A1 certificate, Driver card (tachograph)Not ready since 01/10/2026'
    )

    await user.click(screen.getByRole('combobox', { name: 'Readiness' }))
    await user.click(await screen.findByRole('option', { name: 'Not ready' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      '/en/api/eurofiscalis/workers/company/1/contract/3/workers?readiness=not_ready'
    )
  })

  it('disables adding when the contract allows no more drivers, and shows ∞ without a limit', async () => {
    renderList(
      fakeServer({
        [LIST]: () => json(200, answer({ isAddWorkerAllowed: false, allowedNumberOfWorkers: null })),
      })
    )
    expect(await screen.findByText('2 / ∞')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add a driver' })).toHaveProperty('disabled', true)
  })

  it('says so when there is no worker, and searches on the server', async () => {
    const user = userEvent.setup()
    const fetch = fakeServer({
      [LIST]: () => json(200, answer({ workers: [], total: 0 })),
      [`${LIST}?filter=now`]: () => json(200, answer({ workers: [anna], total: 1 })),
    })
    renderList(fetch)
    expect(await screen.findByText('No driver declared for this contract yet.')).toBeTruthy()

    await user.type(screen.getByRole('searchbox', { name: 'First or last name' }), 'now')
    expect(await screen.findByText('NOWAK')).toBeTruthy()
    // Debounced: one call for the three letters typed.
    expect(fetch.mock.calls.filter(([url]) => url.includes('filter='))).toHaveLength(1)
  })

  it('offers duplicate only when allowed', async () => {
    const user = userEvent.setup()
    renderList(fakeServer({ [LIST]: () => json(200, answer({ isDuplicateAllowed: false })) }))
    await user.click(await screen.findByRole('button', { name: 'Options for Jan KOWALSKI' }))
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent)
    expect(items).toEqual([
      'Details',
      'Edit',
      'Roadside pack',
      'Designation certificate',
      'Roadside link',
      'Remove',
    ])
  })

  it('removes a worker after a confirmation warning that the files go too, then reloads', async () => {
    const user = userEvent.setup()
    let removed = false
    const remove = vi.fn(() => {
      removed = true
      return json(200, { removed: true, successes: [{ message: 'The driver was removed.' }] })
    })
    const fetch = fakeServer({
      [LIST]: () => json(200, removed ? answer({ workers: [anna], total: 1 }) : answer()),
      [`POST ${BASE}/worker/12/remove`]: remove,
    })
    renderList(fetch)

    await user.click(await screen.findByRole('button', { name: 'Options for Jan KOWALSKI' }))
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove the driver from this contract' })
    expect(dialog.textContent).toContain(
      "Remove Jan KOWALSKI from this contract? The files of this posting are deleted; the driver and his own documents (identity, licence, card, A1…) stay on the company's list of drivers."
    )
    expect(remove).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(remove).toHaveBeenCalledOnce()
    expect(await screen.findByText('The driver was removed.')).toBeTruthy()
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(screen.getByText('1 / 12')).toBeTruthy()
  })

  it('creates a worker, showing required fields first and the server’s field errors under their fields', async () => {
    const user = userEvent.setup()
    const create = vi.fn(() =>
      json(422, { errors: [{ field: 'dateOfBirth', message: 'The date of birth must be in the past' }] })
    )
    renderList(
      fakeServer({
        [LIST]: () => json(200, answer()),
        'GET /utils/listCountries': () =>
          json(200, {
            countries: [
              { code: 'PL', name: 'Poland' },
              { code: 'UA', name: 'Ukraine' },
            ],
          }),
        [`POST ${BASE}/contract/3/worker/create`]: create,
      })
    )

    await user.click(await enabledAddButton())
    const dialog = screen.getByRole('dialog', { name: 'New driver' })
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(within(dialog).getAllByText('The field is mandatory')).toHaveLength(7)
    expect(create).not.toHaveBeenCalled()

    const pick = async (label: RegExp, option: string) => {
      await user.click(within(dialog).getByRole('combobox', { name: label }))
      await user.click(await screen.findByRole('option', { name: option }))
    }
    await pick(/Title/, 'Mr')
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Piotr')
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Zieliński')
    await user.type(within(dialog).getByLabelText(/Date of birth/), '2030-01-01')
    await user.type(within(dialog).getByRole('textbox', { name: /City of birth/ }), 'Lwów')
    await pick(/Country of birth/, 'Ukraine')
    await pick(/Nationality/, 'Poland')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))

    expect(await within(dialog).findByText('The date of birth must be in the past')).toBeTruthy()
    expect(create).toHaveBeenCalledWith({
      civility: 'MR',
      firstName: 'Piotr',
      lastName: 'Zieliński',
      dateOfBirth: '2030-01-01',
      cityOfBirth: 'Lwów',
      countryCodeOfBirth: 'UA',
      countryCodeOfNationality: 'PL',
    })
  })

  it("shows an ended contract's drivers read only: no add button, their details and roadside pack only", async () => {
    const fetch = fakeServer({
      [LIST]: () => json(200, answer({ isAddWorkerAllowed: false, isReadOnly: true })),
    })
    renderList(fetch, { isExpired: true })

    expect(await screen.findByText('2 / 12')).toBeTruthy()
    expect(
      screen.getByText(
        'This contract has ended: its drivers and their documents can be read but no longer changed.'
      )
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add a driver' })).toBeNull()
    // Nobody crosses a border under an ended contract: no readiness, no filter by it.
    expect(screen.queryByRole('button', { name: /Ready|Not ready/ })).toBeNull()
    expect(screen.queryByRole('combobox', { name: 'Readiness' })).toBeNull()
    await userEvent.click(screen.getAllByRole('button', { name: /^Options for/ })[0])
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent)
    // The documents he held can still be shown; a certificate or a link speak of a posting that runs.
    expect(items).toEqual(['Details', 'Roadside pack'])
  })

  it('says in the add dialog that a driver also goes into the scheduled renewal', async () => {
    const fetch = fakeServer({ [LIST]: () => json(200, answer()) })
    renderList(fetch, { renewal: { startDate: '2026-12-07' } })

    await userEvent.click(await enabledAddButton())

    expect(
      await screen.findByText(
        "This driver is declared on the current contract (until 06/12/2026) and also on its renewal starting 07/12/2026, up to the renewal's allowance."
      )
    ).toBeTruthy()
  })
})
