import { EU_COUNTRY_CODES } from '@posted-workers/domain'
import { BooleanInput, SelectInput, TextInput } from 'react-admin'
import { ListFilters } from '@/components/list/ListFilters'
import { useCountryName } from '@/components/useCountryName'
import { statusChoices } from './authorityRequestItems'

/** The company (a search of its name), the host country, the status, and the overdue ones only. */
const useFilters = () => {
  const countryName = useCountryName()
  const countries = EU_COUNTRY_CODES.map((code) => ({ id: code, name: countryName(code) })).sort((a, b) =>
    a.name.localeCompare(b.name)
  )
  return [
    <TextInput key="companyName" source="companyName" alwaysOn resettable />,
    <SelectInput
      key="countryCode"
      source="countryCode"
      choices={countries}
      translateChoice={false}
      alwaysOn
      sx={{ minWidth: 180 }}
    />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn sx={{ minWidth: 180 }} />,
    <BooleanInput key="overdue" source="overdue" alwaysOn sx={{ mt: 2, ml: 1 }} />,
  ]
}

export const AuthorityRequestFilters = () => <ListFilters filters={useFilters()} />
