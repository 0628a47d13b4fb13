import { VAT_STATUSES } from '@posted-workers/domain'
import { SearchInput, SelectInput, TextInput } from 'react-admin'
import { choicesOf } from '@/enums'
import { dateFilterInput } from '@/components/DateFilterInput'
import { ListFilters } from '@/components/list/ListFilters'
import { RepresentativeCountriesInput } from '@/components/RepresentativeCountriesInput'

/**
 * Company name, VAT status, promo code, countries, contract start and end between (one contract meets them all).
 */
export const companyFilters = [
  <SearchInput key="name" source="name" alwaysOn />,
  <SelectInput
    key="vatStatus"
    source="vatStatus"
    choices={choicesOf('vat_status', VAT_STATUSES)}
    alwaysOn
    sx={{ minWidth: 160 }}
  />,
  <TextInput key="promoCode" source="promoCode" alwaysOn resettable sx={{ width: 160 }} />,
  <RepresentativeCountriesInput
    key="representativeCountries"
    source="representativeCountries"
    alwaysOn
    sx={{ minWidth: 220 }}
  />,
  dateFilterInput('startDateFrom'),
  dateFilterInput('startDateTo'),
  dateFilterInput('endDateFrom'),
  dateFilterInput('endDateTo'),
]

export const CompanyFilters = () => <ListFilters filters={companyFilters} />
