import { useMemo, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline'
import { useI18n } from '@/i18n/I18nProvider'
import { countryName } from '@/lib/countryName'
import type { VatStatus } from '../utils/registerValues'
import { splitVatInput, vatPrefix } from '../utils/vat'

type Props = {
  countryCodes: string[]
  countryCode: string
  number: string
  status: VatStatus
  countryError?: string
  numberError?: string
  onCountry: (code: string) => void
  onNumber: (number: string) => void
  onBlur: () => void
}

const statusIcon: Partial<Record<VatStatus, ReactNode>> = {
  checking: <CircularProgress size={18} />,
  valid: <CheckCircleIcon color="success" fontSize="small" />,
  unverified: <CheckCircleIcon color="warning" fontSize="small" />,
  invalid: <ErrorOutlineIcon color="error" fontSize="small" />,
}

/** The VAT number as a country (its prefix) and the number; a pasted `PL…` number sets the country itself. */
export function VatNumberField(props: Props) {
  const { countryCodes, countryCode, number, status, countryError, numberError } = props
  const { lang, t } = useI18n()
  const options = useMemo(
    () =>
      countryCodes
        .map((code) => ({ code, name: countryName(code, lang) }))
        .sort((a, b) => a.name.localeCompare(b.name, lang)),
    [countryCodes, lang]
  )

  const changeNumber = (input: string) => {
    const split = splitVatInput(input, countryCodes)
    if (split.countryCode && split.countryCode !== countryCode) props.onCountry(split.countryCode)
    props.onNumber(split.number)
  }

  const helper =
    numberError ??
    (status === 'checking'
      ? t('register.vatChecking')
      : status === 'valid'
        ? t('register.vatValid')
        : status === 'unverified'
          ? t('register.vatUnverified')
          : t('register.vatHelper'))

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' } }}>
      <TextField
        select
        label={t('register.vatCountry')}
        required
        value={options.length ? countryCode : ''}
        onChange={(event) => props.onCountry(event.target.value)}
        error={Boolean(countryError)}
        helperText={countryError}
      >
        {options.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {vatPrefix(option.code)} · {option.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('register.vatNumber')}
        name="vatNumber"
        required
        value={number}
        onChange={(event) => changeNumber(event.target.value)}
        onBlur={props.onBlur}
        error={Boolean(numberError)}
        helperText={helper}
        slotProps={{
          input: {
            startAdornment: countryCode ? (
              <InputAdornment position="start">{vatPrefix(countryCode)}</InputAdornment>
            ) : undefined,
            endAdornment: statusIcon[status] ? (
              <InputAdornment position="end">{statusIcon[status]}</InputAdornment>
            ) : undefined,
          },
          formHelperText: {
            sx: status === 'unverified' && !numberError ? { color: 'warning.dark' } : undefined,
          },
        }}
      />
    </Box>
  )
}
