import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import AddIcon from '@mui/icons-material/Add'
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined'
import { useI18n } from '@/i18n/I18nProvider'
import { CountryRowFields } from '@/features/order'
import { FormSection } from '@/features/order'
import type { CountryRow } from '@/features/order'
import { rowPath, ROWS_PATH } from '@/features/order'
import type { ChangeForm } from './useChangeForm'

type Props = {
  form: ChangeForm
  help: string
  /** The line under a row: its new period, or what the contract allows today. */
  noteOf: (row: CountryRow) => ReactNode
}

/** The country rows of a renewal or an upgrade, with the add-country button. */
export function ChangeRowsSection({ form, help, noteOf }: Props) {
  const { t } = useI18n()
  const { rows, rowActions, introducer, errorOf } = form
  const { countries } = form.references
  const generalError = errorOf(ROWS_PATH)

  return (
    <FormSection icon={<PublicOutlinedIcon />} title={t('register.countriesSection')} help={help}>
      <Stack spacing={2}>
        {generalError && <Alert severity="error">{generalError}</Alert>}
        {rows.map((row, index) => (
          <CountryRowFields
            key={row.id}
            index={index}
            row={row}
            choices={form.choicesFor(index)}
            countries={countries}
            introducer={introducer}
            workerOptions={form.workerOptionsOf(row)}
            disabledPackages={form.disabledPackagesOf(row)}
            removable={form.canRemove(index)}
            note={row.countryCode ? noteOf(row) : undefined}
            errorOf={(field) => errorOf(rowPath(index, field))}
            onCountry={(code) => rowActions.country(index, code)}
            onPackage={(signature) => rowActions.package(index, signature)}
            onWorkers={(workers) => rowActions.workers(index, workers)}
            onRemove={() => rowActions.remove(index)}
          />
        ))}
      </Stack>
      {form.canAdd && (
        <Button startIcon={<AddIcon />} onClick={rowActions.add} sx={{ mt: 2 }}>
          {t('register.addCountry')}
        </Button>
      )}
    </FormSection>
  )
}
