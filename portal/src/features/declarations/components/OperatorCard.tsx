import { useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined'
import { normalisePlate, type OperatorAnswer } from '@posted-workers/domain'
import { QueryView } from '@/components/QueryView'
import { useI18n } from '@/i18n/I18nProvider'
import { useCountries } from '@/lib/api/countries'
import { useForm } from '@/lib/form/useForm'
import { useAddVehicle, type VehicleValues } from '../api/addVehicle'
import { useOperator } from '../api/getOperator'
import { useRemoveVehicle } from '../api/removeVehicle'
import { OPERATOR_FIELDS } from '../api/saveOperator'
import { CountrySelect } from './CountrySelect'
import { OperatorDialog } from './OperatorDialog'

type Props = { companyId: number; countryCode: string }

/** The company page's IMI data: the licence and contact person, and the fleet (plates added and removed). */
export function OperatorCard({ companyId, countryCode }: Props) {
  const { t } = useI18n()
  const { loading, failed, reload, operator } = useOperator(companyId)
  const [editing, setEditing] = useState(false)
  return (
    <Card component="section" aria-labelledby="operator-title">
      <CardHeader
        avatar={<AssignmentOutlinedIcon color="primary" />}
        title={t('operator.title')}
        slotProps={{ title: { variant: 'h2', id: 'operator-title' } }}
        action={
          operator && (
            <Button onClick={() => setEditing(true)} sx={{ mt: 0.5 }}>
              {t('operator.edit')}
            </Button>
          )
        }
      />
      <Divider />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('operator.subtitle')}
        </Typography>
        <QueryView loading={loading} failed={failed} failedText={t('operator.failed')} onRetry={reload}>
          {operator && (
            <Stack spacing={2.5}>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, max-content) 1fr' },
                  columnGap: 2,
                  rowGap: { xs: 0, sm: 1 },
                  m: 0,
                }}
              >
                {OPERATOR_FIELDS.map((field) => (
                  <Box key={field} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t(`imi.${field}`)}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
                      {operator[field] ?? '—'}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <Fleet companyId={companyId} operator={operator} countryCode={countryCode} />
            </Stack>
          )}
        </QueryView>
      </CardContent>
      {editing && operator && (
        <OperatorDialog companyId={companyId} operator={operator} onClose={() => setEditing(false)} />
      )}
    </Card>
  )
}

function Fleet({
  companyId,
  operator,
  countryCode,
}: {
  companyId: number
  operator: OperatorAnswer
  countryCode: string
}) {
  const { t } = useI18n()
  const countries = useCountries().data?.countries ?? []
  const add = useAddVehicle(companyId)
  const remove = useRemoveVehicle(companyId)
  const form = useForm<VehicleValues>({
    initial: { plate: '', countryCode },
    validate: (values) => ({
      plate: !values.plate.trim()
        ? t('common.required')
        : normalisePlate(values.plate) === null
          ? t('operator.plateInvalid')
          : undefined,
    }),
    serverFields: { plate: 'plate', countryCode: 'countryCode' },
  })
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const result = await form.submit((values) => add.run(values))
    if (result?.ok) form.setField('plate', '')
  }
  return (
    <Box component="section" aria-labelledby="fleet-title">
      <Typography variant="h3" id="fleet-title" sx={{ mb: 1 }}>
        {t('operator.fleet')}
      </Typography>
      {operator.vehicles.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('operator.noVehicles')}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 1.5, listStyle: 'none' }}
        >
          {operator.vehicles.map((vehicle) => (
            <li key={vehicle.id}>
              <Chip
                label={`${vehicle.plate} · ${vehicle.countryCode}`}
                onDelete={remove.pending ? undefined : () => void remove.run(vehicle.id)}
                // A focused chip is removed with Delete or Backspace; its name says so.
                aria-label={`${vehicle.plate} · ${vehicle.countryCode} — ${t('operator.removeVehicle', { plate: vehicle.plate })}`}
              />
            </li>
          ))}
        </Box>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
          gap: 1.5,
          alignItems: 'start',
        }}
      >
        <TextField label={t('operator.plate')} {...form.textField('plate')} />
        <CountrySelect
          label={t('operator.plateCountry')}
          value={form.values.countryCode}
          onChange={(code) => form.setField('countryCode', code)}
          countries={countries}
          error={form.errors.countryCode}
        />
        <Button type="submit" variant="outlined" loading={add.pending} sx={{ mt: { sm: 1 } }}>
          {t('operator.addVehicle')}
        </Button>
      </Box>
    </Box>
  )
}
