import { StrictMode } from 'react'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routes } from '@/app/router'
import { fakeServer, json } from '@/features/order/testing'
import { readCardPayment, storeCardPayment } from '@/features/order'

const firstForm = {
  action: '/payment/sandbox',
  method: 'POST',
  fields: { requestId: 'R-1', signature: 'first' },
}
const secondForm = {
  action: '/payment/sandbox',
  method: 'POST',
  fields: { requestId: 'R-1', signature: 'second' },
}

/** In StrictMode, as the app runs in development: effects run twice on mount, at once, not later. */
function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  return router
}

/** What the hidden form posted each time `submit()` was called (jsdom does not navigate). */
function recordSubmits() {
  const posted: { action: string; target: string; fields: Record<string, string> }[] = []
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = Object.fromEntries(
      Array.from(this.querySelectorAll('input')).map((input) => [input.name, input.value])
    )
    posted.push({ action: this.getAttribute('action') ?? '', target: this.target, fields })
  })
  return posted
}

beforeEach(() => {
  sessionStorage.clear()
  vi.stubGlobal('scrollTo', vi.fn())
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('payment page', () => {
  it('posts the stored provider form into the frame, once', async () => {
    vi.stubGlobal('fetch', fakeServer({}))
    storeCardPayment({ requestId: 'R-1', paymentRedirectionForm: firstForm })
    const posted = recordSubmits()
    renderAt('/en/workers/payment')

    const frame = await screen.findByTitle('Payment provider page')
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toEqual({
      action: '/payment/sandbox',
      target: frame.getAttribute('name'),
      fields: { requestId: 'R-1', signature: 'first' },
    })
    expect(screen.getByText('Order reference: R-1')).toBeTruthy()
    // StrictMode ran the page's effects twice when it mounted: the form was still posted once.
    expect(posted).toHaveLength(1)
  })

  it('sends a visitor without payment data to the register page', async () => {
    vi.stubGlobal('fetch', fakeServer({}))
    const router = renderAt('/en/workers/payment')
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/workers/register'))
  })

  it('after a declined card, pays again with a new form from the server', async () => {
    const server = fakeServer({
      'POST /eurofiscalis/workers/request/R-1/pay': () =>
        json(200, { requestId: 'R-1', paymentRedirectionForm: secondForm }),
    })
    vi.stubGlobal('fetch', server)
    storeCardPayment({ requestId: 'R-1', paymentRedirectionForm: firstForm })
    const posted = recordSubmits()
    const user = userEvent.setup()
    renderAt('/en/workers/payment?requestId=R-1&declined=1')

    expect(await screen.findByText('The payment was declined')).toBeTruthy()
    expect(posted).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Pay again' }))

    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0].fields.signature).toBe('second')
    expect(readCardPayment()?.paymentRedirectionForm).toEqual(secondForm)
    expect(screen.queryByText('The payment was declined')).toBeNull()
  })
})
