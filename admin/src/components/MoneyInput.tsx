import { InputAdornment } from '@mui/material'
import { NumberInput, type NumberInputProps } from 'react-admin'
import { CURRENCY, parseEuros } from '@posted-workers/domain'

/** Euros typed (read like every amount the apps' forms take), integer cents kept; empty or unreadable is null. */
export const eurosToCents = (value: unknown): number | null =>
  value === null || value === undefined ? null : parseEuros(String(value))

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
