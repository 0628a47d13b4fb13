import { required, TextInput } from 'react-admin'
import { AddressInputs } from '@/components/AddressInputs'
import { FormSection } from '@/components/FormSection'
import { parseCompanyNumber, validSiret } from '@/validation/companyNumbers'
import { normalizeVatNumber, wellFormedVatNumber } from '@/validation/vatNumber'

const fullRow = { gridColumn: '1 / -1' }

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
      <TextInput source="siret" validate={validSiret} parse={parseCompanyNumber} />
      <TextInput source="web" sx={fullRow} />
    </FormSection>
    <FormSection title="app.companies.address">
      <AddressInputs source="address" />
    </FormSection>
  </>
)
