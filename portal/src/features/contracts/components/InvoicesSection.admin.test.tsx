import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider'
import { I18nProvider } from '@/i18n/I18nProvider'
import { ApiProvider } from '@/lib/ApiProvider'
import { MuiScope } from '@/app/MuiScope'
import { anInvoice } from '../testing/fixtures'
import { json } from '../testing/server'
import { todayIso } from '@posted-workers/domain'
import { InvoicesSection } from './InvoicesSection'

const LIST = '/invoices/company/1/contract/11/list'
const COMPANY = '/eurofiscalis/company/1'
const CREATE_INVOICE = '/admin/workercontracts/11/invoice/create'
const CREATE_CREDIT_NOTE = '/admin/creditnotes/invoice/5/creditnote/create'

type Handler = (body: unknown) => Response

/** Answers by method and path (after `/{lang}/api`); records every call with its JSON body. */
function server(isAdmin: boolean, handlers: Record<string, Handler> = {}, vatStatus = 'invalid') {
  const routes: Record<string, Handler> = {
    [`GET ${LIST}`]: () => json(200, { invoices: [anInvoice()], isAdmin }),
    [`GET ${COMPANY}`]: () => json(200, { company: { id: 1, migratedToMobilityPacket: true, vatStatus } }),
    ...handlers,
  }
  return vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.replace(/^\/(fr|pl|en)\/api/, '')
    const method = init?.method ?? 'GET'
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    return routes[`${method} ${path}`]?.(body) ?? json(404, { errors: [{ message: `Not found: ${path}` }] })
  })
}

function renderSection(fetch: ReturnType<typeof server>) {
  vi.stubGlobal('fetch', fetch)
  // A signed-in admin's browser holds its XSRF cookie: no call to ask for one.
  document.cookie = 'XSRF-TOKEN=test-token; path=/'
  render(
    <MemoryRouter>
      <I18nProvider lang="en">
        <NotificationsProvider>
          <ApiProvider>
            <MuiScope>
              <InvoicesSection companyId={1} contractId={11} />
            </MuiScope>
          </ApiProvider>
        </NotificationsProvider>
      </I18nProvider>
    </MemoryRouter>
  )
}

const calls = (fetch: ReturnType<typeof server>, method: string) =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method)
const bodyOf = (fetch: ReturnType<typeof server>) =>
  JSON.parse(String(calls(fetch, 'POST')[0][1]?.body)) as unknown

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('InvoicesSection admin actions', () => {
  it('offers nothing to a customer', async () => {
    renderSection(server(false))
    expect(await screen.findByText('F-2026-000005')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add an invoice' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Add a credit note/ })).toBeNull()
  })

  it('creates an invoice excluding tax (the server adds the VAT its rule decides), then reloads the list', async () => {
    const user = userEvent.setup()
    const fetch = server(true, {
      [`POST ${CREATE_INVOICE}`]: () =>
        json(200, { created: true, invoice: {}, successes: [{ message: 'Invoice created' }] }),
    })
    renderSection(fetch)
    await user.click(await screen.findByRole('button', { name: 'Add an invoice' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add an invoice' })
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe(todayIso())
    expect(within(dialog).getByText(/VAT is added by the rule/)).toBeTruthy()
    await user.type(within(dialog).getByLabelText(/Amount excluding VAT/), '1 234,56')
    await user.type(within(dialog).getByLabelText(/Description/), 'Extra worker')
    await user.click(within(dialog).getByRole('button', { name: 'Create' }))

    await waitFor(() => expect(calls(fetch, 'POST')).toHaveLength(1))
    expect(bodyOf(fetch)).toEqual({ date: todayIso(), amountWithoutTax: 123456, description: 'Extra worker' })
    expect(await screen.findByText('Invoice created')).toBeTruthy()
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url.endsWith(LIST))).toHaveLength(2))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('refuses an invalid amount without calling the server', async () => {
    const user = userEvent.setup()
    const fetch = server(true)
    renderSection(fetch)
    await user.click(await screen.findByRole('button', { name: 'Add an invoice' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText(/Amount excluding VAT/), '12abc')
    await user.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(within(dialog).getByText(/Enter an amount in euros/)).toBeTruthy()
    expect(calls(fetch, 'POST')).toHaveLength(0)
  })

  it('adds a credit note and shows a refusal of the server in the dialog', async () => {
    const user = userEvent.setup()
    const fetch = server(true, {
      [`POST ${CREATE_CREDIT_NOTE}`]: () =>
        json(400, { errors: [{ message: 'The credit notes would exceed the invoice total' }] }),
    })
    renderSection(fetch)
    await user.click(
      await screen.findByRole('button', { name: 'Add a credit note to invoice F-2026-000005' })
    )
    const dialog = await screen.findByRole('dialog', { name: 'Credit note on invoice F-2026-000005' })
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe(todayIso())
    await user.type(within(dialog).getByLabelText(/Credit amount/), '79')
    await user.click(within(dialog).getByRole('button', { name: 'Create' }))

    await waitFor(() => expect(calls(fetch, 'POST')).toHaveLength(1))
    expect(bodyOf(fetch)).toEqual({ date: todayIso(), amount: 7900 })
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The credit notes would exceed the invoice total'
    )
  })
})
