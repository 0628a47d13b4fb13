import { Edit, SimpleForm } from 'react-admin'
import { BusinessIntroducerInputs } from './BusinessIntroducerInputs'
import { IntroducerActions, IntroducerToolbar } from './IntroducerFormParts'
import { toIntroducerPayload } from './introducerPayload'
import type { BusinessIntroducer } from './types'

export const BusinessIntroducerEdit = () => (
  <Edit<BusinessIntroducer>
    mutationMode="pessimistic"
    transform={toIntroducerPayload}
    actions={<IntroducerActions />}
    redirect="list"
  >
    <SimpleForm toolbar={<IntroducerToolbar />}>
      <BusinessIntroducerInputs />
    </SimpleForm>
  </Edit>
)
