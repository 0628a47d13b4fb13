import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { isExpiringCategory } from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'
import type { MessageKey } from '@/i18n/messages'
import type { DocumentCategory, NamedCountry } from '../types'
import { DOCUMENT_NUMBER_MAX, type DetailsValues } from '../utils/documentDetails'
import { categoryOptions } from './categoryOptions'

export type DetailsField = keyof DetailsValues

const LABELS: Record<DetailsField, MessageKey> = {
  category: 'documents.category',
  validFrom: 'documents.validFrom',
  validUntil: 'documents.validUntil',
  documentNumber: 'documents.number',
  issuingCountry: 'documents.issuingCountry',
}

type Props = {
  values: DetailsValues
  /** A field listed is flagged; its text, when not empty, shows under it. */
  errors?: Partial<Record<DetailsField, string>>
  onChange: (field: DetailsField, value: string) => void
  categories: readonly DocumentCategory[]
  countries: readonly NamedCountry[]
  disabled?: boolean
  /** In a wide dialog: the category and the dates on one line, the number and the country on the next. */
  wide?: boolean
}

/** A document's category, validity, number and issuing country: the upload's fields of each file, and the edit's. */
export function DetailsFields({
  values,
  errors = {},
  onChange,
  categories,
  countries,
  disabled,
  wide,
}: Props) {
  const { t } = useI18n()
  const field = (name: DetailsField) => ({
    name,
    size: 'small' as const,
    label: t(LABELS[name]),
    value: values[name],
    disabled,
    error: errors[name] !== undefined,
    helperText: errors[name] || undefined,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  })
  const date = { inputLabel: { shrink: true }, htmlInput: { min: '1950-01-01', max: '2099-12-31' } }
  // The category: two columns of four in a wide dialog, the whole line otherwise. The number and the country side
  // by side, as wide as the category in a wide dialog.
  const span = { gridColumn: 'span 2' }
  const half = { gridColumn: wide ? { xs: 'span 1', sm: 'span 2' } : 'span 1' }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(${wide ? 4 : 2}, minmax(0, 1fr))`,
        },
      }}
    >
      <TextField select required {...field('category')} sx={span}>
        {categoryOptions(categories, t)}
      </TextField>
      <TextField {...field('validFrom')} type="date" slotProps={date} />
      <TextField
        {...field('validUntil')}
        type="date"
        required={values.category !== '' && isExpiringCategory(values.category)}
        slotProps={date}
      />
      <TextField
        {...field('documentNumber')}
        autoComplete="off"
        sx={half}
        slotProps={{ htmlInput: { maxLength: DOCUMENT_NUMBER_MAX } }}
      />
      <TextField
        select
        {...field('issuingCountry')}
        sx={half}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      >
        <MenuItem value="">{t('documents.noCountry')}</MenuItem>
        {countries.map((country) => (
          <MenuItem key={country.code} value={country.code}>
            {country.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  )
}
