import { Create, SimpleForm } from 'react-admin'
import { AttachmentInputs } from './AttachmentInputs'
import { toAttachmentPayload } from './attachmentForm'

export const AttachmentCreate = () => (
  <Create transform={toAttachmentPayload} redirect="list">
    <SimpleForm defaultValues={{ isActive: true, hasCode: false, countryCodes: [] }}>
      <AttachmentInputs fileRequired />
    </SimpleForm>
  </Create>
)
