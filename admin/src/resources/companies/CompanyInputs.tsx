import { required, TextInput } from 'react-admin'
import { AddressInputs } from '../../components/AddressInputs'
import { FormSection } from '../../components/FormSection'
import { normalizeVatNumber, wellFormedVatNumber } from '../../validation/vatNumber'

const fullRow = { gridColumn: '1 / -1' }
const siret = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !/^\d{14}$/.test(value.replace(/\s/g, ''))
    ? 'app.validation.siret'
    : undefined

/** The company's identity and address; the server checks the VAT number again (VIES) when it is saved. */
export const CompanyInputs = () => (
  <>
    <FormSection title="app.companies.identity">
      <TextInput source="name" validate={required()} sx={fullRow} />
      <TextInput
        source="vatNumber"
        validate={[required(), wellFormedVatNumber]}
        parse={(value: string) => normalizeVatNumber(value ?? '')}
        helperText="app.companies.vat_rechecked"
      />
      <TextInput
        source="siret"
        validate={siret}
        parse={(value: string) => (value ?? '').replace(/\s/g, '')}
      />
      <TextInput source="web" sx={fullRow} />
    </FormSection>
    <FormSection title="app.companies.address">
      <AddressInputs source="address" />
    </FormSection>
  </>
)
