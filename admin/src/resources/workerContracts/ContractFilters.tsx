import { CONTRACT_CHANGES } from '@posted-workers/domain'
import { cloneElement } from 'react'
import { BooleanInput, NullableBooleanInput, SelectInput, TextInput } from 'react-admin'
import { dateFilterInput } from '@/components/DateFilterInput'
import { ListFilters } from '@/components/list/ListFilters'
import { RepresentativeCountriesInput } from '@/components/RepresentativeCountriesInput'
import { choicesOf } from '@/enums'

/** Shown only once set: the home's contracts chart opens the list with them (and the filter can be removed). */
const changeDateInput = (source: string) => cloneElement(dateFilterInput(source), { alwaysOn: false })

/** The specification's debounce for the contracts list. */
export const contractFilterDebounce = 500

/**
 * Basic filters first (company, running contract, expiring, start and end), then the reporting ones, then the orders'
 * changes the home's chart opens the list with.
 */
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
  <SelectInput
    key="change"
    source="change"
    choices={choicesOf('contract_change', CONTRACT_CHANGES)}
    sx={{ minWidth: 180 }}
  />,
  changeDateInput('changeDateFrom'),
  changeDateInput('changeDateTo'),
]

export const ContractFilters = () => (
  <ListFilters filters={contractFilters} debounce={contractFilterDebounce} />
)
