import { useState } from 'react'
import { Box, Button, Divider, Stack, Typography } from '@mui/material'
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined'
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined'
import { formatDate } from '@posted-workers/domain'
import {
  DataTable,
  RecordContextProvider,
  ReferenceManyField,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { usePhone } from '@/components/list/usePhone'
import { useStreamedDownloads } from '@/components/useStreamedDownloads'
import { nameColumn, tableWithActions } from '@/components/scrollingTable'
import { EraseDriverDataDialog } from './EraseDriverDataDialog'
import type { CompanyDriver } from './types'
import { ListPagination } from '../../components/list/ListPagination'

const Name = () => {
  const driver = useRecordContext<CompanyDriver>()
  return driver ? (
    <>
      {driver.firstName} {driver.lastName}
    </>
  ) : null
}

const Birth = () => {
  const driver = useRecordContext<CompanyDriver>()
  return driver ? (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatDate(driver.dateOfBirth)}
    </Box>
  ) : null
}

/** Where his postings stand: while one runs or is scheduled, his erasure is refused. */
const Postings = () => {
  const driver = useRecordContext<CompanyDriver>()
  const translate = useTranslate()
  if (!driver) return null
  return (
    <>
      {translate(`app.privacy.drivers.${driver.postingState}`, {
        date: driver.lastPostingEnd ? formatDate(driver.lastPostingEnd) : '',
      })}
    </>
  )
}

/** His rights over his data: his export (a ZIP streamed to the browser) and his erasure (confirmed first). */
const DataActions = () => {
  const driver = useRecordContext<CompanyDriver>()
  const translate = useTranslate()
  const { download, button } = useStreamedDownloads<'export'>()
  const [erasing, setErasing] = useState(false)
  if (!driver) return null
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {button(
        'export',
        'app.privacy.drivers.export',
        () => download('export', driver.exportUrl, `driver-${driver.id}.zip`),
        { icon: <FolderZipOutlinedIcon /> }
      )}
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteForeverOutlinedIcon />}
        onClick={() => setErasing(true)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.privacy.drivers.erase')}
      </Button>
      {erasing && <EraseDriverDataDialog driver={driver} onClose={() => setErasing(false)} />}
    </Stack>
  )
}

/** On a phone, one block per driver: his name, birth and nationality, his postings and documents, his actions. */
const PhoneDrivers = () => {
  const { data, isPending } = useListContext<CompanyDriver>()
  const translate = useTranslate()
  if (isPending) return null
  if (!data?.length) return <EmptyDrivers />
  return (
    <Stack divider={<Divider flexItem />} spacing={1.5} sx={{ py: 1 }}>
      {data.map((driver) => (
        <RecordContextProvider key={driver.id} value={driver}>
          <Stack spacing={0.75}>
            <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
              <Name />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <Birth /> · {driver.countryCodeOfNationality} · <Postings /> ·{' '}
              {translate('app.privacy.drivers.documents')} {driver.documents}
            </Typography>
            <DataActions />
          </Stack>
        </RecordContextProvider>
      ))}
    </Stack>
  )
}

/**
 * The company's drivers (its roster, the erased left out), each with what is kept of him and the calls of his
 * rights: an admin exports or erases his data as his company would, for a request made to us. Admins only.
 */
export const CompanyDrivers = () => {
  const phone = usePhone()
  return (
    <ReferenceManyField<CompanyDriver>
      reference="drivers"
      target="companyId"
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      pagination={<ListPagination />}
    >
      {phone ? (
        <PhoneDrivers />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false} sx={tableWithActions} empty={<EmptyDrivers />}>
          <DataTable.Col label="app.privacy.drivers.name" sx={nameColumn}>
            <Name />
          </DataTable.Col>
          <DataTable.Col label="app.privacy.drivers.birth">
            <Birth />
          </DataTable.Col>
          <DataTable.Col
            source="countryCodeOfNationality"
            label="app.privacy.drivers.nationality"
            disableSort
          />
          <DataTable.Col source="documents" label="app.privacy.drivers.documents" align="right" disableSort />
          <DataTable.Col label="app.privacy.drivers.postings">
            <Postings />
          </DataTable.Col>
          <DataTable.Col label="app.privacy.drivers.actions">
            <DataActions />
          </DataTable.Col>
        </DataTable>
      )}
    </ReferenceManyField>
  )
}

const EmptyDrivers = () => {
  const translate = useTranslate()
  return <Box sx={{ py: 2, color: 'text.secondary' }}>{translate('app.privacy.drivers.empty')}</Box>
}
