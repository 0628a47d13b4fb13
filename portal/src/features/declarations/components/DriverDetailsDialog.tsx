import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import { normaliseDocumentNumber, type DriverDetailsAnswer } from '@posted-workers/domain'
import { FormDialog } from '@/components/FormDialog'
import { useI18n } from '@/i18n/I18nProvider'
import { useCountries } from '@/lib/api/countries'
import { useForm } from '@/lib/form/useForm'
import { DRIVER_DETAIL_FIELDS, useSaveDriverDetails, type DriverDetailValues } from '../api/saveDriverDetails'
import { CountrySelect } from './CountrySelect'

type Props = {
  companyId: number
  driverId: number
  name: string
  details: DriverDetailsAnswer
  onClose: () => void
}

const COUNTRY_FIELDS = new Set(['addressCountryCode', 'licenceCountryCode', 'employmentLawCountryCode'])
const NUMBER_FIELDS = ['licenceNumber', 'driverCardNumber'] as const

/** What IMI asks of a driver: home address, driving licence, driver card, employment contract's start and law. */
export function DriverDetailsDialog({ companyId, driverId, name, details, onClose }: Props) {
  const { t } = useI18n()
  const save = useSaveDriverDetails(companyId, driverId)
  const countries = useCountries().data?.countries ?? []
  const form = useForm<DriverDetailValues>({
    initial: () =>
      Object.fromEntries(
        DRIVER_DETAIL_FIELDS.map((field) => [field, details[field] ?? ''])
      ) as DriverDetailValues,
    validate: (values) =>
      Object.fromEntries(
        NUMBER_FIELDS.filter(
          (field) => values[field].trim() !== '' && normaliseDocumentNumber(values[field]) === null
        ).map((field) => [field, t('driverDetails.numberInvalid')])
      ),
    serverFields: Object.fromEntries(DRIVER_DETAIL_FIELDS.map((field) => [field, field])),
  })
  const submit = async () => {
    const result = await form.submit((values) => save.run(values))
    if (result?.ok) onClose()
  }
  return (
    <FormDialog
      open
      title={t('driverDetails.editTitle', { name })}
      submitLabel={t('common.save')}
      busy={save.pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {DRIVER_DETAIL_FIELDS.map((field) =>
          COUNTRY_FIELDS.has(field) ? (
            <CountrySelect
              key={field}
              name={field}
              label={t(`imi.${field}`)}
              value={form.values[field]}
              onChange={(code) => form.setField(field, code)}
              countries={countries}
              error={form.errors[field]}
              optional
            />
          ) : (
            <TextField
              key={field}
              label={t(`imi.${field}`)}
              fullWidth
              type={field === 'employmentStartDate' ? 'date' : 'text'}
              slotProps={field === 'employmentStartDate' ? { inputLabel: { shrink: true } } : undefined}
              sx={field === 'addressLine1' || field === 'addressLine2' ? { gridColumn: '1 / -1' } : undefined}
              {...form.textField(field)}
            />
          )
        )}
      </Box>
    </FormDialog>
  )
}
