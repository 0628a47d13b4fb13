import type { ReactNode } from 'react'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Navigate, useParams } from 'react-router-dom'
import { CompanyCard } from '@/components/CompanyCard'
import { PageHeader } from '@/components/PageHeader'
import { paths } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { MigrationPanel, useMobilityPackageTerms } from '@/features/home'
import { OperatorCard } from '@/features/declarations'
import { CompanyUsersCard } from './CompanyUsersCard'
import { TeamCard } from './TeamCard'
import { useCompanyAbility } from '@/lib/companyRole'
import { useCompany } from '@/lib/api/company'

/**
 * /{lang}/company/{id}: a customer's own company (the id may be left out), or any company for an admin. The api
 * refuses another company's id to a customer; the page then says the company cannot be shown.
 */
type Props = {
  /** The company's contracts with what other features add to them, composed by the app shell (app/CompanyContracts). */
  renderContracts: (companyId: number, isAdmin: boolean) => ReactNode
}

export function CompanyPage({ renderContracts }: Props) {
  const { lang, t } = useI18n()
  const { user } = useAuth()
  const params = useParams()
  const requested = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null
  const companyId = requested ?? user?.company?.id ?? null
  const { loading, data } = useCompany(companyId)
  const company = data?.company ?? null
  const termsUrl = useMobilityPackageTerms()
  const placesOrders = useCompanyAbility('placeOrders')
  const managesDrivers = useCompanyAbility('manageDrivers')
  const managesUsers = useCompanyAbility('manageUsers')

  if (!user) return null
  if (companyId === null) return <Navigate to={paths.home(lang)} replace />
  if (loading) return <Skeleton variant="rounded" height={160} />
  if (!company) return <Typography role="alert">{t('company.notFound')}</Typography>

  return (
    <>
      <PageHeader title={company.name} subtitle={t('company.id', { id: company.id })} />
      <Stack spacing={3}>
        {!company.migratedToMobilityPacket && placesOrders && (
          <MigrationPanel companyId={company.id} termsUrl={termsUrl} />
        )}
        <CompanyCard company={company} ofAnotherUser={user.backOfficeRole !== null} />
        {renderContracts(company.id, user.isAdmin)}
        {managesDrivers && <OperatorCard companyId={company.id} countryCode={company.address.countryCode} />}
        {managesUsers ? <TeamCard companyId={company.id} /> : <CompanyUsersCard users={company.users} />}
      </Stack>
    </>
  )
}
