import { useState } from 'react'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardHeader from '@mui/material/CardHeader'
import Divider from '@mui/material/Divider'
import MenuItem from '@mui/material/MenuItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline'
import {
  COMPANY_ROLES,
  formatDateTime,
  type CompanyRole,
  type CompanyUserAnswer,
} from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { useChangeUserRole, useCompanyUsers, useRemoveUser, useResetSecondFactor } from '../api/companyUsers'
import { InviteUserDialog } from './InviteUserDialog'
import { PendingInvitations } from './PendingInvitations'

const nameOf = (user: CompanyUserAnswer) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.login

/**
 * The company's users as its owners manage them: role, two-factor sign-in, last sign-in; invite, change a role, turn
 * off the second factor of someone who lost it, remove; then the invitations not accepted yet, which they may revoke.
 */
export function TeamCard({ companyId }: { companyId: number }) {
  const { t } = useI18n()
  const { user: me } = useAuth()
  const { data } = useCompanyUsers(companyId)
  const changeRole = useChangeUserRole(companyId)
  const remove = useRemoveUser(companyId)
  const resetSecondFactor = useResetSecondFactor(companyId)
  const [inviting, setInviting] = useState(false)

  const confirmRemove = (user: CompanyUserAnswer) => {
    if (window.confirm(t('team.removeConfirm', { name: nameOf(user) }))) void remove.run(user.id)
  }
  const confirmTurnOff = (user: CompanyUserAnswer) => {
    if (window.confirm(t('team.turnOffConfirm', { name: nameOf(user) }))) void resetSecondFactor.run(user.id)
  }

  return (
    <Card component="section" aria-labelledby="company-users-title">
      <CardHeader
        avatar={<PeopleOutlineIcon color="primary" />}
        title={t('company.users')}
        slotProps={{ title: { variant: 'h2', id: 'company-users-title' } }}
        action={
          <Button variant="contained" onClick={() => setInviting(true)}>
            {t('team.invite')}
          </Button>
        }
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
      />
      <Divider />
      <TableContainer>
        {/* A phone scrolls the table sideways rather than breaking the addresses letter by letter. */}
        <Table size="small" sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('team.name')}</TableCell>
              <TableCell>{t('team.role')}</TableCell>
              <TableCell>{t('team.secondFactor')}</TableCell>
              <TableCell>{t('team.lastSignIn')}</TableCell>
              <TableCell>{t('team.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.users ?? []).map((user) => (
              <TableRow key={user.id}>
                <TableCell>
                  {nameOf(user)}
                  <Typography variant="body2" color="text.secondary">
                    {user.email}
                  </Typography>
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    value={user.role}
                    disabled={changeRole.pending}
                    slotProps={{ htmlInput: { 'aria-label': t('team.roleOf', { name: nameOf(user) }) } }}
                    onChange={(event) =>
                      void changeRole.run({ userId: user.id, role: event.target.value as CompanyRole })
                    }
                  >
                    {COMPANY_ROLES.map((role) => (
                      <MenuItem key={role} value={role}>
                        {t(`team.role.${role}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>
                  {t(user.hasSecondFactor ? 'team.secondFactorOn' : 'team.secondFactorOff')}
                  {/* Oneself: the profile's own setting, with a code; the server refuses it here too. */}
                  {user.hasSecondFactor && user.id !== me?.id && (
                    <Button
                      size="small"
                      color="warning"
                      aria-label={t('team.turnOffOf', { name: nameOf(user) })}
                      loading={resetSecondFactor.pending && resetSecondFactor.variables === user.id}
                      onClick={() => confirmTurnOff(user)}
                      sx={{ display: 'block', px: 0, minWidth: 0 }}
                    >
                      {t('team.turnOff')}
                    </Button>
                  )}
                </TableCell>
                <TableCell>
                  {user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t('team.never')}
                </TableCell>
                <TableCell>
                  {user.id !== me?.id && (
                    <Button
                      color="error"
                      size="small"
                      loading={remove.pending && remove.variables === user.id}
                      onClick={() => confirmRemove(user)}
                    >
                      {t('team.remove')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PendingInvitations companyId={companyId} invitations={data?.invitations ?? []} />
      {inviting && <InviteUserDialog companyId={companyId} onClose={() => setInviting(false)} />}
    </Card>
  )
}
