import { Create, ListButton, SimpleForm, TopToolbar } from 'react-admin'
import { AuthorityRequestInputs, toAuthorityRequestPayload } from './AuthorityRequestInputs'

/** Logs a request as it came: the due date left empty is 8 weeks after the day it was received (the api's). */
export const AuthorityRequestCreate = () => (
  <Create
    transform={toAuthorityRequestPayload}
    redirect="show"
    actions={
      <TopToolbar>
        <ListButton />
      </TopToolbar>
    }
  >
    <SimpleForm defaultValues={{ status: 'open', kinds: [], driverIds: [] }}>
      <AuthorityRequestInputs />
    </SimpleForm>
  </Create>
)
