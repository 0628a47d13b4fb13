import { useId, useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import LinkOffIcon from '@mui/icons-material/LinkOff'
import { QueryView } from '@/components/QueryView'
import { useNarrowDialog } from '@/components/useNarrowDialog'
import { useI18n } from '@/i18n/I18nProvider'
import { useRevokeRoadsideLink } from '../api/revokeRoadsideLink'
import { useCreateRoadsideLink, useRoadsideLink } from '../api/roadsideLink'
import { ConfirmDialog } from './ConfirmDialog'
import { RoadsideLinkPanel } from './RoadsideLinkPanel'
import { RoadsideNoLink } from './RoadsideNoLink'

type Props = {
  companyId: number
  workerId: number
  /** The driver, as the title names him. */
  name: string
  onClose: () => void
}

/**
 * A posting's roadside link: its QR code, address, last day and openings, sent by e-mail or revoked; without a live
 * link, a way to make one (again, after a revoke). Loaded with the QR library when first opened.
 */
export default function RoadsideLinkDialog({ companyId, workerId, name, onClose }: Props) {
  const { t } = useI18n()
  const fullScreen = useNarrowDialog()
  const titleId = useId()
  const { answer, loading, failed, reload } = useRoadsideLink(companyId, workerId)
  const creation = useCreateRoadsideLink(companyId, workerId)
  const revocation = useRevokeRoadsideLink(companyId, workerId)
  // The answer says only that there is no live link: that it was just revoked is this dialog's own knowledge.
  const [revoked, setRevoked] = useState(false)
  const [confirming, setConfirming] = useState(false)

  const create = async () => {
    if ((await creation.run()).ok) setRevoked(false)
  }
  const revoke = async () => {
    const { ok } = await revocation.run()
    if (ok) setRevoked(true)
    return ok
  }
  const link = answer?.link ?? null

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('roadside.linkTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('roadside.linkHint')}</DialogContentText>
        <QueryView
          loading={loading}
          failed={failed && !answer}
          failedText={t('roadside.loadError')}
          onRetry={reload}
        >
          {answer &&
            (link ? (
              <RoadsideLinkPanel
                companyId={companyId}
                workerId={workerId}
                link={link}
                openings={answer.openings}
              />
            ) : (
              <RoadsideNoLink revoked={revoked} pending={creation.pending} onCreate={create} />
            ))}
        </QueryView>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, justifyContent: link ? 'space-between' : 'flex-end' }}>
        {link && (
          <Button color="error" startIcon={<LinkOffIcon />} onClick={() => setConfirming(true)}>
            {t('roadside.revoke')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
      {confirming && (
        <ConfirmDialog
          title={t('roadside.revokeTitle')}
          message={t('roadside.revokeConfirm', { name })}
          confirmLabel={t('roadside.revoke')}
          onConfirm={revoke}
          pending={revocation.pending}
          onClose={() => setConfirming(false)}
        />
      )}
    </Dialog>
  )
}
