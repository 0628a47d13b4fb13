import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routes } from '@/app/router'
import { countries } from '@/features/order/testing'
import { fakeServer, json } from '@/features/order/testing'

const quote = {
  rows: [{ countryCode: 'FR', monthlyAmountCents: 400, totalAmountCents: 2400, allowedNumberOfWorkers: 1 }],
  monthlyAmountCents: 400,
  totalWithoutTaxCents: 2400,
  vatCents: 0,
  totalWithTaxCents: 2400,
  vatRateBasisPoints: 0,
  reverseCharge: true,
  currency: 'EUR',
}

type Body = Record<string, unknown>

function server(register?: (body: Body) => Response) {
  return fakeServer({
    'POST /businessIntroducer/validatePromoCode': () => json(200, { introducer: null }),
    ...(register ? { 'POST /eurofiscalis/workers/register': (body) => register(body as Body) } : {}),
    'GET /representativeCountries/list': () => json(200, { countries }),
    'GET /eurofiscalis/workers/listAllowedMops': () => json(200, { mops: ['CARD', 'TRANSFER'] }),
    'GET /utils/listEUCountries': () =>
      json(200, {
        countries: [
          { code: 'FR', name: 'France' },
          { code: 'PL', name: 'Poland' },
        ],
      }),
    'GET /utils/listCountries': () =>
      json(200, {
        countries: [
          { code: 'FR', name: 'France' },
          { code: 'PL', name: 'Poland' },
        ],
      }),
    'POST /utils/checkVat': () =>
      json(200, {
        valid: true,
        status: 'valid',
        vatNumber: 'PL5252248481',
        name: 'TRANS-NOWAK SP. Z O.O.',
        address: 'UL. DŁUGA 5\n00-238 WARSZAWA',
      }),
    'POST /eurofiscalis/workers/quote': () => json(200, quote),
  })
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }))
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }))
}

beforeEach(() => {
  vi.stubGlobal('fetch', server())
  vi.stubGlobal('scrollTo', vi.fn())
  // jsdom does not scroll: the form brings its first refused field into view.
  Element.prototype.scrollIntoView = vi.fn()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/**
 * Types into a field at once (a paste: one input event, as a password manager or a copied number gives it):
 * typing key by key re-renders the whole form per character, which makes a loaded machine time out.
 */
async function enter(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  await user.click(screen.getByLabelText(label))
  await user.paste(value)
}

/** Fills every required field with valid values; the order button is then enabled. */
async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  // In English no country is proposed: the user picks the VAT country and the phone's.
  await choose(user, /VAT country/, 'PL · Poland')
  await enter(user, /VAT number/, '5252248481')
  expect(await screen.findByText('Valid VAT number.')).toBeTruthy()
  // The register's name and address fill the company fields.
  expect((await screen.findByLabelText<HTMLInputElement>(/Company name/)).value).toBe(
    'TRANS-NOWAK SP. Z O.O.'
  )
  expect(screen.getByLabelText<HTMLInputElement>(/Postal code/).value).toBe('00-238')
  await choose(user, /Company size/, '11 to 50 employees')

  await user.click(screen.getByRole('radio', { name: 'Mrs' }))
  await enter(user, /First name/, 'Anna')
  await enter(user, /Last name/, 'Nowak')
  await enter(user, /E-mail address/, 'anna@trans-nowak.pl')
  await choose(user, /Position/, 'Owner')
  await enter(user, /^Password/, 'Secret123')
  await enter(user, /Confirm the password/, 'Secret123')
  await choose(user, /^Code/, 'Poland (+48)')
  // The phone is required: its field is marked so (MUI's asterisk).
  expect(screen.getByLabelText<HTMLInputElement>(/Phone number/).required).toBe(true)
  await enter(user, /Phone number/, '601234567')
}

async function renderRegister() {
  const router = createMemoryRouter(routes, { initialEntries: ['/en/workers/register?country=FR'] })
  render(<RouterProvider router={router} />)
  const order = await screen.findByRole('button', { name: 'Place the order' })
  return { router, order: order as HTMLButtonElement }
}

// Two journeys through the whole registration form (about 10 s each on a quiet machine, three times that on a
// loaded one): a budget of their own, so that a busy machine slows them without failing them.
describe('register form', { timeout: 120_000 }, () => {
  it('keeps the order button disabled until every required field is valid', async () => {
    const user = userEvent.setup()
    const { order } = await renderRegister()
    expect(order.disabled).toBe(true)
    expect(screen.queryByLabelText(/Company name/)).toBeNull()
    // The summary shows the server's figures for the preselected country.
    expect(await screen.findAllByText('€24.00')).toHaveLength(2)

    await fillForm(user)
    expect(order.disabled).toBe(true)

    const conditions = screen.getByRole('checkbox', { name: /I accept the general terms/ })
    await user.click(conditions)
    await waitFor(() => expect(order.disabled).toBe(false))

    await user.click(conditions)
    expect(order.disabled).toBe(true)
    expect(screen.getByText('You must accept the conditions to continue')).toBeTruthy()

    await user.click(conditions)
    await user.clear(screen.getByLabelText(/Confirm the password/))
    await enter(user, /Confirm the password/, 'Secret124')
    expect(order.disabled).toBe(true)
  })

  it('asks before registering without an unknown promo code, then shows server errors on their fields', async () => {
    const sent: Body[] = []
    vi.stubGlobal(
      'fetch',
      server((body) => {
        sent.push(body)
        return json(422, {
          errors: [
            {
              field: 'profile.email',
              message: 'This e-mail address is already used: contact the administrator.',
            },
            { message: 'Something general went wrong.' },
          ],
        })
      })
    )
    const user = userEvent.setup()
    const { order } = await renderRegister()
    await fillForm(user)
    await user.click(screen.getByRole('checkbox', { name: /I accept the general terms/ }))
    await enter(user, /Promo code \(optional\)/, 'nope')
    expect(await screen.findByText('This promo code is not recognised.')).toBeTruthy()
    await waitFor(() => expect(order.disabled).toBe(false))

    await user.click(order)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/The code “NOPE” is not valid/)).toBeTruthy()
    expect(sent).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Register without a code' }))

    expect(
      await screen.findByText('This e-mail address is already used: contact the administrator.')
    ).toBeTruthy()
    expect(await screen.findByText('Something general went wrong.')).toBeTruthy()
    // The refused e-mail field comes into view and gets the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/E-mail address/)))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      promoCode: null,
      mop: 'CARD',
      conditions: true,
      company: { vatNumber: 'PL5252248481', name: 'TRANS-NOWAK SP. Z O.O.', size: '50' },
      profile: { email: 'anna@trans-nowak.pl', phone: { type: 'BUSINESS', number: '+48601234567' } },
      representativeCountries: [{ countryCode: 'FR', package: 'w|4', numberOfWorkers: 1 }],
    })
  })
})
