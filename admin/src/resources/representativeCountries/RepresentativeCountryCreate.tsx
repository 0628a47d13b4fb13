import { Create, SimpleForm } from 'react-admin'
import { CountryActions, CountryToolbar } from './CountryFormParts'
import { toCountryPayload } from './countryPayload'
import { RepresentativeCountryInputs } from './RepresentativeCountryInputs'
import type { CountryFormValues } from './types'

const defaults = {
  isActive: true,
  workerPackages: [],
  representativeCompany: { phone: { type: 'BUSINESS' }, address: { addressLines: ['', ''] } },
}

/** Sent as a multipart body with both terms-of-sale PDFs. */
export const RepresentativeCountryCreate = () => (
  <Create<CountryFormValues & { id: number }>
    transform={toCountryPayload}
    actions={<CountryActions />}
    redirect="list"
  >
    <SimpleForm toolbar={<CountryToolbar />} defaultValues={defaults}>
      <RepresentativeCountryInputs />
    </SimpleForm>
  </Create>
)
