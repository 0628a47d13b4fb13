import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import {
  EU_COUNTRY_CODES,
  formatDate,
  todayIso,
  TRANSPORT_OPERATIONS,
  TRANSPORT_TYPES,
  type DeclarablePostingAnswer,
  type DeclarationAnswer,
  type NamedCountryAnswer,
} from '@posted-workers/domain'
import { FormDialog } from '@/components/FormDialog'
import { useI18n } from '@/i18n/I18nProvider'
import type { MessageKey } from '@/i18n/fr'
import { useCountries } from '@/lib/api/countries'
import { useForm } from '@/lib/form/useForm'
import { DECLARATION_FIELDS, useSaveDeclaration } from '../api/saveDeclaration'
import {
  checkDeclaration,
  declarationPayload,
  declarationValues,
  type DeclarationValues,
} from '../utils/declarationForm'
import { CountrySelect } from './CountrySelect'
import { usePlace } from './usePlace'

type Props = {
  companyId: number
  companyCountryCode: string | null
  /** The declaration to edit; null: a new one, of `posting` when given. */
  declaration: DeclarationAnswer | null
  posting: DeclarablePostingAnswer | null
  postings: DeclarablePostingAnswer[]
  fleet: string[]
  onClose: () => void
}

/** A declaration's form: the posting (new only), the host country (EU Mobility Package only), dates, plates, kind. */
export function DeclarationDialog({
  companyId,
  companyCountryCode,
  declaration,
  posting,
  postings,
  fleet,
  onClose,
}: Props) {
  const { t } = useI18n()
  const place = usePlace()
  const save = useSaveDeclaration(companyId, declaration?.id ?? null)
  const countries = useCountries().data?.countries ?? []
  const hostCountries: NamedCountryAnswer[] = countries.filter(
    (country) =>
      (EU_COUNTRY_CODES as readonly string[]).includes(country.code) && country.code !== companyCountryCode
  )
  const form = useForm<DeclarationValues>({
    initial: () => ({
      ...declarationValues(declaration, posting, todayIso()),
      plates: declaration ? declaration.plates.join(', ') : fleet.join(', '),
    }),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(checkDeclaration(values, chosen(values))).map(([field, check]) => [
          field,
          t(check.key as MessageKey, formatted(check.values)),
        ])
      ),
    serverFields: Object.fromEntries(DECLARATION_FIELDS.map((field) => [field, field])),
  })
  const chosen = (values: DeclarationValues) =>
    postings.find((candidate) => String(candidate.workerId) === values.workerId) ??
    (declaration ? postingOf(declaration) : null)
  const current = chosen(form.values)

  /** Another posting chosen: its own first day and the longest period it allows. */
  const choosePosting = (workerId: string) => {
    const next = postings.find((candidate) => String(candidate.workerId) === workerId) ?? null
    const defaults = declarationValues(null, next, todayIso())
    form.setField('workerId', workerId)
    form.setField('startDate', defaults.startDate)
    form.setField('endDate', defaults.endDate)
    form.setField('countryCode', '')
  }

  const submit = async () => {
    const result = await form.submit((values) => save.run(declarationPayload(values, declaration === null)))
    if (result?.ok) onClose()
  }

  const toggle = (operation: (typeof TRANSPORT_OPERATIONS)[number], on: boolean) =>
    form.setField(
      'operations',
      TRANSPORT_OPERATIONS.filter((item) => (item === operation ? on : form.values.operations.includes(item)))
    )

  return (
    <FormDialog
      open
      title={
        declaration
          ? t('declarations.editTitle', { name: declaration.driverName })
          : t('declarations.newTitle')
      }
      submitLabel={t('common.save')}
      busy={save.pending}
      onClose={onClose}
      onSubmit={submit}
    >
      {declaration === null && (
        <TextField
          select
          fullWidth
          label={t('declarations.posting')}
          {...form.textField('workerId')}
          onChange={(event) => choosePosting(event.target.value)}
        >
          {postings.map((candidate) => (
            <MenuItem key={candidate.workerId} value={String(candidate.workerId)}>
              {t('declarations.postingOption', {
                name: candidate.driverName,
                place: place(candidate),
                start: formatDate(candidate.contractStart),
                end: formatDate(candidate.contractEnd),
              })}
            </MenuItem>
          ))}
        </TextField>
      )}
      {current?.isMobilityPackage && (
        <CountrySelect
          name="countryCode"
          label={t('imi.countryCode')}
          value={form.values.countryCode}
          onChange={(code) => form.setField('countryCode', code)}
          countries={hostCountries}
          error={form.errors.countryCode}
        />
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <TextField
          type="date"
          label={t('imi.startDate')}
          slotProps={{ inputLabel: { shrink: true } }}
          {...form.textField('startDate')}
        />
        <TextField
          type="date"
          label={t('imi.endDate')}
          slotProps={{ inputLabel: { shrink: true } }}
          {...form.textField('endDate')}
        />
      </Box>
      <TextField
        label={t('imi.plates')}
        fullWidth
        {...form.textField('plates')}
        helperText={
          form.errors.plates ??
          (fleet.length > 0
            ? t('declarations.fleetPlates', { plates: fleet.join(', ') })
            : t('declarations.platesHelp'))
        }
      />
      <TextField select fullWidth label={t('imi.transportType')} {...form.textField('transportType')}>
        {TRANSPORT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`declarations.transportType.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControl error={Boolean(form.errors.operations)} component="fieldset">
        <FormLabel component="legend">{t('imi.operations')}</FormLabel>
        <FormGroup row>
          {TRANSPORT_OPERATIONS.map((operation) => (
            <FormControlLabel
              key={operation}
              control={
                <Checkbox
                  checked={form.values.operations.includes(operation)}
                  onChange={(event) => toggle(operation, event.target.checked)}
                />
              }
              label={t(`declarations.operations.${operation}`)}
            />
          ))}
        </FormGroup>
        {form.errors.operations && <FormHelperText>{form.errors.operations}</FormHelperText>}
      </FormControl>
      <TextField label={t('imi.imiNumber')} fullWidth {...form.textField('imiNumber')} />
    </FormDialog>
  )
}

/** A check's dates as the page writes them. */
function formatted(values: Record<string, string> | undefined) {
  if (!values) return undefined
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value,
    ])
  )
}

/** The posting of a declaration being edited, as the checks read it (its contract's period). */
function postingOf(declaration: DeclarationAnswer): DeclarablePostingAnswer | null {
  return {
    workerId: declaration.workerId,
    driverId: declaration.driverId,
    driverName: declaration.driverName,
    contractId: declaration.contractId,
    contractCountryCode: declaration.contractCountryCode,
    isMobilityPackage: declaration.isMobilityPackage,
    contractStart: '0000-01-01',
    contractEnd: '9999-12-31',
    declaredUntil: null,
  }
}
