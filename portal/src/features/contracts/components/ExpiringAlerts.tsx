import { useState } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApi } from '../../../lib/ApiContext'
import { remindLater } from '../api/remindLater'
import type { Contract } from '../types'
import { contractCode } from '../utils/contractTabs'
import { daysLeft } from '../utils/format'

type Props = { contracts: Contract[]; onChange: () => void }

/** One alert per expiring contract (country code, EU for the Mobility Package, days left) with "remind me later". */
export function ExpiringAlerts({ contracts, onChange }: Props) {
  const { lang, t } = useI18n()
  const api = useApi()
  const [busy, setBusy] = useState<number | null>(null)
  const expiring = contracts.filter((contract) => contract.isExpiring)
  if (expiring.length === 0) return null

  const later = async (contract: Contract) => {
    setBusy(contract.id)
    const answer = await remindLater(api, contract.id)
    setBusy(null)
    if (answer.ok) onChange()
  }

  return (
    <Stack spacing={1.5} sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
      {expiring.map((contract) => (
        <Alert
          key={contract.id}
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={busy === contract.id}
              onClick={() => void later(contract)}
            >
              {t('contracts.remindLater')}
            </Button>
          }
        >
          <AlertTitle>{t('contracts.expiringTitle', { code: contractCode(contract) })}</AlertTitle>
          {daysLeft(contract.remainingDays ?? 0, lang, t)}
        </Alert>
      ))}
    </Stack>
  )
}
