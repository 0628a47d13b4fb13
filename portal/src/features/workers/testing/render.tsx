import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider'
import { I18nProvider } from '@/i18n/I18nProvider'
import { ApiProvider } from '@/lib/ApiProvider'
import { MuiScope } from '@/app/MuiScope'

/** The providers a workers component needs, in English. */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <MemoryRouter>
      <I18nProvider lang="en">
        <NotificationsProvider>
          <ApiProvider>
            <MuiScope>{ui}</MuiScope>
          </ApiProvider>
        </NotificationsProvider>
      </I18nProvider>
    </MemoryRouter>
  )
}
