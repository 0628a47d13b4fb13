import { BooleanInput, NullableBooleanInput, TextInput } from 'react-admin'
import { dateFilterInput } from '../../components/DateFilterInput'
import { ListFilters } from '../../components/list/ListFilters'
import { RepresentativeCountriesInput } from '../../components/RepresentativeCountriesInput'

/** The specification's debounce for the contracts list. */
export const contractFilterDebounce = 500

/** Basic filters first (company, running contract, expiring, start and end), then the reporting ones. */
export const contractFilters = [
  <TextInput key="companyName" source="companyName" alwaysOn resettable />,
  <NullableBooleanInput key="hasActiveContract" source="hasActiveContract" alwaysOn sx={{ minWidth: 240 }} />,
  <BooleanInput key="expiring" source="expiring" alwaysOn sx={{ mt: 2, ml: 1 }} />,
  dateFilterInput('startDateFrom'),
  dateFilterInput('startDateTo'),
  dateFilterInput('endDateFrom'),
  dateFilterInput('endDateTo'),
  <TextInput key="promoCode" source="promoCode" alwaysOn resettable sx={{ width: 160 }} />,
  <RepresentativeCountriesInput
    key="representativeCountries"
    source="representativeCountries"
    alwaysOn
    sx={{ minWidth: 220 }}
  />,
  dateFilterInput('activeDateFrom'),
  dateFilterInput('activeDateTo'),
  <BooleanInput key="excludeNotRenewed" source="excludeNotRenewed" alwaysOn sx={{ mt: 2, ml: 1 }} />,
  <TextInput
    key="excludedVatNumbers"
    source="excludedVatNumbers"
    alwaysOn
    resettable
    sx={{ minWidth: { sm: 440 } }}
  />,
]

export const ContractFilters = () => (
  <ListFilters filters={contractFilters} debounce={contractFilterDebounce} />
)
