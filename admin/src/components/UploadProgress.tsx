import { Box, LinearProgress, Typography } from '@mui/material'
import { useSyncExternalStore } from 'react'
import { useTranslate } from 'react-admin'
import { uploadProgress } from '../providers/multipart'

/** The progress of the file upload under way, across the top of the page; nothing when none runs. */
export const UploadProgress = () => {
  const translate = useTranslate()
  const progress = useSyncExternalStore(uploadProgress.subscribe, uploadProgress.get)
  if (progress === null) return null
  const percent = Math.round(progress * 100)
  return (
    <Box
      role="status"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    >
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={translate('app.upload.progress', { percent })}
      />
      <Typography variant="caption" sx={{ px: 1, bgcolor: 'background.paper' }}>
        {translate('app.upload.progress', { percent })}
      </Typography>
    </Box>
  )
}
