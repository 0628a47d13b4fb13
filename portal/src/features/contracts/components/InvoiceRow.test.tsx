import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import { I18nProvider } from '@/i18n/I18nProvider'
import { anInvoice } from '../testing/fixtures'
import { InvoiceRow } from './InvoiceRow'

afterEach(cleanup)

describe('an invoice row', () => {
  it('downloads the invoice as issued, or in French, Polish or English from the language menu', async () => {
    render(
      <I18nProvider lang="en">
        <Table>
          <TableBody>
            <InvoiceRow invoice={anInvoice({ locale: 'pl' })} />
          </TableBody>
        </Table>
      </I18nProvider>
    )

    expect(screen.getByRole('link', { name: 'Download invoice F-2026-000005' }).getAttribute('href')).toBe(
      '/en/api/invoices/5/download'
    )
    await userEvent.click(
      screen.getByRole('button', { name: 'Download invoice F-2026-000005 in another language' })
    )
    const menu = screen.getByRole('menu')
    const links = within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')])
    expect(links).toEqual([
      ['Polski', '/en/api/invoices/5/download?language=pl'],
      ['Français', '/en/api/invoices/5/download?language=fr'],
      ['English', '/en/api/invoices/5/download?language=en'],
    ])
  })
})
