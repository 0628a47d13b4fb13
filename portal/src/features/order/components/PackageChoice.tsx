import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useI18n } from '@/i18n/I18nProvider'
import type { Introducer, RepresentativeCountry } from '../types'
import { offeredPackages } from '@posted-workers/domain'
import { noPackageLabel, packageLabel } from '../utils/labels'

/** The radio value of "no package" (unlimited, or the introducer's per-worker offer). */
const NO_PACKAGE = ''

type Props = {
  rowId: number
  country: RepresentativeCountry
  introducer: Introducer | null
  /** The chosen package's signature, null for none. */
  value: string | null
  /** Packages shown but not selectable (their maximum is below the row's workers). */
  disabledPackages: readonly string[]
  error: string | undefined
  onChange: (signature: string | null) => void
}

/** A country row's packages (its own, or the introducer's), and the price without a package. */
export function PackageChoice({
  rowId,
  country,
  introducer,
  value,
  disabledPackages,
  error,
  onChange,
}: Props) {
  const { lang, t } = useI18n()
  const labelId = `row-${rowId}-package`
  return (
    <FormControl error={Boolean(error)} sx={{ mt: 2, display: 'block' }}>
      <FormLabel id={labelId} sx={{ fontSize: '0.875rem', mb: 0.5 }}>
        {t('register.package')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value ?? NO_PACKAGE}
        onChange={(event) => onChange(event.target.value === NO_PACKAGE ? null : event.target.value)}
      >
        {offeredPackages(country, introducer).map((pkg) => (
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
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  )
}
