import ArchiveIcon from '@mui/icons-material/FolderZip'
import TableIcon from '@mui/icons-material/TableChart'
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material'
import { EU_COUNTRY_CODES, todayIso } from '@posted-workers/domain'
import { useState, type ReactElement } from 'react'
import { useLocaleState, useTranslate } from 'react-admin'
import { useStreamedDownloads } from '@/components/useStreamedDownloads'
import { useCountryName } from '@/components/useCountryName'
import { declarationsExportUrl, type DeclarationsExportQuery } from './declarationsExport'

const titleId = 'declarations-export-title'
type File = 'xlsx' | 'csv' | 'zip'

/**
 * The IMI export across companies, for the staff who file declarations on a customer's behalf: a host country (or
 * all), a period, a company (or all), as the portal's .xlsx or CSV, or the ZIP of the IMI PDFs.
 */
export const DeclarationsExportDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate()
  const countryName = useCountryName()
  const [locale = 'fr'] = useLocaleState()
  const [query, setQuery] = useState<DeclarationsExportQuery>(() => ({
    country: '',
    from: todayIso(),
    to: '',
    companyId: '',
  }))
  const files = useStreamedDownloads<File>()
  const change = (patch: Partial<DeclarationsExportQuery>) => setQuery((old) => ({ ...old, ...patch }))
  const fileButton = (file: File, label: string, icon?: ReactElement) =>
    files.button(
      file,
      label,
      () => void files.download(file, declarationsExportUrl(locale, query, file), `imi-declarations.${file}`),
      { icon, main: file === 'xlsx', disabled: !query.from }
    )

  return (
    <Dialog open onClose={() => !files.busy && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.compliance.imi.title')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {translate('app.compliance.imi.intro')}
        </DialogContentText>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField
            select
            label={translate('app.compliance.imi.country')}
            value={query.country}
            onChange={(event) => change({ country: event.target.value })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{translate('app.compliance.imi.all_countries')}</MenuItem>
            {EU_COUNTRY_CODES.map((code) => (
              <MenuItem key={code} value={code}>
                {countryName(code)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('app.compliance.imi.company_id')}
            value={query.companyId}
            onChange={(event) => change({ companyId: event.target.value.replace(/\D/g, '') })}
            helperText={translate('app.compliance.imi.company_hint')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            type="date"
            label={translate('app.compliance.imi.from')}
            value={query.from}
            onChange={(event) => change({ from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={translate('app.compliance.imi.to')}
            value={query.to}
            onChange={(event) => change({ to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={files.busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {fileButton('zip', 'app.compliance.imi.pdfs', <ArchiveIcon />)}
        {fileButton('csv', 'app.compliance.imi.csv')}
        {fileButton('xlsx', 'app.compliance.imi.xlsx', <TableIcon />)}
      </DialogActions>
    </Dialog>
  )
}
