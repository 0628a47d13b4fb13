import { FieldTitle, SearchInput, SelectInput, TextInput } from 'react-admin'
import { DEFAULT_REQUEST_STATUS_FILTER } from '@posted-workers/domain'
import { requestTypeChoices, statusFilterChoices } from './choices'
import { ListFilters } from '@/components/list/ListFilters'
import { RepresentativeCountriesInput } from '@/components/RepresentativeCountriesInput'

/** The specification's debounce for the requests list. */
const filterDebounce = 400

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  // Always one status, pending by default (the list's filterDefaultValues, and the server's default when the
  // filters are cleared): no empty choice, and a label element, which react-admin leaves without a required mark.
  <SelectInput
    key="status"
    source="status"
    label={<FieldTitle source="status" resource="requests" />}
    choices={statusFilterChoices}
    format={(status?: string) => status || DEFAULT_REQUEST_STATUS_FILTER}
    isRequired
    alwaysOn
  />,
  <SelectInput key="type" source="type" choices={requestTypeChoices} alwaysOn />,
  <TextInput key="promoCode" source="promoCode" alwaysOn />,
  <RepresentativeCountriesInput
    key="representativeCountries"
    source="representativeCountries"
    alwaysOn
    sx={{ minWidth: 220 }}
  />,
]

export const RequestFilters = () => <ListFilters filters={filters} debounce={filterDebounce} />
