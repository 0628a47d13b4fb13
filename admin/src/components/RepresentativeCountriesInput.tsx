import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { SelectArrayInput, useDataProvider, type SelectArrayInputProps } from 'react-admin'
import type { AppDataProvider } from '../providers/dataProvider'
import { useCountryName } from './useCountryName'

/**
 * A multiple choice of representative countries by code, inactive ones included, in the server's order and named
 * in the current language (the server keeps one name per country).
 */
export const RepresentativeCountriesInput = (props: Omit<SelectArrayInputProps, 'choices'>) => {
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
  return <SelectArrayInput {...props} choices={choices} isPending={isPending} translateChoice={false} />
}
