import { useEffect } from 'react'
import Button from '@mui/material/Button'
import GlobalStyles from '@mui/material/GlobalStyles'
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined'
import { useSearchParams } from 'react-router-dom'
import { useI18n } from '@/i18n/I18nProvider'
import { ConditionsContent } from '@/features/order'
import { PurchasePanel } from './PurchasePanel'

/** Printing shows the terms alone, without the page around them. */
const printStyles = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '.purchase-printable, .purchase-printable *': { visibility: 'visible' },
    '.purchase-printable': {
      position: 'absolute',
      inset: 0,
      boxShadow: 'none !important',
      border: '0 !important',
    },
    '.purchase-no-print': { display: 'none !important' },
  },
}

export function ConditionsPage() {
  const { t } = useI18n()
  const [searchParams] = useSearchParams()
  const print = searchParams.get('print') === 'true'

  useEffect(() => {
    if (!print) return
    // Once the text has been laid out; a timer so that the dialog does not block the first paint.
    const timer = window.setTimeout(() => window.print(), 300)
    return () => window.clearTimeout(timer)
  }, [print])

  return (
    <PurchasePanel
      title={t('conditions.title')}
      subtitle={t('conditions.subtitle')}
      maxWidth={900}
      action={
        <Button
          className="purchase-no-print"
          variant="outlined"
          startIcon={<PrintOutlinedIcon />}
          onClick={() => window.print()}
        >
          {t('common.print')}
        </Button>
      }
    >
      <GlobalStyles styles={printStyles} />
      <ConditionsContent />
    </PurchasePanel>
  )
}
