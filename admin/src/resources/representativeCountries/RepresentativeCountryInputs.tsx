import { useMemo } from 'react'
import {
  BooleanInput,
  required,
  SelectInput,
  TextInput,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { FormSection } from '@/components/FormSection'
import { MoneyInput } from '@/components/MoneyInput'
import { WorkerPackagesInput } from '@/components/workerPackages/WorkerPackagesInput'
import { mobilityPackageCode } from '@/components/useCountryName'
import { euCountryChoices } from '@/validation/euCountries'
import { RepresentativeCompanyInputs } from './RepresentativeCompanyInputs'
import { RequiredDocumentsInput } from './RequiredDocumentsInput'
import { TermsOfSaleInputs } from './TermsOfSaleInputs'
import type { RepresentativeCountry } from './types'

const requiredValue = required()
const atLeastOneEuro = (value: unknown) =>
  typeof value === 'number' && value < 100
    ? { message: 'ra.validation.minValue', args: { min: 1 } }
    : undefined
const priceRules = [requiredValue, atLeastOneEuro]
const fullRow = { gridColumn: '1 / -1' }

/** The country's code: a member state or EU (the Mobility Package) on create, fixed afterwards. */
const CodeInput = () => {
  const record = useRecordContext<RepresentativeCountry>()
  const [locale = 'fr'] = useLocaleState()
  const translate = useTranslate()
  const choices = useMemo(
    () => [
      {
        id: mobilityPackageCode,
        name: `${mobilityPackageCode} – ${translate('app.requests.mobility_package')}`,
      },
      ...euCountryChoices(locale).map(({ id, name }) => ({ id, name: `${id} – ${name}` })),
    ],
    [locale, translate]
  )
  if (record?.id) return <TextInput source="code" readOnly helperText="app.settings.code_fixed" />
  return (
    <SelectInput
      source="code"
      choices={choices}
      translateChoice={false}
      validate={requiredValue}
      helperText="app.settings.country_code_hint"
    />
  )
}

/** The representative country form, shared by create and edit (specification §2.3). */
export const RepresentativeCountryInputs = () => (
  <>
    <FormSection title="app.settings.identity">
      <TextInput source="name" validate={requiredValue} />
      <CodeInput />
      <BooleanInput source="isActive" sx={fullRow} />
    </FormSection>
    <FormSection title="app.settings.prices">
      <MoneyInput
        source="unlimitedPackageAmountCents"
        validate={priceRules}
        helperText="app.settings.prices_hint"
      />
      <MoneyInput source="workerPackageAmountCents" validate={priceRules} />
    </FormSection>
    <WorkerPackagesInput />
    <RequiredDocumentsInput />
    <TermsOfSaleInputs />
    <RepresentativeCompanyInputs />
  </>
)
