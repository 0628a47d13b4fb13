import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import LockOutlinedIcon from '@mui/icons-material/LockOutlined'
import { useI18n } from '@/i18n/I18nProvider'
import { QuoteSummary } from '@/features/order'
import type { RegisterForm } from './useRegisterForm'

/** The server's figures for the order, beside the form (below it on narrow screens), with the submit button. */
export function OrderSummary({ form, onShowMissing }: { form: RegisterForm; onShowMissing: () => void }) {
  const { t } = useI18n()
  const promo = form.promo.state

  return (
    <QuoteSummary
      figures={form.quote}
      countries={form.references.countries}
      promoCode={promo.status === 'valid' ? promo.code : null}
    >
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!form.submittable}
        loading={form.busy}
        startIcon={<LockOutlinedIcon />}
        sx={{ mt: 2.5 }}
      >
        {t('register.submit')}
      </Button>
      {!form.submittable && !form.busy && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
          {t('register.submitHint')}{' '}
          <Link component="button" type="button" onClick={onShowMissing} sx={{ verticalAlign: 'baseline' }}>
            {t('register.showMissing')}
          </Link>
        </Typography>
      )}
    </QuoteSummary>
  )
}
