import FactCheckIcon from '@mui/icons-material/FactCheck'
import { Button, CircularProgress } from '@mui/material'
import { useState } from 'react'
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin'
import type { AppDataProvider } from '@/providers/dataProvider'
import type { Company } from './types'

/** Checks the company's VAT number again (VIES when configured); the outcome becomes the company's VAT status. */
export const CheckVatButton = () => {
  const company = useRecordContext<Company>()
  const dataProvider = useDataProvider<AppDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  const [checking, setChecking] = useState(false)
  if (!company) return null

  const check = async () => {
    setChecking(true)
    try {
      const answer = await dataProvider.checkCompanyVat(company.id)
      notify(`app.companies.check_vat.${answer.status}`, {
        type: answer.status === 'valid' ? 'success' : answer.status === 'invalid' ? 'error' : 'warning',
      })
      refresh()
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    } finally {
      setChecking(false)
    }
  }

  return (
    <Button
      size="small"
      onClick={check}
      disabled={checking}
      startIcon={checking ? <CircularProgress size={16} /> : <FactCheckIcon />}
    >
      {translate('app.companies.check_vat.action')}
    </Button>
  )
}
