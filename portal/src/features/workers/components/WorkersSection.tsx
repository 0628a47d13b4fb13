import { useState } from 'react'
import Accordion from '@mui/material/Accordion'
import Alert from '@mui/material/Alert'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined'
import { QueryView } from '@/components/QueryView'
import { useI18n } from '@/i18n/I18nProvider'
import { useRemoveWorker } from '../api/removeWorker'
import type { Worker } from '../types'
import { allowance, workerName } from '../utils/workers'
import { emptyListKey } from '../utils/readiness'
import { formatDate, type ReadinessState } from '@posted-workers/domain'
import { ConfirmDialog } from './ConfirmDialog'
import { DuplicateWorkerDialog } from './DuplicateWorkerDialog'
import { useDebouncedValue } from '@/lib/useDebouncedValue'
import { useWorkers } from '../api/listWorkers'
import { WorkerDetailsDialog } from './WorkerDetailsDialog'
import { WorkerFormDialog } from './WorkerFormDialog'
import type { WorkerAction } from './WorkerRowMenu'
import { WorkersTable } from './WorkersTable'
import { WorkersToolbar } from './WorkersToolbar'
import { isRoadsideAction, useRoadsideActions, type RoadsideAction } from './useRoadsideActions'

type Props = {
  companyId: number
  contractId: number
  /** The running contract's end and its scheduled renewal's start, said in the add dialog. */
  carriedInto?: { end: string; start: string } | null
  /** The contract has ended: its list is read only (what the server's answer says, known before it comes). */
  expired?: boolean
}

type Open = { action: 'create' } | { action: Exclude<WorkerAction, RoadsideAction>; worker: Worker } | null

/** A contract's posted workers: count and allowance, search, table, and the dialogs its actions open. */
export function WorkersSection({ companyId, contractId, carriedInto = null, expired = false }: Props) {
  const { t } = useI18n()
  const [search, setSearch] = useState('')
  const [readiness, setReadiness] = useState<ReadinessState | null>(null)
  const filter = useDebouncedValue(search)
  const { loading, failed, answer, reload } = useWorkers(companyId, contractId, { filter, readiness })
  const [open, setOpen] = useState<Open>(null)
  const id = `contract-${contractId}-workers`
  const close = () => setOpen(null)

  const removal = useRemoveWorker(companyId)
  const remove = async (worker: Worker) => {
    const result = await removal.run(worker.id)
    return result.ok
  }

  const addAllowed = answer?.isAddWorkerAllowed ?? false
  const readOnly = answer?.isReadOnly ?? expired
  const roadside = useRoadsideActions(companyId)
  const act = (action: WorkerAction, worker: Worker) =>
    isRoadsideAction(action)
      ? roadside.act(action, { workerId: worker.id, name: workerName(worker), live: !readOnly })
      : setOpen({ action, worker })

  return (
    <Accordion
      variant="outlined"
      disableGutters
      defaultExpanded
      sx={{ borderRadius: 1, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={id}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <GroupOutlinedIcon color="primary" fontSize="small" />
          <Typography variant="h3" component="h3">
            {t('workers.title')}
          </Typography>
          {answer && (
            <Chip
              size="small"
              label={allowance(answer.total, answer.allowedNumberOfWorkers)}
              aria-label={t('workers.countLabel', {
                count: answer.total,
                allowed: answer.allowedNumberOfWorkers ?? t('workers.unlimited'),
              })}
            />
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails id={id} sx={{ pt: 0, px: { xs: 1.5, sm: 2 } }}>
        <WorkersToolbar
          companyId={companyId}
          contractId={contractId}
          search={search}
          onSearch={setSearch}
          readiness={readiness}
          onReadiness={setReadiness}
          readOnly={readOnly}
          addAllowed={answer ? addAllowed : null}
          noDriver={answer?.total === 0 && !filter && !readiness}
          onAdd={() => setOpen({ action: 'create' })}
        />
        {readOnly && (
          <Alert severity="info" variant="outlined" sx={{ mb: 1.5 }}>
            {t('workers.readOnly')}
          </Alert>
        )}
        <QueryView
          loading={loading}
          failed={failed && !answer}
          failedText={t('workers.loadError')}
          onRetry={reload}
          empty={!answer || answer.workers.length === 0}
          emptyText={t(emptyListKey(filter, readiness, 'workers.empty'))}
        >
          {answer && (
            <WorkersTable
              workers={answer.workers}
              canDuplicate={answer.isDuplicateAllowed}
              readOnly={readOnly}
              onAction={act}
            />
          )}
        </QueryView>
      </AccordionDetails>
      {open?.action === 'create' && (
        <WorkerFormDialog
          companyId={companyId}
          contractId={contractId}
          worker={null}
          note={
            carriedInto
              ? t('workers.renewalNote', {
                  end: formatDate(carriedInto.end),
                  start: formatDate(carriedInto.start),
                })
              : undefined
          }
          onClose={close}
        />
      )}
      {open?.action === 'update' && (
        <WorkerFormDialog
          companyId={companyId}
          contractId={contractId}
          worker={open.worker}
          onClose={close}
        />
      )}
      {open?.action === 'details' && (
        <WorkerDetailsDialog companyId={companyId} worker={open.worker} readOnly={readOnly} onClose={close} />
      )}
      {open?.action === 'duplicate' && (
        <DuplicateWorkerDialog
          companyId={companyId}
          contractId={contractId}
          worker={open.worker}
          onClose={close}
        />
      )}
      {open?.action === 'remove' && (
        <ConfirmDialog
          title={t('workers.removeTitle')}
          message={t('workers.removeConfirm', { name: workerName(open.worker) })}
          confirmLabel={t('workers.remove')}
          onConfirm={() => remove(open.worker)}
          pending={removal.pending}
          onClose={close}
        />
      )}
      {roadside.dialog}
    </Accordion>
  )
}
