import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { formatDateTime, type PendingInvitationAnswer } from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'
import { useRevokeInvitation } from '../api/companyUsers'

/** The invitations sent and neither accepted nor expired, each revocable (its link then stops working). */
export function PendingInvitations({
  companyId,
  invitations,
}: {
  companyId: number
  invitations: PendingInvitationAnswer[]
}) {
  const { t } = useI18n()
  const revoke = useRevokeInvitation(companyId)
  if (invitations.length === 0) return null

  const confirmRevoke = (invitation: PendingInvitationAnswer) => {
    if (window.confirm(t('team.revokeConfirm', { email: invitation.email }))) void revoke.run(invitation.id)
  }

  return (
    <section aria-labelledby="company-invitations-title">
      <Typography id="company-invitations-title" variant="h3" sx={{ fontSize: '1rem', px: 2, pt: 2, pb: 1 }}>
        {t('team.pending')}
      </Typography>
      <TableContainer>
        <Table size="small" sx={{ minWidth: 600 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('team.email')}</TableCell>
              <TableCell>{t('team.role')}</TableCell>
              <TableCell>{t('team.sentAt')}</TableCell>
              <TableCell>{t('team.expiresAt')}</TableCell>
              <TableCell>{t('team.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invitations.map((invitation) => (
              <TableRow key={invitation.id}>
                <TableCell>{invitation.email}</TableCell>
                <TableCell>{t(`team.role.${invitation.role}`)}</TableCell>
                <TableCell>{formatDateTime(invitation.sentAt)}</TableCell>
                <TableCell>{formatDateTime(invitation.expiresAt)}</TableCell>
                <TableCell>
                  <Button
                    color="error"
                    size="small"
                    loading={revoke.pending && revoke.variables === invitation.id}
                    onClick={() => confirmRevoke(invitation)}
                  >
                    {t('team.revoke')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  )
}
