import { useState, type DragEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined'
import { useI18n } from '@/i18n/I18nProvider'

type Props = { disabled: boolean; onFiles: (files: File[]) => void }

/** Files dropped on the box or picked with the browse button (several at once). */
export function DropZone({ disabled, onFiles }: Props) {
  const { t } = useI18n()
  const [over, setOver] = useState(false)

  const dragOver = (event: DragEvent) => {
    event.preventDefault()
    if (!disabled) setOver(true)
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    if (!disabled) onFiles([...event.dataTransfer.files])
  }

  return (
    <Box
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.default',
        borderRadius: 1,
        p: { xs: 2, sm: 3 },
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <CloudUploadOutlinedIcon color={over ? 'primary' : 'action'} sx={{ fontSize: 40 }} />
      <Typography sx={{ fontWeight: 500 }}>{t('upload.drop')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ my: 0.5 }}>
        {t('upload.or')}
      </Typography>
      <Button component="label" variant="outlined" disabled={disabled}>
        {t('upload.browse')}
        <input
          type="file"
          multiple
          hidden
          disabled={disabled}
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])])
            // The same file may be chosen again after being removed from the list.
            event.target.value = ''
          }}
        />
      </Button>
    </Box>
  )
}
