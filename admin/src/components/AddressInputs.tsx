import { useMemo } from 'react'
import { required, SelectInput, TextInput, useLocaleState } from 'react-admin'
import { euCountryChoices } from '../validation/euCountries'

const fullRow = { gridColumn: '1 / -1' }
const requiredValue = required()

/**
 * An address `{ addressLines: [two lines], postalCode, city, countryCode }` at `source`, inside a FormSection.
 * Only the second line is optional, as on the server.
 */
export const AddressInputs = ({ source }: { source: string }) => {
  const [locale] = useLocaleState()
  const countries = useMemo(() => euCountryChoices(locale), [locale])
  return (
    <>
      <TextInput source={`${source}.addressLines.0`} validate={requiredValue} sx={fullRow} />
      <TextInput source={`${source}.addressLines.1`} sx={fullRow} />
      <TextInput source={`${source}.postalCode`} validate={requiredValue} />
      <TextInput source={`${source}.city`} validate={requiredValue} />
      <SelectInput
        source={`${source}.countryCode`}
        choices={countries}
        translateChoice={false}
        validate={requiredValue}
      />
    </>
  )
}
