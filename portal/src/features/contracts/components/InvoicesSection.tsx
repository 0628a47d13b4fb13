import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined'
import { useI18n } from '../../../i18n/I18nProvider'
import { InvoicesTable } from './InvoicesTable'
import { invoiceTablesContainer } from './layout'
import { useInvoices } from './useInvoices'

type Props = { companyId: number; contractId: number }

/** Open by default: customers come to the dashboard for their invoices as much as for their contracts. */
export function InvoicesSection({ companyId, contractId }: Props) {
  const { t } = useI18n()
  const { loading, failed, invoices, retry } = useInvoices(companyId, contractId)
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
        {loading ? (
          <Box aria-busy="true" aria-label={t('app.loading')}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={36} />
            ))}
          </Box>
        ) : failed ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography color="text.secondary">{t('contracts.invoicesError')}</Typography>
            <Button size="small" onClick={retry}>
              {t('contracts.retry')}
            </Button>
          </Box>
        ) : invoices.length === 0 ? (
          <Typography color="text.secondary">{t('contracts.noInvoices')}</Typography>
        ) : (
          <InvoicesTable invoices={invoices} />
        )}
      </AccordionDetails>
    </Accordion>
  )
}
