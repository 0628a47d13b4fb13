import type { MouseEvent } from 'react'
import { DataTable, Link, List, TopToolbar, useCreatePath, useRecordContext } from 'react-admin'
import { BillingFilters } from '@/components/billing/BillingFilters'
import { CustomerCell, IssueDateCell, MoneyCell, NumberCell } from '@/components/billing/DocumentCells'
import { PeriodExportButton } from '@/components/billing/PeriodExportButton'
import { PhoneBillingList } from '@/components/billing/PhoneBillingList'
import { usePhone } from '@/components/list/usePhone'
import { ExportButton } from '@/components/ExportButton'
import { IgnoredDatesNotice } from '@/components/IgnoredDatesNotice'
import { ResetFiltersButton } from '@/components/ResetFiltersButton'
import { nameColumn, scrollingTable } from '@/components/scrollingTable'
import type { CreditNote } from './types'
import { ListPagination } from '../../components/list/ListPagination'

const Actions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <ResetFiltersButton />
    <ExportButton />
    <PeriodExportButton />
  </TopToolbar>
)

/** The invoice the credit note corrects, opening that invoice. */
const InvoiceCell = () => {
  const note = useRecordContext<CreditNote>()
  const createPath = useCreatePath()
  if (!note) return null
  return (
    <Link
      to={createPath({ resource: 'invoices', type: 'show', id: note.invoice.id })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {note.invoice.number}
    </Link>
  )
}

/** Every credit note, newest number first, with its tax and total in its invoice's proportion. */
export const CreditNoteList = () => {
  const phone = usePhone()
  return (
    <List
      filters={<BillingFilters />}
      sort={{ field: 'number', order: 'DESC' }}
      perPage={25}
      actions={<Actions />}
      pagination={<ListPagination />}
    >
      <IgnoredDatesNotice />
      {phone ? (
        <PhoneBillingList rowClick={false} />
      ) : (
        <DataTable<CreditNote> rowClick={false} bulkActionButtons={false} sx={scrollingTable}>
          <DataTable.Col source="number">
            <NumberCell />
          </DataTable.Col>
          <DataTable.Col source="issueDate">
            <IssueDateCell />
          </DataTable.Col>
          <DataTable.Col source="invoice" disableSort>
            <InvoiceCell />
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
          <DataTable.Col source="reason" disableSort />
        </DataTable>
      )}
    </List>
  )
}
