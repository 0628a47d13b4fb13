import { useState } from 'react'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined'
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined'
import { useI18n } from '@/i18n/I18nProvider'
import { representativeCountryLabel } from '../utils/labels'
import { ORDER_PATH } from '../utils/orderPaths'
import { termsOfSaleLinks } from '../utils/termsOfSale'
import type { CountryRow } from '../utils/countryRows'
import type { RepresentativeCountry } from '../types'
import { ConditionsDialog } from './ConditionsDialog'
import { FormSection } from './FormSection'

/** The part of a form the section reads and writes (the register form, a renewal, an upgrade). */
export type ConditionsForm = {
  references: { countries: RepresentativeCountry[] }
  rows: CountryRow[]
  values: { conditions: boolean }
  choose: (field: 'conditions', value: boolean) => void
  errorOf: (path: string) => string | undefined
}

export function ConditionsSection({ form }: { form: ConditionsForm }) {
  const { lang, t } = useI18n()
  const [open, setOpen] = useState(false)
  const { countries } = form.references
  const error = form.errorOf(ORDER_PATH.conditions)
  const terms = termsOfSaleLinks(form.rows, countries, lang)

  return (
    <FormSection icon={<GavelOutlinedIcon />} title={t('register.conditionsSection')}>
      {terms.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1 }}>
          {terms.map((term) => (
            <li key={term.countryCode}>
              <Link
                href={term.href}
                target="_blank"
                rel="noopener"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
              >
                <PictureAsPdfOutlinedIcon fontSize="small" />
                {t('register.termsOfSale', {
                  country: representativeCountryLabel(term.countryCode, countries, lang, t),
                })}
              </Link>
            </li>
          ))}
        </Box>
      ) : (
        !form.rows.some((row) => row.countryCode) && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('register.noCountryTerms')}
          </Typography>
        )
      )}
      <FormControl error={Boolean(error)} required>
        <FormControlLabel
          control={
            <Checkbox
              name="conditions"
              checked={form.values.conditions}
              onChange={(event) => form.choose('conditions', event.target.checked)}
            />
          }
          label={t('register.conditionsAccept')}
          sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
        />
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
      <Box sx={{ mt: 1.5, pl: 4 }}>
        <Link
          component="button"
          type="button"
          onClick={() => setOpen(true)}
          sx={{ verticalAlign: 'baseline', textAlign: 'left' }}
        >
          {t('register.generalConditions')}
        </Link>
      </Box>
      <ConditionsDialog open={open} onClose={() => setOpen(false)} />
    </FormSection>
  )
}
