import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { useI18n } from '@/i18n/I18nProvider'
import { formatMoney } from '@posted-workers/domain'
import { SummaryCard, SummaryCountry, SummaryFigures, SummaryLine } from '@/features/order'
import type { Figures } from '@/features/order'
import type { RepresentativeCountry } from '@/features/order'
import { representativeCountryLabel } from '@/features/order'
import { vatLabel } from '@/features/order'
import type { UpgradeAccount, UpgradeQuote, UpgradeQuoteRow } from '../types'

type Props = { figures: Figures<UpgradeQuote>; account: UpgradeAccount; countries: RepresentativeCountry[] }

/** The server's figures of an upgrade: per changed row, the months left times the monthly difference. */
export function UpgradeSummary({ figures, account, countries }: Props) {
  const { lang, t } = useI18n()
  const { quote, loading, failed } = figures
  const money = (cents: number) => formatMoney(cents, quote?.currency ?? 'EUR', lang)
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
      <SummaryFigures
        ready={quote !== null}
        loading={loading}
        failed={failed}
        emptyText={t('upgrade.summaryEmpty')}
        loadingText={t('summary.loading')}
        unavailableText={t('summary.unavailable')}
      >
        {quote && (
          <>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {changed.map((row) => (
                <SummaryCountry
                  key={row.countryCode}
                  name={representativeCountryLabel(row.countryCode, countries, lang, t)}
                  details={[
                    detail(row),
                    t('upgrade.summaryMonths', {
                      months: row.months,
                      amount: money(row.monthlyAmountCents - row.currentMonthlyAmountCents),
                    }),
                  ]}
                  amount={money(row.totalAmountCents)}
                />
              ))}
            </Box>
            <Divider sx={{ my: 1.5 }} />
            <SummaryLine label={t('upgrade.summaryTotal')} value={money(quote.totalWithoutTaxCents)} />
            <SummaryLine label={vatLabel(quote, lang, t)} value={money(quote.vatCents)} />
            <Divider sx={{ my: 1.5 }} />
            <SummaryLine label={t('summary.totalWithVat')} value={money(quote.totalWithTaxCents)} strong />
          </>
        )}
      </SummaryFigures>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {t('upgrade.summaryNote')}
        {quote?.reverseCharge && ` ${t('summary.reverseChargeNote')}`}
      </Typography>
    </SummaryCard>
  )
}
