import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import {
  SelectArrayInput,
  SelectInput,
  useDataProvider,
  type SelectArrayInputProps,
  type SelectInputProps,
} from 'react-admin'
import type { AppDataProvider } from '../providers/dataProvider'
import { useCountryName } from './useCountryName'

/**
 * The representative countries as choices by code, inactive ones included, in the server's order and named in the
 * current language (the server keeps one name per country).
 */
const useRepresentativeCountryChoices = () => {
  const dataProvider = useDataProvider<AppDataProvider>()
  const countryName = useCountryName()
  const { data, isPending } = useQuery({
    queryKey: ['representativeCountries'],
    queryFn: () => dataProvider.listRepresentativeCountries(),
  })
  const choices = useMemo(
    () => (data ?? []).map(({ code }) => ({ id: code, name: countryName(code) })),
    [data, countryName]
  )
  return { choices, isPending }
}

/** A multiple choice of representative countries. */
export const RepresentativeCountriesInput = (props: Omit<SelectArrayInputProps, 'choices'>) => {
  const { choices, isPending } = useRepresentativeCountryChoices()
  return <SelectArrayInput {...props} choices={choices} isPending={isPending} translateChoice={false} />
}

/** One representative country (a list's filter). */
export const RepresentativeCountryInput = (props: Omit<SelectInputProps, 'choices'>) => {
  const { choices, isPending } = useRepresentativeCountryChoices()
  return <SelectInput {...props} choices={choices} isPending={isPending} translateChoice={false} />
}
