import Stack from '@mui/material/Stack'
import { Navigate } from 'react-router-dom'
import { PageHeader } from '@/components/PageHeader'
import { QueryView } from '@/components/QueryView'
import { paths } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { useAuthorityRequests } from '../api/authorityRequests'
import { RequestCard } from './RequestCard'

/**
 * /{lang}/requests: the inspectors' requests of the signed-in user's company that are not closed, the soonest due
 * first, each with what is still missing and a way to send it.
 */
export function AuthorityRequestsPage() {
  const { lang, t } = useI18n()
  const { user } = useAuth()
  const companyId = user?.company?.id ?? null
  if (!user) return null
  if (companyId === null) return <Navigate to={paths.home(lang)} replace />
  return (
    <>
      <PageHeader title={t('authorityRequests.title')} subtitle={t('authorityRequests.subtitle')} />
      <Requests companyId={companyId} />
    </>
  )
}

function Requests({ companyId }: { companyId: number }) {
  const { t } = useI18n()
  const { loading, failed, data, reload } = useAuthorityRequests(companyId)
  const requests = data?.authorityRequests ?? []
  return (
    <QueryView
      loading={loading}
      failed={failed && !data}
      failedText={t('authorityRequests.loadError')}
      onRetry={reload}
      empty={requests.length === 0}
      emptyText={t('authorityRequests.empty')}
    >
      <Stack spacing={2}>
        {requests.map((request) => (
          <RequestCard key={request.id} companyId={companyId} request={request} />
        ))}
      </Stack>
    </QueryView>
  )
}
