import { Edit, ListButton, SaveButton, ShowButton, SimpleForm, Toolbar, TopToolbar } from 'react-admin'
import { CompanyInputs } from './CompanyInputs'
import type { CompanyDetail } from './types'

const Actions = () => (
  <TopToolbar>
    <ShowButton />
    <ListButton />
  </TopToolbar>
)

/** Save only: a company is never deleted from the back-office (its contracts and invoices are legal records). */
const FormToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
)

/** Only the edited fields are sent; the server answers with the company as the show page reads it. */
const toPayload = (company: CompanyDetail) => ({
  name: company.name,
  vatNumber: company.vatNumber,
  address: {
    addressLines: [company.address.addressLines[0] ?? '', company.address.addressLines[1] || null],
    postalCode: company.address.postalCode,
    city: company.address.city,
    countryCode: company.address.countryCode,
  },
  web: company.web || null,
  siret: company.siret || null,
})

export const CompanyEdit = () => (
  <Edit<CompanyDetail> mutationMode="pessimistic" transform={toPayload} actions={<Actions />} redirect="show">
    <SimpleForm toolbar={<FormToolbar />}>
      <CompanyInputs />
    </SimpleForm>
  </Edit>
)
