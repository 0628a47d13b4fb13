import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { NamedCountryAnswer } from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'

type Props = {
  label: string
  value: string
  onChange: (code: string) => void
  countries: readonly NamedCountryAnswer[]
  error?: string
  /** A choice of none (an empty value). */
  optional?: boolean
  name?: string
}

/** A country chosen by its name in the page's language. */
export function CountrySelect({ label, value, onChange, countries, error, optional = false, name }: Props) {
  const { t } = useI18n()
  return (
    <TextField
      select
      fullWidth
      name={name}
      label={label}
      value={countries.some((country) => country.code === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
    >
      {optional && <MenuItem value="">{t('operator.notGiven')}</MenuItem>}
      {countries.map((country) => (
        <MenuItem key={country.code} value={country.code}>
          {country.name}
        </MenuItem>
      ))}
    </TextField>
  )
}
