import { Navigate, type RouteObject } from 'react-router-dom'
import { EmptyLayout } from '../components/layouts/EmptyLayout'
import { NotFoundPage } from '../components/NotFoundPage'
import { PAGES } from '../config/paths'
import { loadAllTexts } from '../i18n/messages'
import { AppShell } from './AppShell'
import { BootShell } from './BootShell'
import { LanguageRoute } from './LanguageRoute'
import { RequireAuth } from './RequireAuth'
import { RootRedirect } from './RootRedirect'

/** A lazy route that needs the whole dictionary of its language, not just the sign-in page's (messages.ts). */
function withAllTexts<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return async () => (await Promise.all([load(), loadAllTexts()]))[0]
}

/**
 * Pages load on demand, so the login page does not carry the signed-in screens; the public pages built with MUI and
 * queries sit under MuiScope, so that the login page (and the frame of the public pages) carries neither. The
 * signed-in pages share the query cache (QueryScope) inside a frame drawn without MUI. Only the login page and the
 * frame make do with the first chunk of texts: every other page waits for its language's whole dictionary.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    hydrateFallbackElement: <BootShell />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        path: ':lang',
        element: <LanguageRoute />,
        children: [
          { index: true, element: <Navigate to={PAGES.home} replace /> },
          {
            element: <EmptyLayout />,
            children: [
              { path: PAGES.login, lazy: () => import('./routes/Login') },
              {
                lazy: withAllTexts(() => import('./MuiScope')),
                children: [
                  { path: PAGES.resetPassword, lazy: () => import('./routes/ResetPassword') },
                  { path: PAGES.invitation, lazy: () => import('./routes/Invitation') },
                  { path: PAGES.register, lazy: () => import('./routes/Register') },
                  { path: PAGES.conditions, lazy: () => import('./routes/Conditions') },
                  { path: PAGES.payment, lazy: () => import('./routes/Payment') },
                  { path: PAGES.confirmation, lazy: () => import('./routes/Confirmation') },
                  { path: PAGES.bankTransfer, lazy: () => import('./routes/BankTransfer') },
                ],
              },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              {
                // The signed-in frame and the home's first screen are drawn without MUI: the home's MUI parts (its
                // contracts panel, the FAQ, the dialogs) come after it, and the other pages bring MUI themselves.
                lazy: withAllTexts(() => import('./QueryScope')),
                children: [
                  {
                    lazy: async () => ({
                      Component: (await import('../components/layouts/PortalLayout')).PortalLayout,
                    }),
                    children: [
                      { path: PAGES.home, lazy: () => import('./routes/Home') },
                      {
                        lazy: () => import('./MuiPage'),
                        children: [
                          { path: PAGES.profile, lazy: () => import('./routes/Profile') },
                          { path: PAGES.faq, lazy: () => import('./routes/Faq') },
                          { path: PAGES.company, lazy: () => import('./routes/Company') },
                          { path: PAGES.drivers, lazy: () => import('./routes/Drivers') },
                          { path: PAGES.declarations, lazy: () => import('./routes/Declarations') },
                          { path: PAGES.requests, lazy: () => import('./routes/Requests') },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]
