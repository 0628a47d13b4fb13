import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Pagination from '@mui/material/Pagination'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReadinessState } from '@posted-workers/domain'
import { Link, Navigate, useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/PageHeader'
import { QueryView } from '@/components/QueryView'
import { SearchField } from '@/components/SearchField'
import { paths } from '@/config/paths'
import { emptyListKey, ReadinessFilter } from '@/features/workers'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { plural } from '@/lib/plural'
import { useDebouncedValue } from '@/lib/useDebouncedValue'
import { PHONE_QUERY, useMediaQuery } from '@/lib/useMediaQuery'
import { useDrivers } from '../api/listDrivers'
import { driverParam, type RosterQuery } from '../utils/roster'
import { DriverItem } from './DriverItem'

const TOTAL = {
  one: 'drivers.total.one',
  few: 'drivers.total.few',
  many: 'drivers.total.many',
  other: 'drivers.total.other',
} as const

/**
 * /{lang}/drivers: the roster of the signed-in user's company. `?driver=12` (the link of a reminder e-mail) shows that
 * driver alone, unfolded.
 */
export function DriversPage() {
  const { lang, t } = useI18n()
  const { user } = useAuth()
  const [search] = useSearchParams()
  const companyId = user?.company?.id ?? null
  if (!user) return null
  if (companyId === null) return <Navigate to={paths.home(lang)} replace />
  return (
    <>
      <PageHeader title={t('drivers.title')} subtitle={t('drivers.subtitle')} />
      <Roster companyId={companyId} driver={driverParam(search)} />
    </>
  )
}

function Roster({ companyId, driver }: { companyId: number; driver: number | null }) {
  const { lang, t } = useI18n()
  const phone = useMediaQuery(PHONE_QUERY)
  const [typed, setTyped] = useState('')
  const [readiness, setReadiness] = useState<ReadinessState | null>(null)
  const [page, setPage] = useState(1)
  const filter = useDebouncedValue(typed)
  const query: RosterQuery = driver === null ? { filter, readiness, page } : { driver }
  const { loading, failed, answer, reload } = useDrivers(companyId, query)
  const pages = answer ? Math.ceil(answer.total / answer.perPage) : 0

  const emptyText = t(driver === null ? emptyListKey(filter, readiness, 'drivers.empty') : 'drivers.notFound')

  return (
    <Stack spacing={2}>
      {driver === null ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <SearchField
            value={typed}
            onChange={(value) => {
              setTyped(value)
              setPage(1)
            }}
            label={t('workers.search')}
          />
          <ReadinessFilter
            value={readiness}
            onChange={(value) => {
              setReadiness(value)
              setPage(1)
            }}
          />
          {answer && (
            <Typography color="text.secondary" sx={{ ml: 'auto' }}>
              {plural(TOTAL, answer.total, lang, t)}
            </Typography>
          )}
        </Box>
      ) : (
        <Alert
          severity="info"
          variant="outlined"
          action={
            <Button component={Link} to={paths.drivers(lang)} size="small">
              {t('drivers.showAll')}
            </Button>
          }
        >
          {t('drivers.oneDriver')}
        </Alert>
      )}
      <QueryView
        loading={loading}
        failed={failed && !answer}
        failedText={t('workers.loadError')}
        onRetry={reload}
        empty={!answer || answer.drivers.length === 0}
        emptyText={emptyText}
      >
        <Box>
          {answer?.drivers.map((item) => (
            <DriverItem key={item.id} companyId={companyId} driver={item} expanded={driver !== null} />
          ))}
        </Box>
      </QueryView>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, next) => {
            setPage(next)
            window.scrollTo({ top: 0 })
          }}
          siblingCount={phone ? 0 : 1}
          aria-label={t('drivers.pages')}
          getItemAriaLabel={(type, item, selected) =>
            type === 'page'
              ? t(selected ? 'pagination.page' : 'pagination.goTo', { page: item ?? '' })
              : t(type === 'next' ? 'pagination.next' : 'pagination.previous')
          }
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  )
}
