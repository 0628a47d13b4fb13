import { useMemo } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Collapse from '@mui/material/Collapse'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined'
import { useI18n } from '@/i18n/I18nProvider'
import { countryName } from '@/lib/countryName'
import { COMPANY_SIZES, type CompanySize } from '@/features/order'
import { FIELD_PATH } from '../utils/registerPaths'
import { FormSection } from '@/features/order'
import type { RegisterForm } from './useRegisterForm'
import { VatNumberField } from './VatNumberField'

const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' } }

export function CompanySection({ form }: { form: RegisterForm }) {
  const { lang, t } = useI18n()
  const { values, setField, choose, touch, textProps: text, errorOf, vatStatus, companyShown } = form
  const countries = useMemo(
    () =>
      form.references.countryCodes
        .map((code) => ({ code, name: countryName(code, lang) }))
        .sort((a, b) => a.name.localeCompare(b.name, lang)),
    [form.references.countryCodes, lang]
  )

  const vatError =
    errorOf(FIELD_PATH.vatNumber) ?? (vatStatus === 'invalid' ? t('register.vatInvalid') : undefined)

  return (
    <FormSection
      icon={<BusinessOutlinedIcon />}
      title={t('register.companySection')}
      help={t('register.companyHelp')}
    >
      <VatNumberField
        countryCodes={form.references.euCountryCodes}
        countryCode={values.vatCountry}
        number={values.vatNumber}
        status={vatStatus}
        countryError={errorOf(FIELD_PATH.vatCountry)}
        numberError={vatError}
        onCountry={(code) => setField('vatCountry', code)}
        onNumber={(number) => setField('vatNumber', number)}
        onBlur={() => touch(FIELD_PATH.vatNumber)}
      />
      <Collapse in={companyShown} unmountOnExit>
        <Box sx={{ ...grid, mt: 3 }}>
          <TextField
            label={t('register.companyName')}
            required
            autoComplete="organization"
            sx={{ gridColumn: { sm: 'span 6' } }}
            {...text('companyName')}
          />
          <TextField
            label={t('register.addressLine1')}
            required
            autoComplete="address-line1"
            sx={{ gridColumn: { sm: 'span 6' } }}
            {...text('addressLine1')}
          />
          <TextField
            label={t('register.addressLine2')}
            autoComplete="address-line2"
            sx={{ gridColumn: { sm: 'span 6' } }}
            {...text('addressLine2')}
          />
          <TextField
            label={t('register.postalCode')}
            required
            autoComplete="postal-code"
            sx={{ gridColumn: { sm: 'span 2' } }}
            {...text('postalCode')}
          />
          <TextField
            label={t('register.city')}
            required
            autoComplete="address-level2"
            sx={{ gridColumn: { sm: 'span 4' } }}
            {...text('city')}
          />
          <TextField
            select
            label={t('register.country')}
            required
            value={countries.length ? values.addressCountry : ''}
            onChange={(event) => choose('addressCountry', event.target.value)}
            error={Boolean(errorOf(FIELD_PATH.addressCountry))}
            helperText={errorOf(FIELD_PATH.addressCountry)}
            sx={{ gridColumn: { sm: 'span 3' } }}
          >
            {countries.map((country) => (
              <MenuItem key={country.code} value={country.code}>
                {country.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('register.size')}
            required
            value={values.size}
            onChange={(event) => choose('size', event.target.value as CompanySize)}
            error={Boolean(errorOf(FIELD_PATH.size))}
            helperText={errorOf(FIELD_PATH.size)}
            sx={{ gridColumn: { sm: 'span 3' } }}
          >
            {COMPANY_SIZES.map((size) => (
              <MenuItem key={size} value={size}>
                {t(`register.size.${size}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </Collapse>
      {!companyShown && (
        <Alert severity="info" variant="outlined" sx={{ mt: 2.5, border: 0, p: 0, bgcolor: 'transparent' }}>
          {t('register.vatFirst')}
        </Alert>
      )}
    </FormSection>
  )
}
