import { useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Divider from '@mui/material/Divider'
import Skeleton from '@mui/material/Skeleton'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined'
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded'
import { useI18n } from '@/i18n/I18nProvider'
import type { Contract } from '../types'
import { contractTabs, defaultTab, isExpiring, tabLabel } from '../utils/contractTabs'
import { findContractCountry } from '../utils/country'
import { ContractTab } from './ContractTab'
import { ExpiringAlerts } from './ExpiringAlerts'
import { useContracts } from '../api/useContracts'

type Props = {
  companyId: number
  isAdmin: boolean
  /** The slot for per-contract sections of other features (the workers list), after the invoices. */
  renderContractSections?: (contract: Contract, renewal: Contract | null) => ReactNode
  /** The renew button of an expiring contract's alert (another feature's modal); none without it. */
  onRenew?: (contract: Contract) => void
  /** Whether the user may dismiss the expiry alerts ("remind me later", an order's matter); true unless said. */
  mayDismissReminders?: boolean
}

/**
 * One tab per representative country: the contract covering its drivers today (with a scheduled renewal beside it),
 * else its most recent one. A tab's content (and its invoices call) is
 * mounted the first time the tab is shown, then kept, so going back and forth does not reload it.
 */
export function ContractsPanel({
  companyId,
  isAdmin,
  renderContractSections,
  onRenew,
  mayDismissReminders = true,
}: Props) {
  const { lang, t } = useI18n()
  const { loading, failed, contracts, countries, retry } = useContracts(companyId)
  const [chosen, setChosen] = useState<string | null>(null)
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set())

  const tabs = contractTabs(contracts, lang)
  const selected = tabs.some((tab) => tab.code === chosen) ? chosen : defaultTab(tabs)

  const select = (code: string) => {
    setChosen(code)
    // The tab being left stays mounted too, even when it was only open by default.
    setVisited((current) => new Set(current).add(code).add(selected ?? code))
  }

  return (
    <Card component="section" aria-labelledby="contracts-panel-title">
      <CardHeader
        avatar={<DescriptionOutlinedIcon color="primary" />}
        title={t(isAdmin ? 'contracts.titleOther' : 'contracts.title')}
        slotProps={{ title: { variant: 'h2', id: 'contracts-panel-title' } }}
      />
      <Divider />
      {loading ? (
        <PanelSkeleton />
      ) : failed ? (
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography color="text.secondary">{t('contracts.loadError')}</Typography>
          <Button size="small" onClick={retry}>
            {t('contracts.retry')}
          </Button>
        </CardContent>
      ) : tabs.length === 0 || selected === null ? (
        <CardContent>
          <Typography sx={{ fontWeight: 500 }}>{t('contracts.empty')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('contracts.emptyHint')}
          </Typography>
        </CardContent>
      ) : (
        <>
          <ExpiringAlerts
            companyId={companyId}
            contracts={contracts}
            onRenew={onRenew}
            mayDismiss={mayDismissReminders}
          />
          <Tabs
            value={selected}
            onChange={(_, code: string) => select(code)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={t('contracts.tabsLabel')}
            sx={{ px: { xs: 0, sm: 1 }, borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map(({ code, contract, renewal }) => {
              return (
                <Tab
                  key={code}
                  value={code}
                  label={tabLabel(contract, t)}
                  id={`contract-tab-${code}`}
                  aria-controls={`contract-panel-${code}`}
                  icon={
                    isExpiring(contract) && !renewal ? <WarningAmberRoundedIcon color="warning" /> : undefined
                  }
                  iconPosition="end"
                  sx={{
                    minHeight: 48,
                    fontWeight: 600,
                    ...(contract.state === 'expired' && { color: 'text.disabled' }),
                  }}
                />
              )
            })}
          </Tabs>
          {tabs.map(({ code, contract, renewal }) => {
            if (code !== selected && !visited.has(code)) return null
            return (
              <CardContent
                key={code}
                role="tabpanel"
                id={`contract-panel-${code}`}
                aria-labelledby={`contract-tab-${code}`}
                hidden={code !== selected}
              >
                <ContractTab
                  companyId={companyId}
                  contract={contract}
                  renewal={renewal}
                  country={findContractCountry(countries, contract)}
                  isAdmin={isAdmin}
                >
                  {renderContractSections?.(contract, renewal)}
                </ContractTab>
              </CardContent>
            )
          })}
        </>
      )}
    </Card>
  )
}

function PanelSkeleton() {
  const { t } = useI18n()
  return (
    <Box aria-busy="true" aria-label={t('app.loading')}>
      <Box sx={{ display: 'flex', gap: 3, px: 3, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        {[0, 1, 2].map((tab) => (
          <Skeleton key={tab} width={48} height={24} />
        ))}
      </Box>
      <CardContent>
        <Skeleton width="40%" height={32} />
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            mt: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          }}
        >
          {[0, 1, 2, 3, 4].map((cell) => (
            <Box key={cell}>
              <Skeleton width="60%" />
              <Skeleton width="80%" />
            </Box>
          ))}
        </Box>
        <Skeleton variant="rounded" height={120} sx={{ mt: 3 }} />
      </CardContent>
    </Box>
  )
}
