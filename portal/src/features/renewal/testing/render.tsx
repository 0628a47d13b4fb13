import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider'
import { I18nProvider } from '@/i18n/I18nProvider'
import { ApiProvider } from '@/lib/ApiProvider'
import { MuiScope } from '@/app/MuiScope'

/**
 * `ui` on the English home page with the providers it needs, beside stand-ins for the payment and
 * bank-transfer pages, so that a test can see where a submission leads.
 */
export function renderOnHome(ui: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <I18nProvider lang="en">
            <NotificationsProvider>
              <ApiProvider>
                <MuiScope>
                  <Outlet />
                </MuiScope>
              </ApiProvider>
            </NotificationsProvider>
          </I18nProvider>
        ),
        children: [
          { path: '/en/home', element: ui },
          { path: '/en/workers/payment', element: <p>Payment page</p> },
          { path: '/en/workers/bank-transfer', element: <p>Bank-transfer page</p> },
          { path: '/en/workers/confirmation', element: <p>Confirmation page</p> },
        ],
      },
    ],
    { initialEntries: ['/en/home'] }
  )
  render(<RouterProvider router={router} />)
  return router
}
