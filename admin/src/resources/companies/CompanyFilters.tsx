import { FilterContext, FilterForm, SearchInput, TextInput } from 'react-admin'
import { dateFilterInput } from '../../components/DateFilterInput'
import { RepresentativeCountriesInput } from '../../components/RepresentativeCountriesInput'

/** Company name, promo code, countries, contract start and end between (one contract meets them all). */
export const companyFilters = [
  <SearchInput key="name" source="name" alwaysOn />,
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

export const CompanyFilters = () => (
  <FilterContext.Provider value={companyFilters}>
    <FilterForm />
  </FilterContext.Provider>
)
