import { InputAdornment } from '@mui/material'
import { NumberInput, type NumberInputProps } from 'react-admin'
import { CURRENCY } from '@posted-workers/domain'

/** Euros typed, integer cents kept: 4.5 becomes 450; an empty input is null. */
export const eurosToCents = (value: unknown): number | null => {
  if (value === '' || value === null || value === undefined) return null
  const euros = typeof value === 'number' ? value : Number(String(value).replace(',', '.'))
  return Number.isFinite(euros) ? Math.round(euros * 100) : null
}

export const centsToEuros = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value / 100) : ''

/** An amount of money at `source` kept in cents, typed in euros, with the currency code beside it. */
export const MoneyInput = (props: NumberInputProps) => (
  <NumberInput
    step={0.01}
    min={0}
    format={centsToEuros}
    parse={eurosToCents}
    InputProps={{ endAdornment: <InputAdornment position="end">{CURRENCY}</InputAdornment> }}
    {...props}
  />
)
