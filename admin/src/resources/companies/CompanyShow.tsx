import type { ReactNode } from 'react'
import { Box, Stack, Typography } from '@mui/material'
import {
  ArrayField,
  DataTable,
  EditButton,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { dateTimeParts, formatDate } from '@posted-workers/domain'
import { formatAmount } from '@/components/format'
import { scrollingTable } from '@/components/scrollingTable'
import {
  ContractAmountCell,
  ContractStatusChip,
  CountryCell,
  DateCell,
  IntroducerCell,
  LatestInvoiceCell,
  WorkersCell,
} from '../workerContracts/ContractCells'
import { ChangeIntroducerButton } from './ChangeIntroducerButton'
import { CheckVatButton } from './CheckVatButton'
import { CompanyDrivers } from './CompanyDrivers'
import { CompanyPostings } from './CompanyPostings'
import { VatStatusChip, WebLink, YesNo } from './CompanyCells'
import type { CompanyDetail } from './types'
import { useBackOfficeRole, useMayWrite } from '@/providers/backOfficeRole'

type Request = CompanyDetail['requests'][number]
type Invoice = CompanyDetail['invoices'][number]

/** An admin's actions; an accountant reads (useMayWrite). */
const Actions = () => {
  const mayWrite = useMayWrite()
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {mayWrite && <CheckVatButton />}
      {mayWrite && <ChangeIntroducerButton />}
      {mayWrite && <EditButton />}
    </TopToolbar>
  )
}

/** A labelled value of the details tab. */
const Item = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate()
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  )
}

/**
 * react-admin first shows the row the list already holds, then the detail from the server: the tabs wait for the
 * detail (address, users, contracts…), which a list row does not carry.
 */
const isDetail = (record: unknown): record is CompanyDetail =>
  typeof record === 'object' && record !== null && 'address' in record && 'users' in record

const Details = () => {
  const company = useRecordContext<CompanyDetail>()
  const translate = useTranslate()
  if (!isDetail(company)) return null
  const { address } = company
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}
    >
      <Item label="resources.companies.fields.vatNumber">
        <Stack direction="row" spacing={1} alignItems="center">
          <span>{company.vatNumber}</span>
          <VatStatusChip status={company.vatStatus} />
        </Stack>
      </Item>
      <Item label="resources.companies.fields.vatCheckedAt">
        {company.vatCheckedAt ? Object.values(dateTimeParts(company.vatCheckedAt) ?? {}).join(' ') : '—'}
        {company.vatConsultationNumber && ` · ${company.vatConsultationNumber}`}
      </Item>
      <Item label="resources.companies.fields.fullAddress">
        {[
          ...address.addressLines,
          [address.postalCode, address.city].filter(Boolean).join(' '),
          address.countryCode,
        ]
          .filter(Boolean)
          .join(', ')}
      </Item>
      <Item label="resources.companies.fields.web">{company.web ? <WebLink web={company.web} /> : '—'}</Item>
      <Item label="resources.companies.fields.siret">{company.siret ?? '—'}</Item>
      <Item label="resources.companies.fields.migratedToMobilityPacket">
        <YesNo value={company.migratedToMobilityPacket} />
      </Item>
      <Item label="resources.companies.fields.activePromoCode">{company.activePromoCode ?? '—'}</Item>
      <Item label="resources.companies.fields.createdAt">{dateTimeParts(company.createdAt)?.date}</Item>
      <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {translate('app.companies.customer_view_hint')}
      </Typography>
    </Box>
  )
}

const RequestAmount = () => {
  const request = useRecordContext<Request>()
  const [locale = 'fr'] = useLocaleState()
  return request ? <>{formatAmount(request.amountCents, request.currency, locale)}</> : null
}

const RequestLabel = ({ field }: { field: 'type' | 'status' | 'mop' | 'createdAt' }) => {
  const request = useRecordContext<Request>()
  const translate = useTranslate()
  if (!request) return null
  if (field === 'createdAt') return <>{Object.values(dateTimeParts(request.createdAt) ?? {}).join(' ')}</>
  const group = { type: 'request_type', status: 'request_status', mop: 'mop' }[field]
  return <>{translate(`app.${group}.${request[field]}`)}</>
}

const InvoiceCell = ({
  field,
}: {
  field: 'issueDate' | 'amountWithoutTaxCents' | 'amountWithTaxesCents'
}) => {
  const invoice = useRecordContext<Invoice>()
  const [locale = 'fr'] = useLocaleState()
  if (!invoice) return null
  return field === 'issueDate' ? (
    <>{formatDate(invoice.issueDate)}</>
  ) : (
    <>{formatAmount(invoice[field], invoice.currency, locale)}</>
  )
}

export const CompanyShow = () => {
  // The drivers' data (their export and erasure) is an admin's: an accountant's calls would be refused.
  const admin = useBackOfficeRole() === 'admin'
  return (
    <Show<CompanyDetail> actions={<Actions />}>
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
        <TabbedShowLayout.Tab label="app.companies.tabs.details">
          <TextField source="name" variant="h6" />
          <Details />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.companies.tabs.users">
          <ArrayField source="users">
            <DataTable bulkActionButtons={false} rowClick={false} sx={scrollingTable}>
              <DataTable.Col source="login" label="resources.profiles.fields.login" />
              <DataTable.Col source="name" label="app.companies.user_name" />
              <DataTable.Col source="email" label="resources.profiles.fields.email" />
              <DataTable.Col source="phone" label="resources.profiles.fields.phone.number" />
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.companies.tabs.contracts">
          <ArrayField source="contracts">
            <DataTable bulkActionButtons={false} rowClick={false} sx={scrollingTable}>
              <DataTable.Col label="resources.workerContracts.fields.countryCode">
                <CountryCell />
              </DataTable.Col>
              <DataTable.Col label="resources.workerContracts.fields.allowedNumberOfWorkers">
                <WorkersCell />
              </DataTable.Col>
              <DataTable.Col label="resources.workerContracts.fields.startDate">
                <DateCell source="startDate" />
              </DataTable.Col>
              <DataTable.Col label="resources.workerContracts.fields.endDate">
                <DateCell source="endDate" />
              </DataTable.Col>
              <DataTable.Col label="resources.workerContracts.fields.status">
                <ContractStatusChip />
              </DataTable.Col>
              <DataTable.Col label="resources.workerContracts.fields.promoCode">
                <IntroducerCell />
              </DataTable.Col>
              <DataTable.Col label="resources.workerContracts.fields.totalAmountCents">
                <ContractAmountCell />
              </DataTable.Col>
              <DataTable.Col label="resources.workerContracts.fields.latestInvoice">
                <LatestInvoiceCell />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.companies.tabs.postings" path="postings">
          <CompanyPostings />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.companies.tabs.requests">
          <ArrayField source="requests">
            <DataTable bulkActionButtons={false} rowClick={false} sx={scrollingTable}>
              <DataTable.Col label="resources.requests.fields.createdAt">
                <RequestLabel field="createdAt" />
              </DataTable.Col>
              <DataTable.Col label="resources.requests.fields.type">
                <RequestLabel field="type" />
              </DataTable.Col>
              <DataTable.Col label="resources.requests.fields.status">
                <RequestLabel field="status" />
              </DataTable.Col>
              <DataTable.Col label="resources.requests.fields.mop">
                <RequestLabel field="mop" />
              </DataTable.Col>
              <DataTable.Col source="promoCode" label="resources.requests.fields.promoCode" />
              <DataTable.Col label="resources.requests.fields.amountCents" align="right">
                <RequestAmount />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.companies.tabs.invoices">
          <ArrayField source="invoices">
            <DataTable bulkActionButtons={false} rowClick={false} sx={scrollingTable}>
              <DataTable.Col source="number" label="app.companies.invoice.number" />
              <DataTable.Col label="app.companies.invoice.date">
                <InvoiceCell field="issueDate" />
              </DataTable.Col>
              <DataTable.Col label="app.companies.invoice.without_tax" align="right">
                <InvoiceCell field="amountWithoutTaxCents" />
              </DataTable.Col>
              <DataTable.Col label="app.companies.invoice.with_taxes" align="right">
                <InvoiceCell field="amountWithTaxesCents" />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        {admin && (
          <TabbedShowLayout.Tab label="app.privacy.drivers.tab" path="driversData">
            <CompanyDrivers />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  )
}
