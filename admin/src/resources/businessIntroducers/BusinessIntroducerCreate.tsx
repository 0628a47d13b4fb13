import { Create, SimpleForm } from 'react-admin'
import { BusinessIntroducerInputs } from './BusinessIntroducerInputs'
import { IntroducerActions, IntroducerToolbar } from './IntroducerFormParts'
import { toIntroducerPayload } from './introducerPayload'
import type { BusinessIntroducer } from './types'

export const BusinessIntroducerCreate = () => (
  <Create<BusinessIntroducer> transform={toIntroducerPayload} actions={<IntroducerActions />} redirect="list">
    <SimpleForm
      toolbar={<IntroducerToolbar />}
      defaultValues={{ isActive: true, isNumberOfWorkersNeeded: false, workerPackages: [] }}
    >
      <BusinessIntroducerInputs />
    </SimpleForm>
  </Create>
)
