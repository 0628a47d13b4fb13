import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined'
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined'
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined'
import { useI18n } from '@/i18n/I18nProvider'
import { useCompanyAttachments } from '../api/listAttachments'

type Props = { companyId: number; countryCode: string; contractId: number }

/**
 * The documents offered for the tab's country (guides, templates), each title a download link. Shown only when
 * there are some: nothing while loading, when there are none, or when the call failed.
 */
export function AttachmentsSection({ companyId, countryCode, contractId }: Props) {
  const { t } = useI18n()
  const attachments = useCompanyAttachments(companyId)?.filter((attachment) =>
    attachment.countryCodes.includes(countryCode)
  )
  if (!attachments?.length) return null
  const titleId = `contract-${contractId}-attachments`

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, pb: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <FolderOpenOutlinedIcon color="primary" fontSize="small" />
        <Typography variant="h3" component="h3" id={titleId}>
          {t('contracts.attachments')}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('contracts.attachmentsHint')}
      </Typography>
      <List dense disablePadding sx={{ mt: 1, mx: -1 }}>
        {attachments.map((attachment) => (
          <ListItem key={attachment.id} disablePadding>
            <ListItemButton
              component="a"
              href={attachment.attachmentUrl}
              download
              aria-label={t('contracts.downloadAttachment', { title: attachment.title })}
              sx={{ borderRadius: 1, px: 1, gap: 1.5, alignItems: 'flex-start' }}
            >
              <ListItemIcon sx={{ minWidth: 0, mt: '6px', color: 'primary.main' }}>
                <PictureAsPdfOutlinedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={attachment.title}
                slotProps={{ primary: { sx: { color: 'primary.main', fontWeight: 500 } } }}
              />
              <FileDownloadOutlinedIcon fontSize="small" color="primary" sx={{ mt: '6px', flexShrink: 0 }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  )
}
