import { useState } from 'react'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined'
import AddIcon from '@mui/icons-material/Add'
import { QueryView } from '@/components/QueryView'
import { useI18n } from '@/i18n/I18nProvider'
import type { Invoice } from '../types'
import { AddCreditNoteDialog } from './AddCreditNoteDialog'
import { AddInvoiceDialog } from './AddInvoiceDialog'
import { InvoicesTable } from './InvoicesTable'
import { invoiceTablesContainer } from './layout'
import { useContractInvoices } from '../api/listContractInvoices'

type Props = { companyId: number; contractId: number }

/**
 * Open by default: customers come to the dashboard for their invoices as much as for their contracts. When the
 * invoices answer says the reader is an admin, an invoice can be added to the contract and a credit note to each
 * invoice.
 */
export function InvoicesSection({ companyId, contractId }: Props) {
  const { t } = useI18n()
  const { loading, failed, invoices, isAdmin, retry } = useContractInvoices(companyId, contractId)
  const [addingInvoice, setAddingInvoice] = useState(false)
  const [creditedInvoice, setCreditedInvoice] = useState<Invoice | null>(null)
  const id = `contract-${contractId}-invoices`

  return (
    <Accordion
      variant="outlined"
      disableGutters
      defaultExpanded
      sx={{ borderRadius: 1, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={id}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <ReceiptLongOutlinedIcon color="primary" fontSize="small" />
          <Typography variant="h3" component="h3">
            {t('contracts.invoices')}
          </Typography>
          {!loading && !failed && <Chip size="small" label={invoices.length} />}
        </Box>
      </AccordionSummary>
      <AccordionDetails
        id={id}
        sx={{ pt: 0, px: { xs: 1.5, sm: 2 }, overflowX: 'auto', ...invoiceTablesContainer }}
      >
        <QueryView
          loading={loading}
          failed={failed}
          failedText={t('contracts.invoicesError')}
          onRetry={retry}
        >
          {invoices.length === 0 ? (
            <Typography color="text.secondary">{t('contracts.noInvoices')}</Typography>
          ) : (
            <InvoicesTable invoices={invoices} onAddCreditNote={isAdmin ? setCreditedInvoice : undefined} />
          )}
          {isAdmin && (
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => setAddingInvoice(true)}
              sx={{ mt: 1.5 }}
            >
              {t('adminInvoices.addInvoice')}
            </Button>
          )}
        </QueryView>
      </AccordionDetails>
      {isAdmin && addingInvoice && (
        <AddInvoiceDialog
          companyId={companyId}
          contractId={contractId}
          onClose={() => setAddingInvoice(false)}
        />
      )}
      {isAdmin && creditedInvoice && (
        <AddCreditNoteDialog
          companyId={companyId}
          invoice={creditedInvoice}
          onClose={() => setCreditedInvoice(null)}
        />
      )}
    </Accordion>
  )
}
