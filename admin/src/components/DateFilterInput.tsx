import { DateInput } from 'react-admin'

/** A date filter of a back-office list, always shown, as narrow as a date. */
export const dateFilterInput = (source: string) => (
  <DateInput key={source} source={source} alwaysOn sx={{ width: 165 }} />
)
