import { useMemo } from 'react'
import { SelectInput, TextInput, useLocaleState } from 'react-admin'
import { DatePickerInput } from '@/components/dates/DatePickerInput'
import { FormSection } from '@/components/FormSection'
import { PHONE_TYPES } from '@posted-workers/domain'
import { choicesOf } from '@/enums'
import { allCountryChoices, euCountryChoices } from '@/validation/euCountries'
import { parseCompanyNumber } from '@/validation/companyNumbers'
import { normalizeVatNumber } from '@/validation/vatNumber'
import { REPRESENTATIVE_COMPANY_RULES } from './representativeCompanyRules'

const phoneTypeChoices = choicesOf('phone_type', PHONE_TYPES)
const fullRow = { gridColumn: '1 / -1' }
const prefix = 'representativeCompany'
const rules = (field: string) => REPRESENTATIVE_COMPANY_RULES[field]
const source = (field: string) => `${prefix}.${field}`

/**
 * The company representing customers in the country and its contact person (specification §2.3); the rules are
 * `representativeCompanyRules.ts`, the server's the same.
 */
export const RepresentativeCompanyInputs = () => {
  const [locale = 'fr'] = useLocaleState()
  const euCountries = useMemo(() => euCountryChoices(locale), [locale])
  const countries = useMemo(() => allCountryChoices(locale), [locale])
  return (
    <>
      <FormSection title="app.settings.representative_company">
        <TextInput source={source('name')} validate={rules('name')} sx={fullRow} />
        <TextInput source={source('address.addressLines.0')} sx={fullRow} />
        <TextInput source={source('address.addressLines.1')} sx={fullRow} />
        <TextInput source={source('address.postalCode')} />
        <TextInput source={source('address.city')} />
        <SelectInput
          source={source('address.countryCode')}
          choices={euCountries}
          translateChoice={false}
          emptyText=""
        />
        <SelectInput
          source={source('phone.type')}
          choices={phoneTypeChoices}
          defaultValue="BUSINESS"
          validate={rules('phone.type')}
        />
        <TextInput source={source('phone.number')} type="tel" validate={rules('phone.number')} />
        <TextInput source={source('email')} type="email" validate={rules('email')} />
        <TextInput source={source('siret')} validate={rules('siret')} parse={parseCompanyNumber} />
        <TextInput source={source('siren')} validate={rules('siren')} parse={parseCompanyNumber} />
        <TextInput
          source={source('vatNumber')}
          validate={rules('vatNumber')}
          parse={(value: string) => normalizeVatNumber(value ?? '')}
        />
        <TextInput source={source('fiscalCode')} />
        <TextInput source={source('personalIdentificationNumber')} sx={fullRow} />
      </FormSection>
      <FormSection title="app.settings.contact">
        <TextInput source={source('contact.name')} validate={rules('contact.name')} sx={fullRow} />
        <DatePickerInput source={source('contact.dateOfBirth')} validate={rules('contact.dateOfBirth')} />
        <TextInput source={source('contact.cityOfBirth')} validate={rules('contact.cityOfBirth')} />
        <SelectInput
          source={source('contact.countryOfBirth')}
          choices={countries}
          translateChoice={false}
          validate={rules('contact.countryOfBirth')}
        />
        <SelectInput
          source={source('contact.nationality')}
          choices={countries}
          translateChoice={false}
          validate={rules('contact.nationality')}
        />
      </FormSection>
    </>
  )
}
