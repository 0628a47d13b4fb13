import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { FormEvent } from 'react'
import { useI18n } from '@/i18n/I18nProvider'
import { LANGUAGES, type Language } from '@/i18n/languages'
import { CIVILITIES, POSITIONS, type Civility, type Position, type User } from '@/types/api'
import { CompanyDetails } from './CompanyDetails'
import { PhoneFields } from '@/components/PhoneFields'
import { useProfileForm } from './useProfileForm'

const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }

export function ProfileForm({ user }: { user: User }) {
  const { t } = useI18n()
  const { values, errors, busy, positionShown, setField, submit } = useProfileForm(user)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit()
  }

  return (
    <Card component="form" onSubmit={onSubmit} noValidate>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ mb: 2.5 }}>
          {t('profile.personal')}
        </Typography>
        <FormControl error={Boolean(errors.civility)} sx={{ mb: 2 }}>
          <FormLabel id="civility-label">{t('profile.civility')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="civility-label"
            value={values.civility}
            onChange={(event) => setField('civility', event.target.value as Civility)}
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
          {errors.civility && <FormHelperText>{errors.civility}</FormHelperText>}
        </FormControl>
        <Box sx={twoColumns}>
          <TextField
            label={t('profile.firstName')}
            name="firstName"
            autoComplete="given-name"
            required
            value={values.firstName}
            onChange={(event) => setField('firstName', event.target.value)}
            error={Boolean(errors.firstName)}
            helperText={errors.firstName}
          />
          <TextField
            label={t('profile.middleName')}
            name="middleName"
            autoComplete="additional-name"
            value={values.middleName}
            onChange={(event) => setField('middleName', event.target.value)}
            error={Boolean(errors.middleName)}
            helperText={errors.middleName}
          />
          <TextField
            label={t('profile.lastName')}
            name="lastName"
            autoComplete="family-name"
            required
            value={values.lastName}
            onChange={(event) => setField('lastName', event.target.value)}
            error={Boolean(errors.lastName)}
            helperText={errors.lastName}
          />
          {positionShown && (
            <TextField
              select
              label={t('profile.position')}
              required
              value={values.position}
              onChange={(event) => setField('position', event.target.value as Position)}
              error={Boolean(errors.position)}
              helperText={errors.position}
            >
              {POSITIONS.map((position) => (
                <MenuItem key={position} value={position}>
                  {t(`position.${position}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Box>

        <Typography variant="h3" sx={{ mt: 4, mb: 2 }}>
          {t('profile.phone')}
        </Typography>
        <PhoneFields
          type={values.phoneType}
          country={values.phoneCountry}
          number={values.phoneNumber}
          error={errors.phoneNumber ?? errors.phoneType}
          onType={(type) => setField('phoneType', type)}
          onCountry={(country) => setField('phoneCountry', country)}
          onNumber={(number) => setField('phoneNumber', number)}
        />

        <Typography variant="h3" sx={{ mt: 4, mb: 2 }}>
          {t('profile.language')}
        </Typography>
        <TextField
          select
          label={t('profile.language')}
          name="language"
          value={values.language}
          onChange={(event) => setField('language', event.target.value as Language)}
          error={Boolean(errors.language)}
          helperText={errors.language ?? t('profile.languageHelper')}
          sx={{ minWidth: { sm: 280 } }}
        >
          {LANGUAGES.map((code) => (
            <MenuItem key={code} value={code} lang={code}>
              {t(`language.${code}`)}
            </MenuItem>
          ))}
        </TextField>

        {user.company && (
          <>
            <Divider sx={{ my: 4 }} />
            <CompanyDetails company={user.company} />
          </>
        )}
      </CardContent>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2 }}>
        <Button type="submit" variant="contained" loading={busy}>
          {t('common.save')}
        </Button>
      </Box>
    </Card>
  )
}
