import { useId, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import { MessageBox } from '@/components/MessageBox'
import { useI18n } from '@/i18n/I18nProvider'
import { useForm } from '@/lib/form/useForm'
import { useSaveWorker, WORKER_FIELDS } from '../api/saveWorker'
import type { Worker } from '../types'
import { checkWorker, toWorkerFields, workerValues } from '../utils/workerForm'
import { useCountries } from '@/lib/api/countries'
import { useNarrowDialog } from '@/components/useNarrowDialog'
import { WorkerForm } from './WorkerForm'

type Props = {
  companyId: number
  contractId: number
  /** null: a new worker of the contract. */
  worker: Worker | null
  /** Where the driver goes, said above the form (a renewal scheduled after the contract). */
  note?: string
  onClose: () => void
}

export function WorkerFormDialog({ companyId, contractId, worker, note, onClose }: Props) {
  const { t } = useI18n()
  // A driver added or changed (and maybe carried into a renewal): the company's workers lists are asked again.
  const save = useSaveWorker(companyId, contractId, worker)
  const fullScreen = useNarrowDialog()
  const titleId = useId()
  const countriesQuery = useCountries()
  const { loading, failed } = countriesQuery
  const countries = countriesQuery.data?.countries ?? []
  const form = useForm({
    initial: () => workerValues(worker),
    validate: (values) =>
      Object.fromEntries(Object.entries(checkWorker(values)).map(([field, key]) => [field, t(key)])),
    serverFields: Object.fromEntries(WORKER_FIELDS.map((field) => [field, field])),
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const result = await form.submit((values) => save.run(toWorkerFields(values)))
    if (result?.ok) onClose()
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t(worker ? 'workers.updateTitle' : 'workers.createTitle')}</DialogTitle>
        <DialogContent>
          {loading && <LinearProgress sx={{ mb: 2 }} aria-label={t('app.loading')} />}
          {failed && <MessageBox messages={[t('workers.countriesError')]} />}
          {note && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {note}
            </Alert>
          )}
          <WorkerForm
            values={form.values}
            errors={form.errors}
            countries={countries}
            onChange={form.setField}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.pending}>
            {t(worker ? 'common.save' : 'workers.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
