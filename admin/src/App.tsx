import { Admin, Resource } from 'react-admin'
import { AppLayout } from './layout/AppLayout'
import { LoginPage } from './layout/LoginPage'
import { authProvider } from './providers/authProvider'
import { dataProvider } from './providers/dataProvider'
import { i18nProvider } from './providers/i18nProvider'
import { queryClient } from './providers/queryClient'
import { resources } from './resources'
import { theme } from './theme'

export const App = () => (
  <Admin
    disableTelemetry
    queryClient={queryClient}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={AppLayout}
    loginPage={LoginPage}
    theme={theme}
  >
    {resources.map((resource) => (
      <Resource key={resource.name} {...resource} />
    ))}
  </Admin>
)
