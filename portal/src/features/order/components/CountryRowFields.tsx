import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import { useI18n } from '../../../i18n/I18nProvider'
import type { Introducer, NumberOfWorkers, RepresentativeCountry } from '../types'
import { findCountry, offeredPackages, type CountryRow } from '../utils/countryRows'
import { noPackageLabel, packageLabel, representativeCountryLabel, workerOptionLabel } from '../utils/labels'

/** The radio value of "no package" (unlimited, or the introducer's per-worker offer). */
const NO_PACKAGE = ''

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
  const packages = offeredPackages(country, introducer)
  const label = (code: string) => representativeCountryLabel(code, countries, lang, t)
  const packageLabelId = `row-${row.id}-package`
  const packageError = errorOf('package')
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
        <FormControl error={Boolean(packageError)} sx={{ mt: 2, display: 'block' }}>
          <FormLabel id={packageLabelId} sx={{ fontSize: '0.875rem', mb: 0.5 }}>
            {t('register.package')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={packageLabelId}
            value={row.package ?? NO_PACKAGE}
            onChange={(event) =>
              props.onPackage(event.target.value === NO_PACKAGE ? null : event.target.value)
            }
          >
            {packages.map((pkg) => (
              <FormControlLabel
                key={pkg.signature}
                value={pkg.signature}
                control={<Radio size="small" />}
                label={packageLabel(pkg, lang, t)}
                disabled={disabledPackages.includes(pkg.signature)}
              />
            ))}
            <FormControlLabel
              value={NO_PACKAGE}
              control={<Radio size="small" />}
              label={noPackageLabel(country, introducer, lang, t)}
            />
          </RadioGroup>
          {packageError && <FormHelperText>{packageError}</FormHelperText>}
        </FormControl>
      )}
    </Box>
  )
}
