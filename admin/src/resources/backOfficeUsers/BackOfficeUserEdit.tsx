import {
  BooleanInput,
  Edit,
  Labeled,
  ListButton,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
  TopToolbar,
} from 'react-admin'
import { ResetSecondFactorButton } from './ResetSecondFactorButton'
import { roleChoices } from './roleChoices'
import type { BackOfficeUser } from './types'

const Actions = () => (
  <TopToolbar>
    <ResetSecondFactorButton />
    <ListButton />
  </TopToolbar>
)

/** Save only: a back-office user is deactivated, never deleted (the audit log names them). */
const FormToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
)

/** The role and the activity, which is all an admin changes (the server refuses the last admin's and their own). */
const toPayload = (user: BackOfficeUser) => ({ role: user.role, isActive: user.isActive })

export const BackOfficeUserEdit = () => (
  <Edit<BackOfficeUser>
    mutationMode="pessimistic"
    transform={toPayload}
    actions={<Actions />}
    redirect="list"
  >
    <SimpleForm toolbar={<FormToolbar />}>
      <Labeled source="login">
        <TextField source="login" />
      </Labeled>
      <Labeled source="email">
        <TextField source="email" />
      </Labeled>
      <SelectInput
        source="role"
        choices={roleChoices}
        validate={required()}
        helperText="app.back_office_users.role_help"
      />
      <BooleanInput source="isActive" helperText="app.back_office_users.active_help" />
    </SimpleForm>
  </Edit>
)
