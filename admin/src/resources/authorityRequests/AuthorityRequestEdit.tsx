import { Edit, ListButton, SaveButton, ShowButton, SimpleForm, Toolbar, TopToolbar } from 'react-admin'
import { AuthorityRequestInputs, toAuthorityRequestPayload } from './AuthorityRequestInputs'

/** Changes a request (its status too); a request is never deleted: closing it keeps it for the record. */
export const AuthorityRequestEdit = () => (
  <Edit
    mutationMode="pessimistic"
    transform={toAuthorityRequestPayload}
    redirect="show"
    actions={
      <TopToolbar>
        <ShowButton />
        <ListButton />
      </TopToolbar>
    }
  >
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <AuthorityRequestInputs edit />
    </SimpleForm>
  </Edit>
)
