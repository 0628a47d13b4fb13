import { Edit, ListButton, SaveButton, SimpleForm, Toolbar, TopToolbar } from 'react-admin'
import { AttachmentInputs } from './AttachmentInputs'
import { DeleteAttachmentButton } from './DeleteAttachmentButton'
import { toAttachmentPayload } from './attachmentForm'

const Actions = () => (
  <TopToolbar>
    <ListButton />
  </TopToolbar>
)

const FormToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteAttachmentButton />
  </Toolbar>
)

/** Saving waits for the server (pessimistic), so that its field errors land on the inputs. */
export const AttachmentEdit = () => (
  <Edit mutationMode="pessimistic" transform={toAttachmentPayload} redirect="list" actions={<Actions />}>
    <SimpleForm toolbar={<FormToolbar />}>
      <AttachmentInputs fileRequired={false} />
    </SimpleForm>
  </Edit>
)
