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
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material'
import { todayIso } from '@posted-workers/domain'
import { useState, type ReactElement } from 'react'
import { useLocaleState, useTranslate } from 'react-admin'
import { useStreamedDownloads } from '@/components/useStreamedDownloads'
import { periodDownloadUrl } from '@/providers/dataProvider'
import { formatDate } from '@posted-workers/domain'
import { defaultPeriodForm, monthName, periodDays, periodOf, periodYears, type PeriodForm } from './period'

const titleId = 'period-export-title'
type File = 'exportPeriod' | 'pdfArchive'

/** Chooses a month or a quarter, then downloads its workbook or the ZIP of its PDFs, showing what has come. */
export const PeriodExportDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate()
  const [locale = 'fr'] = useLocaleState()
  const today = todayIso()
  const [form, setForm] = useState<PeriodForm>(() => defaultPeriodForm(today))
  const files = useStreamedDownloads<File>()
  const days = periodDays(form)
  const change = (patch: Partial<PeriodForm>) => setForm((old) => ({ ...old, ...patch }))
  const fileButton = (file: File, label: string, icon: ReactElement) => {
    const period = periodOf(form)
    return files.button(
      file,
      label,
      () =>
        void files.download(
          file,
          periodDownloadUrl(locale, file, period),
          `invoices-${period}.${file === 'exportPeriod' ? 'xlsx' : 'zip'}`
        ),
      { icon, main: file === 'exportPeriod' }
    )
  }

  return (
    <Dialog open onClose={() => !files.busy && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.billing.period.title')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {translate('app.billing.period.intro')}
        </DialogContentText>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          color="primary"
          value={form.kind}
          onChange={(_, kind) => kind && change({ kind })}
          aria-label={translate('app.billing.period.kind')}
          sx={{ mb: 2 }}
        >
          <ToggleButton value="month">{translate('app.billing.period.month')}</ToggleButton>
          <ToggleButton value="quarter">{translate('app.billing.period.quarter')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          {form.kind === 'month' ? (
            <TextField
              select
              label={translate('app.billing.period.month')}
              value={form.month}
              onChange={(event) => change({ month: Number(event.target.value) })}
            >
              {Array.from({ length: 12 }, (_, index) => (
                <MenuItem key={index + 1} value={index + 1}>
                  {monthName(index + 1, locale)}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              select
              label={translate('app.billing.period.quarter')}
              value={form.quarter}
              onChange={(event) => change({ quarter: Number(event.target.value) })}
            >
              {[1, 2, 3, 4].map((quarter) => (
                <MenuItem key={quarter} value={quarter}>
                  {translate('app.billing.period.quarter_label', { quarter })}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            label={translate('app.billing.period.year')}
            value={form.year}
            onChange={(event) => change({ year: Number(event.target.value) })}
          >
            {periodYears(today).map((year) => (
              <MenuItem key={year} value={year}>
                {year}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('app.billing.period.covers', { from: formatDate(days.from), to: formatDate(days.to) })}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={files.busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {fileButton('pdfArchive', 'app.billing.period.archive', <ArchiveIcon />)}
        {fileButton('exportPeriod', 'app.billing.period.workbook', <TableIcon />)}
      </DialogActions>
    </Dialog>
  )
}
