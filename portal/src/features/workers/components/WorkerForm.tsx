import { Fragment, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useI18n } from '@/i18n/I18nProvider'
import type { MessageKey } from '@/i18n/messages'
import { CIVILITIES } from '@/types/api'
import type { NamedCountry } from '../types'
import { formatDate } from '@posted-workers/domain'
import type { WorkerFormErrors, WorkerFormField, WorkerFormValues } from '../utils/workerForm'

type Props = {
  values: WorkerFormValues
  errors?: WorkerFormErrors
  countries: readonly NamedCountry[]
  /** Details: the same fields, read-only, the date as DD/MM/YYYY. */
  readOnly?: boolean
  onChange?: (field: WorkerFormField, value: string) => void
}

const LABELS: Record<WorkerFormField, MessageKey> = {
  civility: 'workers.civility',
  firstName: 'workers.firstName',
  lastName: 'workers.lastName',
  dateOfBirth: 'workers.dateOfBirth',
  cityOfBirth: 'workers.cityOfBirth',
  countryCodeOfBirth: 'workers.countryOfBirth',
  countryCodeOfNationality: 'workers.nationality',
}

/** The worker's fields, shared by the create, update and details dialogs. */
export function WorkerForm({ values, errors = {}, countries, readOnly = false, onChange }: Props) {
  const { t } = useI18n()
  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code

  const field = (name: WorkerFormField) => ({
    name,
    label: t(LABELS[name]),
    required: !readOnly,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: { target: { value: string } }) => onChange?.(name, event.target.value),
  })

  if (readOnly) {
    const shown: Record<WorkerFormField, string> = {
      ...values,
      civility: values.civility ? t(`civility.${values.civility}`) : '',
      dateOfBirth: formatDate(values.dateOfBirth),
      countryCodeOfBirth: countryName(values.countryCodeOfBirth),
      countryCodeOfNationality: countryName(values.countryCodeOfNationality),
    }
    return (
      <FieldsGrid>
        {(Object.keys(LABELS) as WorkerFormField[]).map((name) => (
          <Fragment key={name}>
            <TextField
              label={t(LABELS[name])}
              value={shown[name]}
              variant="standard"
              slotProps={{ input: { readOnly: true, disableUnderline: true } }}
            />
            {name === 'civility' && <Spacer />}
          </Fragment>
        ))}
      </FieldsGrid>
    )
  }

  const countrySelect = (name: 'countryCodeOfBirth' | 'countryCodeOfNationality') => (
    <TextField
      select
      {...field(name)}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      {countries.map((country) => (
        <MenuItem key={country.code} value={country.code}>
          {country.name}
        </MenuItem>
      ))}
    </TextField>
  )

  return (
    <FieldsGrid>
      <TextField select {...field('civility')}>
        {CIVILITIES.map((civility) => (
          <MenuItem key={civility} value={civility}>
            {t(`civility.${civility}`)}
          </MenuItem>
        ))}
      </TextField>
      <Spacer />
      <TextField {...field('firstName')} autoComplete="off" slotProps={{ htmlInput: { maxLength: 100 } }} />
      <TextField {...field('lastName')} autoComplete="off" slotProps={{ htmlInput: { maxLength: 100 } }} />
      <TextField
        {...field('dateOfBirth')}
        type="date"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01' } }}
      />
      <TextField {...field('cityOfBirth')} autoComplete="off" />
      {countrySelect('countryCodeOfBirth')}
      {countrySelect('countryCodeOfNationality')}
    </FieldsGrid>
  )
}

function FieldsGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
      {children}
    </Box>
  )
}

/** The civility sits alone on its line, names side by side below it. */
function Spacer() {
  return <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
}
