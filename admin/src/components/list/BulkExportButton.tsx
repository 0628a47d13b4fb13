import { useListContext } from 'react-admin'
import { ExportButton } from '../ExportButton'

/** The selected rows as a spreadsheet: the list's export, its filter narrowed to their ids. */
export const BulkExportButton = () => {
  const { selectedIds } = useListContext()
  return <ExportButton ids={selectedIds} label="app.list.bulk.export" />
}
