import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useI18n } from '@/i18n/I18nProvider'
import { countryName } from '@/lib/countryName'
import { formatDate } from '@posted-workers/domain'
import type { Worker } from '../types'
import { workerName } from '../utils/workers'
import { ReadinessLight } from './ReadinessLight'
import { WorkerRowMenu, type WorkerAction } from './WorkerRowMenu'

type Props = {
  workers: readonly Worker[]
  canDuplicate: boolean
  readOnly?: boolean
  onAction: (action: WorkerAction, worker: Worker) => void
}

/**
 * The drivers on a phone: one card each (name, birth date and nationality, documents, readiness and options within
 * reach), where the table would need a sideways scroll that hides its options.
 */
export function WorkerCards({ workers, canDuplicate, readOnly = false, onAction }: Props) {
  const { lang, t } = useI18n()
  return (
    <Box component="ul" aria-label={t('workers.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {workers.map((worker, index) => {
        const name = workerName(worker)
        return (
          <Box
            component="li"
            key={worker.id}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1,
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-child': { borderBottom: 0 },
            }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 24, pt: 0.25 }}>
              {index + 1}
            </Typography>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {worker.lastName.toUpperCase()} {worker.firstName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(worker.dateOfBirth)} · {countryName(worker.countryCodeOfNationality, lang)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('workers.documentsCountOf', { count: worker.documentsCount })}
              </Typography>
            </Box>
            {!readOnly && <ReadinessLight readiness={worker} subject={name} />}
            <WorkerRowMenu
              name={name}
              canDuplicate={canDuplicate}
              readOnly={readOnly}
              onAction={(action) => onAction(action, worker)}
            />
          </Box>
        )
      })}
    </Box>
  )
}
