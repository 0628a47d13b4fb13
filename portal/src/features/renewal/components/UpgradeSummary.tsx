import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { useI18n } from '../../../i18n/I18nProvider'
import { formatMoney } from '../../../lib/money'
import { SummaryCard, SummaryLine } from '../../purchase/components/SummaryCard'
import type { Figures } from '../../purchase/components/useQuote'
import type { RepresentativeCountry } from '../../purchase/types'
import { representativeCountryLabel } from '../../purchase/utils/labels'
import type { UpgradeAccount, UpgradeQuote, UpgradeQuoteRow } from '../types'

type Props = { figures: Figures<UpgradeQuote>; account: UpgradeAccount; countries: RepresentativeCountry[] }

/** The server's figures of an upgrade: per changed row, the months left times the monthly difference. */
export function UpgradeSummary({ figures, account, countries }: Props) {
  const { lang, t } = useI18n()
  const { quote, loading, failed } = figures
  const money = (cents: number) => formatMoney(cents, lang, quote?.currency)
  const workers = (count: number | null) => (count === null ? '∞' : String(count))

  const detail = (row: UpgradeQuoteRow) => {
    if (row.contractId === null) return t('summary.workers', { count: workers(row.allowedNumberOfWorkers) })
    const current = account.contracts.find((contract) => contract.contractId === row.contractId)
    return t('upgrade.summaryWorkers', {
      from: workers(current?.allowedNumberOfWorkers ?? null),
      to: workers(row.allowedNumberOfWorkers),
    })
  }

  const changed = quote?.rows.filter((row) => !row.unchanged) ?? []
  return (
    <SummaryCard title={t('summary.title')} loading={loading}>
      {!quote ? (
        <Typography variant="body2" color={failed ? 'error' : 'text.secondary'} sx={{ mb: 2 }}>
          {failed ? t('summary.unavailable') : loading ? t('summary.loading') : t('upgrade.summaryEmpty')}
        </Typography>
      ) : (
        <Box sx={{ opacity: loading ? 0.55 : 1, transition: 'opacity 150ms' }}>
          {failed && (
            <Typography variant="body2" color="error" sx={{ mb: 1 }}>
              {t('summary.unavailable')}
            </Typography>
          )}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {changed.map((row) => (
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
                    {detail(row)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('upgrade.summaryMonths', {
                      months: row.months,
                      amount: money(row.monthlyAmountCents - row.currentMonthlyAmountCents),
                    })}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                  {money(row.totalAmountCents)}
                </Typography>
              </Box>
            ))}
          </Box>
          <Divider sx={{ my: 1.5 }} />
          <SummaryLine label={t('upgrade.summaryTotal')} value={money(quote.totalWithoutTaxCents)} />
          <SummaryLine label={t('summary.vat')} value={money(quote.vatCents)} />
          <Divider sx={{ my: 1.5 }} />
          <SummaryLine label={t('summary.totalWithVat')} value={money(quote.totalWithTaxCents)} strong />
        </Box>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {t('upgrade.summaryNote')}
      </Typography>
    </SummaryCard>
  )
}
