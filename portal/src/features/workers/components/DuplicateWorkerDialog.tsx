import { useId, type FormEvent } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useI18n } from '@/i18n/I18nProvider'
import { countryName } from '@/lib/countryName'
import { useForm } from '@/lib/form/useForm'
import { useDuplicateWorker } from '../api/duplicateWorker'
import { useCompanyContracts } from '@/lib/api/companyContracts'
import type { Worker, WorkersContract } from '../types'
import { duplicateTargets, workerName } from '../utils/workers'
import { useNarrowDialog } from '@/components/useNarrowDialog'

type Props = {
  companyId: number
  contractId: number
  worker: Worker
  onClose: () => void
}

export function DuplicateWorkerDialog({ companyId, contractId, worker, onClose }: Props) {
  const { lang, t } = useI18n()
  const duplication = useDuplicateWorker(companyId, contractId, worker.id)
  const fullScreen = useNarrowDialog()
  const titleId = useId()
  const form = useForm({
    initial: { contract: '' },
    validate: ({ contract }) => ({ contract: contract ? undefined : t('common.required') }),
    serverFields: { contract: 'contract' },
  })

  // The company's contracts are the contracts panel's call: the query cache has them already.
  const contracts = useCompanyContracts(companyId)
  const targets: WorkersContract[] | null = contracts.loading
    ? null
    : duplicateTargets(contracts.data?.workerContracts ?? [], contractId)

  const label = (contract: WorkersContract) =>
    contract.representativeCountry.isMobilityPackage
      ? t('contracts.mobilityPackage')
      : countryName(contract.representativeCountry.code, lang)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const result = await form.submit(({ contract }) => duplication.run(Number(contract)))
    if (result?.ok) onClose()
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen} aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('workers.duplicateTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2.5 }}>
            {t('workers.duplicateHint', { name: workerName(worker) })}
          </DialogContentText>
          {targets === null ? (
            <LinearProgress aria-label={t('app.loading')} />
          ) : targets.length === 0 ? (
            <DialogContentText color="warning.main">{t('workers.noTarget')}</DialogContentText>
          ) : (
            <TextField {...form.textField('contract')} select required label={t('workers.targetContract')}>
              {targets.map((contract) => (
                <MenuItem key={contract.id} value={String(contract.id)}>
                  {label(contract)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={duplication.pending} disabled={!targets?.length}>
            {t('workers.duplicate')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
