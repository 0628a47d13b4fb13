import CircularProgress from '@mui/material/CircularProgress'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined'
import { useI18n } from '@/i18n/I18nProvider'
import { PROMO_CODE_PATH } from '../utils/orderPaths'
import { FormSection } from './FormSection'
import type { usePromoCode } from './usePromoCode'

/** The part of a form the section reads and writes (the register form, a renewal). */
export type PromoForm = {
  promo: ReturnType<typeof usePromoCode>
  errorOf: (path: string) => string | undefined
}

export function PromoCodeSection({ form }: { form: PromoForm }) {
  const { t } = useI18n()
  const { text, state, change, blur } = form.promo
  const serverError = form.errorOf(PROMO_CODE_PATH)
  const invalid = state.status === 'invalid'
  const helper =
    serverError ??
    (state.status === 'checking'
      ? t('register.promoChecking')
      : state.status === 'valid'
        ? t('register.promoValid', { name: state.introducer.name })
        : invalid
          ? t('register.promoInvalid')
          : t('register.promoHelper'))

  return (
    <FormSection icon={<LocalOfferOutlinedIcon />} title={t('register.promoSection')}>
      <TextField
        label={t('register.promoCode')}
        name="promoCode"
        autoComplete="off"
        value={text}
        onChange={(event) => change(event.target.value)}
        onBlur={blur}
        error={Boolean(serverError) || invalid}
        helperText={helper}
        sx={{ maxWidth: { sm: 360 } }}
        slotProps={{
          htmlInput: { style: { textTransform: 'uppercase' } },
          input: {
            endAdornment:
              state.status === 'checking' ? (
                <InputAdornment position="end">
                  <CircularProgress size={18} />
                </InputAdornment>
              ) : state.status === 'valid' ? (
                <InputAdornment position="end">
                  <CheckCircleIcon color="success" fontSize="small" />
                </InputAdornment>
              ) : undefined,
          },
          formHelperText: {
            sx: state.status === 'valid' && !serverError ? { color: 'success.dark' } : undefined,
          },
        }}
      />
    </FormSection>
  )
}
