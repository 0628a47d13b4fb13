import {
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  regex,
  required,
  TextInput,
  useRecordContext,
} from 'react-admin'
import { UNLIMITED_WORKERS } from '@posted-workers/domain'
import { FormSection } from '@/components/FormSection'
import { MoneyInput } from '@/components/MoneyInput'
import { WorkerPackagesInput } from '@/components/workerPackages/WorkerPackagesInput'
import type { BusinessIntroducer } from './types'

const requiredValue = required()
const codeRules = [requiredValue, regex(/^[A-Za-z0-9_-]+$/, 'app.settings.introducer_code_hint')]
const atLeastOneEuro = (value: unknown) =>
  typeof value === 'number' && value < 100
    ? { message: 'ra.validation.minValue', args: { min: 1 } }
    : undefined
const fullRow = { gridColumn: '1 / -1' }

/** The introducer form, shared by create and edit; its code is fixed once created. */
export const BusinessIntroducerInputs = () => {
  const record = useRecordContext<BusinessIntroducer>()
  const editing = Boolean(record?.id)
  return (
    <>
      <FormSection title="app.settings.introducer">
        <TextInput source="name" validate={requiredValue} />
        <TextInput
          source="code"
          validate={codeRules}
          readOnly={editing}
          helperText={editing ? 'app.settings.code_fixed' : 'app.settings.introducer_code_hint'}
        />
        <BooleanInput source="isActive" sx={fullRow} />
      </FormSection>
      <FormSection title="app.settings.prices">
        <MoneyInput
          source="unlimitedPackageAmountCents"
          validate={[requiredValue, atLeastOneEuro]}
          helperText="app.settings.prices_hint"
        />
        <BooleanInput source="isNumberOfWorkersNeeded" />
        <FormDataConsumer<BusinessIntroducer>>
          {({ formData }) => (
            <>
              <MoneyInput
                source="workerPackageAmountCents"
                validate={formData.isNumberOfWorkersNeeded ? [requiredValue, atLeastOneEuro] : atLeastOneEuro}
                helperText="app.settings.introducer_prices_hint"
              />
              <NumberInput
                source="workerPackageMaxNumberOfWorker"
                step={1}
                min={1}
                max={UNLIMITED_WORKERS}
                helperText="app.packages.max_workers_hint"
              />
            </>
          )}
        </FormDataConsumer>
      </FormSection>
      <WorkerPackagesInput />
    </>
  )
}
