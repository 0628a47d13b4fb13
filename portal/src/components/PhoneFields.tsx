import { useMemo } from 'react'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useI18n } from '../i18n/I18nProvider'
import { checkPhone, phoneCountryOptions, type CountryCode } from '../lib/phone'
import { PHONE_TYPES, type PhoneType } from '../types/api'

type Props = {
  type: PhoneType
  /** Empty until chosen: a number typed with its international prefix needs none. */
  country: CountryCode | ''
  number: string
  /** The number must be given (registration): its label carries the asterisk. */
  required?: boolean
  error?: string
  onType: (type: PhoneType) => void
  onCountry: (country: CountryCode) => void
  onNumber: (number: string) => void
}

export function PhoneFields({
  type,
  country,
  number,
  required = false,
  error,
  onType,
  onCountry,
  onNumber,
}: Props) {
  const { lang, t } = useI18n()
  const countries = useMemo(() => phoneCountryOptions(lang), [lang])

  // A valid national number becomes international as soon as the user leaves the field.
  const normalize = () => {
    const check = checkPhone(number, country)
    if (check.status === 'valid' && check.e164 !== number) onNumber(check.e164)
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '160px 150px 1fr' } }}>
      <TextField
        select
        label={t('profile.phoneType')}
        value={type}
        onChange={(event) => onType(event.target.value as PhoneType)}
      >
        {PHONE_TYPES.map((phoneType) => (
          <MenuItem key={phoneType} value={phoneType}>
            {t(`phoneType.${phoneType}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('profile.phoneCountry')}
        value={country}
        onChange={(event) => onCountry(event.target.value as CountryCode)}
        slotProps={{
          select: {
            displayEmpty: false,
            renderValue: (code) =>
              code ? `${code as string} +${countries.find((c) => c.code === code)?.callingCode ?? ''}` : '',
          },
        }}
      >
        {countries.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.name} (+{option.callingCode})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('profile.phoneNumber')}
        required={required}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={number}
        onChange={(event) => onNumber(event.target.value)}
        onBlur={normalize}
        error={Boolean(error)}
        helperText={error}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      />
    </Box>
  )
}
