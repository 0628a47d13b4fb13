import {
  CreateButton,
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  TopToolbar,
  useRecordContext,
} from 'react-admin'
import { RepresentativeCountryInput } from '@/components/RepresentativeCountriesInput'
import { ListFilters } from '@/components/list/ListFilters'
import { usePhone } from '@/components/list/usePhone'
import { nameColumn, tableWithActions } from '@/components/scrollingTable'
import { useCountryName } from '@/components/useCountryName'
import { YesNo } from '../companies/CompanyCells'
import { CountryNames, FileLink } from './AttachmentCells'
import { DeleteAttachmentButton } from './DeleteAttachmentButton'
import type { Attachment } from './types'
import { ListPagination } from '../../components/list/ListPagination'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <RepresentativeCountryInput key="countryCode" source="countryCode" alwaysOn sx={{ minWidth: 200 }} />,
  <NullableBooleanInput key="isActive" source="isActive" alwaysOn sx={{ minWidth: 140 }} />,
]

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
)

const HasCode = () => <YesNo value={useRecordContext<Attachment>()?.hasCode ?? false} />
const Active = () => <YesNo value={useRecordContext<Attachment>()?.isActive ?? false} />

/** The documents offered to customers, by title in the admin's language (the server sorts). */
export const AttachmentList = () => {
  const phone = usePhone()
  const countryName = useCountryName()
  return (
    <List
      filters={<ListFilters filters={filters} />}
      sort={{ field: 'title', order: 'ASC' }}
      perPage={25}
      actions={<Actions />}
      pagination={<ListPagination />}
    >
      {phone ? (
        <SimpleList<Attachment>
          rowClick="edit"
          primaryText={(row) => row.title}
          secondaryText={(row) => row.countryCodes.map(countryName).join(', ')}
          tertiaryText={() => <Active />}
        />
      ) : (
        <DataTable<Attachment> rowClick="edit" bulkActionButtons={false} sx={tableWithActions}>
          <DataTable.Col source="title" cellSx={nameColumn} />
          <DataTable.Col source="countryCodes" disableSort>
            <CountryNames />
          </DataTable.Col>
          <DataTable.Col source="hasCode">
            <HasCode />
          </DataTable.Col>
          <DataTable.Col source="isActive">
            <Active />
          </DataTable.Col>
          <DataTable.Col source="file" disableSort>
            <FileLink />
          </DataTable.Col>
          <DataTable.Col label="" disableSort>
            <DeleteAttachmentButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  )
}
