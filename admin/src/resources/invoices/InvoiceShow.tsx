import type { ReactElement } from 'react'
import { Box, Card, CardContent, Typography } from '@mui/material'
import { Labeled, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin'
import { CustomerCell, IssueDateCell, MoneyCell, NumberCell } from '@/components/billing/DocumentCells'
import { InvoiceCountryCell, PeriodCell } from './InvoiceCells'
import { InvoiceCreditNotes } from './InvoiceCreditNotes'
import type { Invoice } from './types'

const Title = () => {
  const invoice = useRecordContext<Invoice>()
  const translate = useTranslate()
  return <>{invoice ? `${translate('resources.invoices.name', { smart_count: 1 })} ${invoice.number}` : ''}</>
}

const field = (source: string, children: ReactElement) => (
  <Labeled source={source} resource="invoices">
    {children}
  </Labeled>
)

/** An invoice as issued, its credit notes, and the credit-note action. */
export const InvoiceShow = () => (
  <Show title={<Title />} actions={<TopToolbar />}>
    <Card variant="outlined" sx={{ border: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          <NumberCell />
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
            gap: 2,
          }}
        >
          {field('issueDate', <IssueDateCell />)}
          {field('customerName', <CustomerCell />)}
          {field('period', <PeriodCell />)}
          {field('countryCode', <InvoiceCountryCell />)}
          {field('amountWithoutTaxCents', <MoneyCell source="amountWithoutTaxCents" />)}
          {field('amountTaxesCents', <MoneyCell source="amountTaxesCents" />)}
          {field('amountWithTaxesCents', <MoneyCell source="amountWithTaxesCents" />)}
        </Box>
        <Box sx={{ mt: 3 }}>
          <InvoiceCreditNotes withAction />
        </Box>
      </CardContent>
    </Card>
  </Show>
)
