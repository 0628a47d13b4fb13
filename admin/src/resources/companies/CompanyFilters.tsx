import { DateInput, FilterContext, FilterForm, SearchInput, TextInput } from 'react-admin'
import { RepresentativeCountriesInput } from '../../components/RepresentativeCountriesInput'

const dateInput = (source: string) => <DateInput key={source} source={source} alwaysOn sx={{ width: 165 }} />

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
  dateInput('startDateFrom'),
  dateInput('startDateTo'),
  dateInput('endDateFrom'),
  dateInput('endDateTo'),
]

export const CompanyFilters = () => (
  <FilterContext.Provider value={companyFilters}>
    <FilterForm />
  </FilterContext.Provider>
)
