import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import AddIcon from '@mui/icons-material/Add'
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined'
import { useI18n } from '@/i18n/I18nProvider'
import { canAddRow, canRemoveRow, countryChoices, rowWorkerOptions } from '@/features/order'
import { rowPath, ROWS_PATH } from '@/features/order'
import { CountryRowFields } from '@/features/order'
import { FormSection } from '@/features/order'
import type { RegisterForm } from './useRegisterForm'

export function CountriesSection({ form }: { form: RegisterForm }) {
  const { t } = useI18n()
  const { rows, rowActions, introducer, errorOf, touch } = form
  const { countries } = form.references
  const generalError = errorOf(ROWS_PATH)

  return (
    <FormSection
      icon={<PublicOutlinedIcon />}
      title={t('register.countriesSection')}
      help={t('register.countriesHelp')}
    >
      <Stack spacing={2}>
        {generalError && <Alert severity="error">{generalError}</Alert>}
        {rows.map((row, index) => (
          <CountryRowFields
            key={row.id}
            index={index}
            row={row}
            choices={countryChoices(rows, countries, index)}
            countries={countries}
            introducer={introducer}
            workerOptions={rowWorkerOptions(row, countries, introducer)}
            removable={canRemoveRow(rows)}
            errorOf={(field) => errorOf(rowPath(index, field))}
            onCountry={(code) => {
              rowActions.country(index, code)
              touch(rowPath(index, 'countryCode'))
            }}
            onPackage={(signature) => rowActions.package(index, signature)}
            onWorkers={(workers) => rowActions.workers(index, workers)}
            onRemove={() => rowActions.remove(index)}
          />
        ))}
      </Stack>
      {canAddRow(rows, countries) && (
        <Button startIcon={<AddIcon />} onClick={rowActions.add} sx={{ mt: 2 }}>
          {t('register.addCountry')}
        </Button>
      )}
    </FormSection>
  )
}
