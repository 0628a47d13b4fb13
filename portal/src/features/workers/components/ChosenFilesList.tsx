import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import CloseIcon from '@mui/icons-material/Close'
import { useI18n } from '@/i18n/I18nProvider'
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '../types'
import type { ChosenFile } from '../utils/chosenFiles'
import { formatFileSize } from '../utils/fileSize'

type Props = {
  files: readonly ChosenFile[]
  disabled: boolean
  onCategory: (index: number, category: DocumentCategory) => void
  onRemove: (index: number) => void
}

export function ChosenFilesTable({ files, disabled, onCategory, onRemove }: Props) {
  const { lang, t } = useI18n()
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('documents.fileName')}</TableCell>
            <TableCell align="right">{t('upload.size')}</TableCell>
            <TableCell sx={{ width: 240 }}>{t('documents.category')}</TableCell>
            <TableCell sx={{ width: 48 }} aria-label={t('workers.options')} />
          </TableRow>
        </TableHead>
        <TableBody>
          {files.map(({ file, category }, index) => (
            <TableRow key={`${file.name}|${file.size}`}>
              <TableCell sx={{ wordBreak: 'break-word', fontWeight: 500 }}>{file.name}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(file.size, lang)}
              </TableCell>
              <TableCell sx={{ py: 0.75 }}>
                <TextField
                  select
                  size="small"
                  value={category}
                  disabled={disabled}
                  error={category === ''}
                  label={t('documents.category')}
                  onChange={(event) => onCategory(index, event.target.value as DocumentCategory)}
                  slotProps={{ htmlInput: { 'aria-label': t('upload.chooseCategory', { name: file.name }) } }}
                >
                  {DOCUMENT_CATEGORIES.map((option) => (
                    <MenuItem key={option} value={option}>
                      {t(`category.${option}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell sx={{ py: 0 }}>
                <IconButton
                  size="small"
                  disabled={disabled}
                  onClick={() => onRemove(index)}
                  aria-label={t('upload.removeFile', { name: file.name })}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}
