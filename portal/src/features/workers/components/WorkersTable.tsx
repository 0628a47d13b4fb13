import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useI18n } from '@/i18n/I18nProvider'
import { countryName } from '@/lib/countryName'
import type { Worker } from '../types'
import { formatDate } from '@posted-workers/domain'
import { workerName } from '../utils/workers'
import { WorkerRowMenu, type WorkerAction } from './WorkerRowMenu'
import { useSelection } from './useSelection'
import { WorkerCards } from './WorkerCards'
import { ReadinessLight } from './ReadinessLight'
import { PHONE_QUERY, useMediaQuery } from '@/lib/useMediaQuery'

type Props = {
  workers: readonly Worker[]
  canDuplicate: boolean
  /** An ended contract: details only, and no readiness (nobody crosses a border under it any more). */
  readOnly?: boolean
  onAction: (action: WorkerAction, worker: Worker) => void
}

export function WorkersTable(props: Props) {
  const phone = useMediaQuery(PHONE_QUERY)
  return phone ? <WorkerCards {...props} /> : <WideWorkersTable {...props} />
}

function WideWorkersTable({ workers, canDuplicate, readOnly = false, onAction }: Props) {
  const { lang, t } = useI18n()
  const selection = useSelection(workers.map((worker) => worker.id))

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 720, '& td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 40 }}>{t('workers.index')}</TableCell>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={selection.all}
                indeterminate={selection.some && !selection.all}
                onChange={selection.toggleAll}
                slotProps={{ input: { 'aria-label': t('workers.selectAll') } }}
              />
            </TableCell>
            {!readOnly && <TableCell sx={{ width: 48 }}>{t('readiness.column')}</TableCell>}
            <TableCell>{t('workers.lastName')}</TableCell>
            <TableCell>{t('workers.firstName')}</TableCell>
            <TableCell>{t('workers.dateOfBirth')}</TableCell>
            <TableCell>{t('workers.nationality')}</TableCell>
            <TableCell align="right">{t('workers.documentsCount')}</TableCell>
            <TableCell align="right" sx={{ width: 56 }}>
              {t('workers.options')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {workers.map((worker, index) => {
            const name = workerName(worker)
            return (
              <TableRow key={worker.id} hover selected={selection.has(worker.id)}>
                <TableCell sx={{ color: 'text.secondary' }}>{index + 1}</TableCell>
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={selection.has(worker.id)}
                    onChange={() => selection.toggle(worker.id)}
                    slotProps={{ input: { 'aria-label': t('workers.selectWorker', { name }) } }}
                  />
                </TableCell>
                {!readOnly && (
                  <TableCell sx={{ py: 0 }}>
                    <ReadinessLight readiness={worker} subject={name} />
                  </TableCell>
                )}
                <TableCell sx={{ fontWeight: 500 }}>{worker.lastName.toUpperCase()}</TableCell>
                <TableCell>{worker.firstName}</TableCell>
                <TableCell>{formatDate(worker.dateOfBirth)}</TableCell>
                <TableCell>{countryName(worker.countryCodeOfNationality, lang)}</TableCell>
                <TableCell align="right">{worker.documentsCount}</TableCell>
                <TableCell align="right" sx={{ py: 0 }}>
                  <WorkerRowMenu
                    name={name}
                    canDuplicate={canDuplicate}
                    readOnly={readOnly}
                    onAction={(action) => onAction(action, worker)}
                  />
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </Box>
  )
}
