import { Edit, SimpleForm } from 'react-admin'
import { CountryActions, CountryToolbar } from './CountryFormParts'
import { toCountryPayload } from './countryPayload'
import { RepresentativeCountryInputs } from './RepresentativeCountryInputs'
import type { CountryFormValues } from './types'

/** A new terms file goes as a multipart body (the data provider sees the chosen file); otherwise JSON. */
export const RepresentativeCountryEdit = () => (
  <Edit<CountryFormValues & { id: number }>
    mutationMode="pessimistic"
    transform={toCountryPayload}
    actions={<CountryActions />}
    redirect="list"
  >
    <SimpleForm toolbar={<CountryToolbar />}>
      <RepresentativeCountryInputs />
    </SimpleForm>
  </Edit>
)
