import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined'
import LockOutlinedIcon from '@mui/icons-material/LockOutlined'
import { useI18n } from '../../../i18n/I18nProvider'
import { representativeCountryLabel } from '../utils/labels'
import { formatMoney } from '../../../lib/money'
import type { RegisterForm } from './useRegisterForm'

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant={strong ? 'body1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        variant={strong ? 'body1' : 'body2'}
        sx={{
          fontWeight: strong ? 700 : 500,
          whiteSpace: 'nowrap',
          fontSize: strong ? '1.15rem' : undefined,
        }}
      >
        {value}
      </Typography>
    </Box>
  )
}

/** The server's figures for the order, beside the form (below it on narrow screens), with the submit button. */
export function OrderSummary({ form, onShowMissing }: { form: RegisterForm; onShowMissing: () => void }) {
  const { lang, t } = useI18n()
  const { quote, loading, failed } = form.quote
  const { countries } = form.references
  const promo = form.promo.state
  const money = (cents: number) => formatMoney(cents, lang, quote?.currency)

  return (
    <Card sx={{ position: 'relative', boxShadow: 2 }} aria-busy={loading}>
      {loading && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 3 }} />}
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t('summary.title')}
        </Typography>
        {!quote ? (
          <Typography variant="body2" color={failed ? 'error' : 'text.secondary'} sx={{ mb: 2 }}>
            {failed ? t('summary.unavailable') : loading ? t('summary.loading') : t('summary.empty')}
          </Typography>
        ) : (
          <Box sx={{ opacity: loading ? 0.55 : 1, transition: 'opacity 150ms' }}>
            {failed && (
              <Typography variant="body2" color="error" sx={{ mb: 1 }}>
                {t('summary.unavailable')}
              </Typography>
            )}
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {quote.rows.map((row) => (
                <Box
                  component="li"
                  key={row.countryCode}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {representativeCountryLabel(row.countryCode, countries, lang, t)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('summary.workers', { count: row.allowedNumberOfWorkers ?? '∞' })}
                    </Typography>
                  </Box>
                  <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                    {t('summary.perMonth', { amount: money(row.monthlyAmountCents) })}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Divider sx={{ my: 1.5 }} />
            <Line label={t('summary.monthlyTotal')} value={money(quote.monthlyAmountCents)} />
            <Line label={t('summary.total')} value={money(quote.totalWithoutTaxCents)} />
            <Line label={t('summary.vat')} value={money(quote.vatCents)} />
            <Divider sx={{ my: 1.5 }} />
            <Line label={t('summary.totalWithVat')} value={money(quote.totalWithTaxCents)} strong />
          </Box>
        )}
        {promo.status === 'valid' && (
          <Chip
            icon={<LocalOfferOutlinedIcon />}
            label={t('summary.promo', { code: promo.code })}
            color="success"
            variant="outlined"
            size="small"
            sx={{ mt: 1.5 }}
          />
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          {t('summary.note')}
        </Typography>
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
      </CardContent>
    </Card>
  )
}
