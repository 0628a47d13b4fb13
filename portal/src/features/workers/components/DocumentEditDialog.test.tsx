import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aDocument } from '../testing/fixtures'
import { renderWithProviders } from '../testing/render'
import { fakeServer, json } from '../testing/server'
import { DocumentEditDialog } from './DocumentEditDialog'

const UPDATE = 'POST /eurofiscalis/workers/company/1/document/7/update'

afterEach(() => vi.unstubAllGlobals())

describe('the document edit dialog', () => {
  it('offers the categories of the same list, checks the dates, sends the details and shows the server’s refusal under its field', async () => {
    const user = userEvent.setup()
    const update = vi.fn(() =>
      json(422, {
        errors: [{ field: 'documentNumber', message: 'Enter the number in at most 50 characters.' }],
      })
    )
    vi.stubGlobal(
      'fetch',
      fakeServer({
        'GET /utils/listCountries': () => json(200, { countries: [{ code: 'PL', name: 'Poland' }] }),
        [UPDATE]: update,
      })
    )
    renderWithProviders(
      <DocumentEditDialog companyId={1} document={aDocument({ validUntil: null })} onClose={() => {}} />
    )
    const dialog = screen.getByRole('dialog', { name: 'Edit the document A1 Kowalski.pdf' })

    await user.click(within(dialog).getByRole('combobox', { name: /Category/ }))
    const options = screen.getAllByRole('option').map((option) => option.textContent)
    // A person's document stays among the person's: a posting's category would be refused.
    expect(options).toEqual([
      'A1 certificate',
      'Driving licence',
      'Driver card (tachograph)',
      'Driver qualification (CPC, code 95)',
      'Identity document',
      'Medical certificate',
    ])
    await user.click(screen.getByRole('option', { name: 'A1 certificate' }))

    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByText('Required: this kind of document ends.')).toBeTruthy()
    expect(update).not.toHaveBeenCalled()

    await user.type(within(dialog).getByLabelText(/Valid until/), '2027-03-31')
    await user.type(within(dialog).getByRole('textbox', { name: 'Number' }), 'PL-A1-2026')
    await user.click(within(dialog).getByRole('combobox', { name: 'Issuing country' }))
    await user.click(await screen.findByRole('option', { name: 'Poland' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await within(dialog).findByText('Enter the number in at most 50 characters.')).toBeTruthy()
    expect(update).toHaveBeenCalledWith({
      category: 'A1',
      documentNumber: 'PL-A1-2026',
      issuingCountry: 'PL',
      validFrom: '',
      validUntil: '2027-03-31',
    })
  })
})
