import { useId } from 'react'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { useI18n } from '@/i18n/I18nProvider'
import type { Worker } from '../types'
import { workerName } from '../utils/workers'
import { workerValues } from '../utils/workerForm'
import { DocumentsPanel } from './DocumentsPanel'
import { useCountries } from '@/lib/api/countries'
import { useNarrowDialog } from '@/components/useNarrowDialog'
import { WorkerForm } from './WorkerForm'

type Props = {
  companyId: number
  worker: Worker
  /** A driver of an ended contract: documents to read and download only. */
  readOnly?: boolean
  onClose: () => void
}

/** The worker's details, folded away by default, above their documents. */
export function WorkerDetailsDialog({ companyId, worker, readOnly = false, onClose }: Props) {
  const { t } = useI18n()
  const fullScreen = useNarrowDialog()
  const titleId = useId()
  const detailsId = useId()
  const countries = useCountries().data?.countries ?? []

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('workers.detailsTitle', { name: workerName(worker) })}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Accordion
          variant="outlined"
          disableGutters
          sx={{ borderRadius: 1, mb: 3, '&.Mui-expanded': { mb: 3 }, '&::before': { display: 'none' } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${detailsId}-header`}
            aria-controls={detailsId}
          >
            <Typography variant="h3" component="h3">
              {t('workers.identity')}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={detailsId}>
            <WorkerForm values={workerValues(worker)} countries={countries} readOnly />
          </AccordionDetails>
        </Accordion>
        <DocumentsPanel companyId={companyId} workerId={worker.id} readOnly={readOnly} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
