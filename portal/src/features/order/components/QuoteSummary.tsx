import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined'
import { useI18n } from '@/i18n/I18nProvider'
import { formatMoney } from '@posted-workers/domain'
import { vatLabel } from '../utils/vatLabel'
import type { Quote, RepresentativeCountry } from '../types'
import { representativeCountryLabel } from '../utils/labels'
import { SummaryCard, SummaryCountry, SummaryFigures, SummaryLine } from './SummaryCard'

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
  const money = (cents: number) => formatMoney(cents, quote?.currency ?? 'EUR', lang)

  return (
    <SummaryCard title={t('summary.title')} loading={loading}>
      <SummaryFigures
        ready={quote !== null}
        loading={loading}
        failed={failed}
        emptyText={t('summary.empty')}
        loadingText={t('summary.loading')}
        unavailableText={t('summary.unavailable')}
      >
        {quote && (
          <>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {quote.rows.map((row) => (
                <SummaryCountry
                  key={row.countryCode}
                  name={representativeCountryLabel(row.countryCode, countries, lang, t)}
                  details={[t('summary.workers', { count: row.allowedNumberOfWorkers ?? '∞' })]}
                  amount={t('summary.perMonth', { amount: money(row.monthlyAmountCents) })}
                />
              ))}
            </Box>
            <Divider sx={{ my: 1.5 }} />
            <SummaryLine label={t('summary.monthlyTotal')} value={money(quote.monthlyAmountCents)} />
            <SummaryLine label={t('summary.total')} value={money(quote.totalWithoutTaxCents)} />
            <SummaryLine label={vatLabel(quote, lang, t)} value={money(quote.vatCents)} />
            <Divider sx={{ my: 1.5 }} />
            <SummaryLine label={t('summary.totalWithVat')} value={money(quote.totalWithTaxCents)} strong />
          </>
        )}
      </SummaryFigures>
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
        {quote?.reverseCharge && ` ${t('summary.reverseChargeNote')}`}
      </Typography>
      {children}
    </SummaryCard>
  )
}
