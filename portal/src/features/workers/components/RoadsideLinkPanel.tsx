import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { formatDate } from '@posted-workers/domain'
import { CopyButton } from '@/components/CopyButton'
import { useI18n } from '@/i18n/I18nProvider'
import type { RoadsideLink, RoadsideLinkAnswer } from '../api/roadsideLink'
import { openingsText } from '../utils/roadside'
import { QrCode } from '@/components/QrCode'
import { RoadsideSendForm } from './RoadsideSendForm'

type Props = {
  companyId: number
  workerId: number
  link: RoadsideLink
  openings: RoadsideLinkAnswer['openings']
}

/** A live link: its QR code beside its address (to copy), its last day and its openings; below, sending it. */
export function RoadsideLinkPanel({ companyId, workerId, link, openings }: Props) {
  const { lang, t } = useI18n()
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'center', sm: 'flex-start' },
          gap: 2.5,
        }}
      >
        <QrCode value={link.url} label={t('roadside.qrLabel')} size={184} />
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            alignSelf: 'stretch',
            display: 'grid',
            gap: 1.5,
            alignContent: 'start',
          }}
        >
          <TextField
            label={t('roadside.link')}
            value={link.url}
            size="small"
            fullWidth
            slotProps={{
              htmlInput: {
                readOnly: true,
                onFocus: (event: { target: HTMLInputElement }) => event.target.select(),
              },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <CopyButton value={link.url} label={t('roadside.link')} />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Typography variant="body2">
            {t('roadside.validUntil', { date: formatDate(link.expiresOn) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {openingsText(openings, lang, t)}
          </Typography>
        </Box>
      </Box>
      <Divider sx={{ my: 2.5 }} />
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {t('roadside.sendTitle')}
      </Typography>
      <RoadsideSendForm companyId={companyId} workerId={workerId} />
    </>
  )
}
