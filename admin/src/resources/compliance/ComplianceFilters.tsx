import { COMPLIANCE_STATES } from '@posted-workers/domain'
import { SelectInput, TextInput } from 'react-admin'
import { choicesOf } from '@/enums'
import { ListFilters } from '@/components/list/ListFilters'
import { RepresentativeCountryInput } from '@/components/RepresentativeCountriesInput'

/** The company (a search of its name), the country, and the state (not ready, or only ending soon). */
export const complianceFilters = [
  <TextInput key="companyName" source="companyName" alwaysOn resettable />,
  <RepresentativeCountryInput key="countryCode" source="countryCode" alwaysOn sx={{ minWidth: 200 }} />,
  <SelectInput
    key="readiness"
    source="readiness"
    choices={choicesOf('readiness', COMPLIANCE_STATES)}
    alwaysOn
    sx={{ minWidth: 180 }}
  />,
]

export const ComplianceFilters = () => <ListFilters filters={complianceFilters} />
