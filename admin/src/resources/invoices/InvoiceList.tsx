import { DataTable, List, Pagination, ShowButton, TopToolbar } from 'react-admin'
import type { MouseEvent } from 'react'
import { Box } from '@mui/material'
import { BillingFilters } from '../../components/billing/BillingFilters'
import { CustomerCell, IssueDateCell, MoneyCell, NumberCell } from '../../components/billing/DocumentCells'
import { PeriodExportButton } from '../../components/billing/PeriodExportButton'
import { ExportButton } from '../../components/ExportButton'
import { IgnoredDatesNotice } from '../../components/IgnoredDatesNotice'
import { ResetFiltersButton } from '../../components/ResetFiltersButton'
import { nameColumn, scrollingTable } from '../../components/scrollingTable'
import { CreditNoteButton } from './CreditNoteButton'
import { CreditedCell, InvoiceCountryCell, PeriodCell } from './InvoiceCells'
import { InvoiceCreditNotes } from './InvoiceCreditNotes'
import type { Invoice } from './types'

const Actions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <ResetFiltersButton />
    <ExportButton />
    <PeriodExportButton />
  </TopToolbar>
)

const Options = () => (
  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
    <ShowButton onClick={(event: MouseEvent) => event.stopPropagation()} />
    <CreditNoteButton />
  </Box>
)

/** Every invoice, newest number first; a row opens its credit notes. */
export const InvoiceList = () => (
  <List
    filters={<BillingFilters />}
    sort={{ field: 'number', order: 'DESC' }}
    perPage={25}
    actions={<Actions />}
    pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
  >
    <IgnoredDatesNotice />
    <DataTable<Invoice>
      rowClick="expand"
      expand={<InvoiceCreditNotes />}
      bulkActionButtons={false}
      sx={scrollingTable}
    >
      <DataTable.Col source="number">
        <NumberCell />
      </DataTable.Col>
      <DataTable.Col source="issueDate">
        <IssueDateCell />
      </DataTable.Col>
      <DataTable.Col source="customerName" disableSort cellSx={nameColumn}>
        <CustomerCell />
      </DataTable.Col>
      <DataTable.Col source="amountWithoutTaxCents" align="right">
        <MoneyCell source="amountWithoutTaxCents" />
      </DataTable.Col>
      <DataTable.Col source="amountTaxesCents" align="right" disableSort>
        <MoneyCell source="amountTaxesCents" />
      </DataTable.Col>
      <DataTable.Col source="amountWithTaxesCents" align="right" disableSort>
        <MoneyCell source="amountWithTaxesCents" />
      </DataTable.Col>
      <DataTable.Col source="period" disableSort>
        <PeriodCell />
      </DataTable.Col>
      <DataTable.Col source="countryCode" disableSort>
        <InvoiceCountryCell />
      </DataTable.Col>
      <DataTable.Col source="creditedCents" disableSort>
        <CreditedCell />
      </DataTable.Col>
      <DataTable.Col label="" disableSort>
        <Options />
      </DataTable.Col>
    </DataTable>
  </List>
)
