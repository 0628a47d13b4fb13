import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { ReadinessState } from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'

/** The states a list is filtered by, the one that most needs the manager first. */
const STATES: readonly ReadinessState[] = ['not_ready', 'expiring', 'ready']
const ALL = 'all'

type Props = { value: ReadinessState | null; onChange: (value: ReadinessState | null) => void }

/** Every driver, or those of one readiness: beside a list's search. */
export function ReadinessFilter({ value, onChange }: Props) {
  const { t } = useI18n()
  return (
    <TextField
      select
      size="small"
      label={t('readiness.filter')}
      value={value ?? ALL}
      onChange={(event) =>
        onChange(event.target.value === ALL ? null : (event.target.value as ReadinessState))
      }
      sx={{ flex: '0 1 240px', minWidth: 200 }}
    >
      <MenuItem value={ALL}>{t('readiness.filter.all')}</MenuItem>
      {STATES.map((state) => (
        <MenuItem key={state} value={state}>
          {t(`readiness.filter.${state}`)}
        </MenuItem>
      ))}
    </TextField>
  )
}
