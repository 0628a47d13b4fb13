import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined'
import { useI18n } from '../../../i18n/I18nProvider'
import { formatMoney } from '../../../lib/money'
import type { Quote, RepresentativeCountry } from '../types'
import { representativeCountryLabel } from '../utils/labels'
import { SummaryCard, SummaryLine } from './SummaryCard'

type Props = {
  figures: { quote: Quote | null; loading: boolean; failed: boolean }
  countries: RepresentativeCountry[]
  /** The promo code the figures were computed with, shown as a chip. */
  promoCode: string | null
  /** After the note: the submit button of a page. */
  children?: ReactNode
}

/** The server's figures of a six-month order (registration, renewal): per country, monthly, total and VAT. */
export function QuoteSummary({ figures, countries, promoCode, children }: Props) {
  const { lang, t } = useI18n()
  const { quote, loading, failed } = figures
  const money = (cents: number) => formatMoney(cents, lang, quote?.currency)

  return (
    <SummaryCard title={t('summary.title')} loading={loading}>
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
          <SummaryLine label={t('summary.monthlyTotal')} value={money(quote.monthlyAmountCents)} />
          <SummaryLine label={t('summary.total')} value={money(quote.totalWithoutTaxCents)} />
          <SummaryLine label={t('summary.vat')} value={money(quote.vatCents)} />
          <Divider sx={{ my: 1.5 }} />
          <SummaryLine label={t('summary.totalWithVat')} value={money(quote.totalWithTaxCents)} strong />
        </Box>
      )}
      {promoCode && (
        <Chip
          icon={<LocalOfferOutlinedIcon />}
          label={t('summary.promo', { code: promoCode })}
          color="success"
          variant="outlined"
          size="small"
          sx={{ mt: 1.5 }}
        />
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {t('summary.note')}
      </Typography>
      {children}
    </SummaryCard>
  )
}
