import { DatePickerInput } from './dates/DatePickerInput'

/** A date filter of a back-office list, always shown, as narrow as a date, DD/MM/YYYY in every language. */
export const dateFilterInput = (source: string) => (
  <DatePickerInput key={source} source={source} alwaysOn helperText={false} sx={{ width: 180 }} />
)
