import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import PersonOutlineIcon from '@mui/icons-material/PersonOutline'
import { PasswordField } from '@/components/PasswordField'
import { useI18n } from '@/i18n/I18nProvider'
import { CIVILITIES, POSITIONS, type Civility, type Position } from '@/types/api'
import { PhoneFields } from '@/components/PhoneFields'
import { FIELD_PATH } from '../utils/registerPaths'
import { FormSection } from '@/features/order'
import type { RegisterForm } from './useRegisterForm'

const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }

export function ContactSection({ form }: { form: RegisterForm }) {
  const { t } = useI18n()
  const { values, setField, choose, touch, textProps, errorOf } = form
  const civilityError = errorOf(FIELD_PATH.civility)
  const passwordError = errorOf(FIELD_PATH.password)

  return (
    <FormSection
      icon={<PersonOutlineIcon />}
      title={t('register.contactSection')}
      help={t('register.contactHelp')}
    >
      <FormControl error={Boolean(civilityError)} required sx={{ mb: 1.5 }}>
        <FormLabel id="register-civility">{t('profile.civility')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="register-civility"
          value={values.civility}
          onChange={(event) => choose('civility', event.target.value as Civility)}
        >
          {CIVILITIES.map((civility) => (
            <FormControlLabel
              key={civility}
              value={civility}
              control={<Radio />}
              label={t(`civility.${civility}`)}
            />
          ))}
        </RadioGroup>
        {civilityError && <FormHelperText>{civilityError}</FormHelperText>}
      </FormControl>
      <Box sx={twoColumns}>
        <TextField
          label={t('profile.firstName')}
          required
          autoComplete="given-name"
          {...textProps('firstName')}
        />
        <TextField
          label={t('profile.lastName')}
          required
          autoComplete="family-name"
          {...textProps('lastName')}
        />
        <TextField
          label={t('register.email')}
          required
          type="email"
          autoComplete="email"
          {...textProps('email')}
        />
        <TextField
          select
          label={t('profile.position')}
          required
          value={values.position}
          onChange={(event) => choose('position', event.target.value as Position)}
          error={Boolean(errorOf(FIELD_PATH.position))}
          helperText={errorOf(FIELD_PATH.position)}
        >
          {POSITIONS.map((position) => (
            <MenuItem key={position} value={position}>
              {t(`position.${position}`)}
            </MenuItem>
          ))}
        </TextField>
        <PasswordField
          label={t('register.password')}
          required
          autoComplete="new-password"
          {...textProps('password')}
          error={Boolean(passwordError)}
          helperText={passwordError ?? t('register.passwordHelper')}
        />
        <PasswordField
          label={t('register.confirmPassword')}
          required
          autoComplete="new-password"
          {...textProps('confirmPassword')}
        />
      </Box>
      <Typography variant="h3" sx={{ mt: 3.5, mb: 2 }}>
        {t('profile.phone')}
      </Typography>
      {/* The number input, not the selects beside it, decides when the phone was filled in. */}
      <Box
        onBlur={(event) => {
          if ((event.target as HTMLInputElement).name === 'phone') touch(FIELD_PATH.phoneNumber)
        }}
      >
        <PhoneFields
          type={values.phoneType}
          country={values.phoneCountry}
          number={values.phoneNumber}
          required
          error={errorOf(FIELD_PATH.phoneNumber) ?? errorOf(FIELD_PATH.phoneType)}
          onType={(type) => choose('phoneType', type)}
          onCountry={(country) => choose('phoneCountry', country)}
          onNumber={(number) => setField('phoneNumber', number)}
        />
      </Box>
    </FormSection>
  )
}
