import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin'
import { DATE_FORMAT, fromPickerValue, toPickerValue } from './calendarDate'
import { DatesProvider } from './DatesProvider'

/**
 * react-admin's date input as a picker showing DD/MM/YYYY in every language, whatever the browser's locale; the
 * form's value stays 'YYYY-MM-DD' (or '' for none). A date typed half-way changes nothing until it is whole.
 */
export const DatePickerInput = (props: InputProps & { sx?: object }) => {
  const { field, fieldState, isRequired } = useInput({ ...props, format: (value) => value ?? '' })
  const { label, source, resource, helperText, sx } = props
  const invalid = fieldState.invalid
  return (
    <DatesProvider>
      <DatePicker
        label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
        format={DATE_FORMAT}
        value={toPickerValue(field.value)}
        onChange={(picked) => field.onChange(fromPickerValue(picked, field.value ?? ''))}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            error: invalid,
            size: 'small',
            helperText: <InputHelperText error={fieldState.error?.message} helperText={helperText} />,
            sx,
          },
        }}
        enableAccessibleFieldDOMStructure={false}
      />
    </DatesProvider>
  )
}
