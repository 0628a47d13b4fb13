import { useId, useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import { MessageBox } from '../../../components/MessageBox'
import { useI18n } from '../../../i18n/I18nProvider'
import { useSaveWorker } from '../api/saveWorker'
import type { Worker } from '../types'
import {
  checkWorker,
  toWorkerFields,
  workerValues,
  type WorkerFormErrors,
  type WorkerFormField,
} from '../utils/workerForm'
import { useCountries } from '../../../lib/api/countries'
import { useNarrowDialog } from '../../../components/useNarrowDialog'
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
  const [values, setValues] = useState(() => workerValues(worker))
  const [errors, setErrors] = useState<WorkerFormErrors>({})
  const [busy, setBusy] = useState(false)

  const change = (field: WorkerFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problems = checkWorker(values)
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)])))
    if (Object.keys(problems).length > 0) return

    setBusy(true)
    const fields = toWorkerFields(values)
    const result = await save.run(fields)
    setBusy(false)
    if (!result.ok) return setErrors(result.fieldErrors)
    onClose()
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
          <WorkerForm values={values} errors={errors} countries={countries} onChange={change} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t(worker ? 'common.save' : 'workers.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
