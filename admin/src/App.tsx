import { Admin, CustomRoutes, reactRouterProvider, Resource, useTranslate } from 'react-admin'
import { HomePage } from './home/HomePage'
import { AppLayout } from './layout/AppLayout'
import { LoginPage } from './layout/LoginPage'
import { RECORD_OF_PROCESSING_PATH, RecordOfProcessingScreen } from './privacy'
import { authProvider } from './providers/authProvider'
import { dataProvider } from './providers/dataProvider'
import { i18nProvider } from './providers/i18nProvider'
import { queryClient } from './providers/queryClient'
import { resources } from './resources'
import { resourcesFor } from './providers/backOfficeRole'
import type { BackOfficeRole } from '@posted-workers/domain'
import { theme } from './theme'

/** The default page title (react-admin's is "React Admin"): the product's name in the chosen language. */
const ProductTitle = () => <>{useTranslate()('app.product')}</>

const { Route } = reactRouterProvider

export const App = () => (
  <Admin
    disableTelemetry
    title={<ProductTitle />}
    queryClient={queryClient}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={AppLayout}
    dashboard={HomePage}
    loginPage={LoginPage}
    theme={theme}
  >
    {(role: BackOfficeRole | undefined) => [
      ...resourcesFor(role, resources).map((resource) => <Resource key={resource.name} {...resource} />),
      // The record of processing is a setting's page: admins only, as the menu shows it.
      role === 'admin' ? (
        <CustomRoutes key="record-of-processing">
          <Route path={RECORD_OF_PROCESSING_PATH} element={<RecordOfProcessingScreen />} />
        </CustomRoutes>
      ) : null,
    ]}
  </Admin>
)
