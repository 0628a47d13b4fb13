import { DataTable, List, TopToolbar } from 'react-admin'
import { BillingFilters } from '@/components/billing/BillingFilters'
import { CustomerCell, IssueDateCell, MoneyCell, NumberCell } from '@/components/billing/DocumentCells'
import { PeriodExportButton } from '@/components/billing/PeriodExportButton'
import { PhoneBillingList } from '@/components/billing/PhoneBillingList'
import { BulkExportButton } from '@/components/list/BulkExportButton'
import { SavedQueriesButton, SavedQueriesSidebar } from '@/components/list/SavedQueriesSidebar'
import { usePhone } from '@/components/list/usePhone'
import { ExportButton } from '@/components/ExportButton'
import { IgnoredDatesNotice } from '@/components/IgnoredDatesNotice'
import { ResetFiltersButton } from '@/components/ResetFiltersButton'
import { nameColumn, scrollingTable } from '@/components/scrollingTable'
import { ContractCell, CreditedCell } from './InvoiceCells'
import { InvoiceCreditNotes } from './InvoiceCreditNotes'
import type { Invoice } from './types'
import { ListPagination } from '../../components/list/ListPagination'

const Actions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <ResetFiltersButton />
    <SavedQueriesButton />
    <ExportButton />
    <PeriodExportButton />
  </TopToolbar>
)

/** Every invoice, newest number first; a row opens its credit notes, its number downloads its PDF. */
export const InvoiceList = () => {
  const phone = usePhone()
  return (
    <List
      filters={<BillingFilters />}
      sort={{ field: 'number', order: 'DESC' }}
      aside={<SavedQueriesSidebar />}
      perPage={25}
      actions={<Actions />}
      pagination={<ListPagination />}
    >
      <IgnoredDatesNotice />
      {phone ? (
        <PhoneBillingList rowClick="show" />
      ) : (
        <DataTable<Invoice>
          rowClick="expand"
          expand={<InvoiceCreditNotes />}
          bulkActionButtons={<BulkExportButton />}
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
          <DataTable.Col source="contract" disableSort>
            <ContractCell />
          </DataTable.Col>
          <DataTable.Col source="creditedCents" disableSort>
            <CreditedCell />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  )
}
