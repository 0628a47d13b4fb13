import Card from '@mui/material/Card'
import CardHeader from '@mui/material/CardHeader'
import Divider from '@mui/material/Divider'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline'
import { useI18n } from '@/i18n/I18nProvider'
import type { CompanyUser } from '../types'

/** The company's users: login, id and first phone number. */
export function CompanyUsersCard({ users }: { users: CompanyUser[] }) {
  const { t } = useI18n()
  return (
    <Card component="section" aria-labelledby="company-users-title">
      <CardHeader
        avatar={<PeopleOutlineIcon color="primary" />}
        title={t('company.users')}
        slotProps={{ title: { variant: 'h2', id: 'company-users-title' } }}
      />
      <Divider />
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('company.login')}</TableCell>
            <TableCell>{t('company.userId')}</TableCell>
            <TableCell>{t('company.phone')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id}>
              <TableCell>{user.login}</TableCell>
              <TableCell>{user.id}</TableCell>
              <TableCell>{user.profile.phones[0]?.number ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  )
}
