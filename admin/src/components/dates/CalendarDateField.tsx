import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { DATE_FORMAT, fromPickerValue, toPickerValue } from './calendarDate'
import { DatesProvider } from './DatesProvider'

interface Props {
  label: string
  /** 'YYYY-MM-DD', or '' for none. */
  value: string
  onChange: (date: string) => void
  required?: boolean
  disabled?: boolean
  error?: boolean
  helperText?: string
  /** The first and last days offered, 'YYYY-MM-DD'. */
  minDate?: string
  maxDate?: string
}

/**
 * A calendar date typed or picked as DD/MM/YYYY in every language (a native date input follows the browser's
 * locale: 09/03/1978 for 3 September on an en-US browser), read and written as 'YYYY-MM-DD'; a date typed half-way
 * counts as none.
 */
export const CalendarDateField = ({
  label,
  value,
  onChange,
  required,
  disabled,
  error,
  helperText,
  minDate,
  maxDate,
}: Props) => (
  <DatesProvider>
    <DatePicker
      label={label}
      format={DATE_FORMAT}
      value={toPickerValue(value)}
      minDate={toPickerValue(minDate) ?? undefined}
      maxDate={toPickerValue(maxDate) ?? undefined}
      onChange={(picked) => onChange(fromPickerValue(picked, ''))}
      disabled={disabled}
      enableAccessibleFieldDOMStructure={false}
      slotProps={{ textField: { required, error, helperText, fullWidth: true } }}
    />
  </DatesProvider>
)
