import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import { useI18n } from '@/i18n/I18nProvider'
import type { Introducer, NumberOfWorkers, RepresentativeCountry } from '../types'
import { findCountry, type CountryRow } from '../utils/countryRows'
import { representativeCountryLabel, workerOptionLabel } from '../utils/labels'
import { PackageChoice } from './PackageChoice'

type Props = {
  index: number
  row: CountryRow
  choices: RepresentativeCountry[]
  countries: RepresentativeCountry[]
  introducer: Introducer | null
  workerOptions: NumberOfWorkers[] | null
  removable: boolean
  /** Packages shown but not selectable (their maximum is below the row's workers). */
  disabledPackages?: readonly string[]
  /** A line under the row's fields (the contract's period, its current allowance). */
  note?: ReactNode
  errorOf: (field: 'countryCode' | 'package' | 'numberOfWorkers') => string | undefined
  onCountry: (code: string) => void
  onPackage: (signature: string | null) => void
  onWorkers: (workers: NumberOfWorkers) => void
  onRemove: () => void
}

export function CountryRowFields(props: Props) {
  const {
    index,
    row,
    countries,
    introducer,
    workerOptions,
    removable,
    disabledPackages = [],
    errorOf,
  } = props
  const { lang, t } = useI18n()
  const country = findCountry(countries, row.countryCode)
  const label = (code: string) => representativeCountryLabel(code, countries, lang, t)
  // A fixed row's country stays listed even when the picker would no longer offer it.
  const current = row.countryCode && countries.find((candidate) => candidate.code === row.countryCode)
  const choices = current && !props.choices.includes(current) ? [current, ...props.choices] : props.choices
  // A row of a running contract keeps its place: no delete button when it cannot go.
  const showRemove = removable || !row.fixed

  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 2.5 }, bgcolor: 'grey.50' }}
      data-testid={`country-row-${index}`}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) 200px auto' },
        }}
      >
        <TextField
          select
          label={t('register.representativeCountry')}
          required
          disabled={row.fixed}
          value={row.countryCode ?? ''}
          onChange={(event) => props.onCountry(event.target.value)}
          error={Boolean(errorOf('countryCode'))}
          helperText={errorOf('countryCode')}
          sx={{ bgcolor: 'background.paper' }}
        >
          {choices.map((choice) => (
            <MenuItem key={choice.code} value={choice.code}>
              {label(choice.code)}
            </MenuItem>
          ))}
        </TextField>
        {workerOptions && (
          <TextField
            select
            label={t('register.numberOfWorkers')}
            value={row.numberOfWorkers}
            onChange={(event) => {
              const value = event.target.value as string | number
              props.onWorkers(value === 'more' ? 'more' : Number(value))
            }}
            error={Boolean(errorOf('numberOfWorkers'))}
            helperText={errorOf('numberOfWorkers')}
            sx={{
              bgcolor: 'background.paper',
              gridRow: { xs: 2, sm: 'auto' },
              gridColumn: { xs: '1 / 2', sm: 'auto' },
            }}
          >
            {workerOptions.map((option) => (
              <MenuItem key={option} value={option}>
                {workerOptionLabel(option, workerOptions, t)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {showRemove && (
          <Tooltip title={t('register.removeCountry')}>
            <span style={{ gridColumn: workerOptions ? undefined : '-2 / -1' }}>
              <IconButton
                aria-label={t('register.removeCountry')}
                onClick={props.onRemove}
                disabled={!removable}
                sx={{ mt: 1 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Box>
      {props.note && <Box sx={{ mt: 1.5, color: 'text.secondary', typography: 'body2' }}>{props.note}</Box>}
      {country && (
        <PackageChoice
          rowId={row.id}
          country={country}
          introducer={introducer}
          value={row.package}
          disabledPackages={disabledPackages}
          error={errorOf('package')}
          onChange={props.onPackage}
        />
      )}
    </Box>
  )
}
