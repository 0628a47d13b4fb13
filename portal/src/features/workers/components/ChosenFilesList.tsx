import { useId } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import { useI18n } from '@/i18n/I18nProvider'
import type { DocumentCategory, NamedCountry } from '../types'
import type { ChosenFile } from '../utils/chosenFiles'
import { checkDetails } from '../utils/documentDetails'
import { formatFileSize } from '../utils/fileSize'
import { DetailsFields, type DetailsField } from './DetailsFields'

type Props = {
  files: readonly ChosenFile[]
  categories: readonly DocumentCategory[]
  countries: readonly NamedCountry[]
  disabled: boolean
  onChange: (index: number, field: DetailsField, value: string) => void
  onRemove: (index: number) => void
}

/** The files chosen for upload, each with its details: a box each, so that a phone needs no sideways scroll. */
export function ChosenFilesList({ files, onRemove, ...fields }: Props) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {files.map((chosen, index) => (
        <ChosenFileItem
          key={`${chosen.file.name}|${chosen.file.size}`}
          chosen={chosen}
          {...fields}
          onChange={(field, value) => fields.onChange(index, field, value)}
          onRemove={() => onRemove(index)}
        />
      ))}
    </Box>
  )
}

type ItemProps = Omit<Props, 'files' | 'onChange' | 'onRemove'> & {
  chosen: ChosenFile
  onChange: (field: DetailsField, value: string) => void
  onRemove: () => void
}

function ChosenFileItem({ chosen, categories, countries, disabled, onChange, onRemove }: ItemProps) {
  const { lang, t } = useI18n()
  const nameId = useId()
  const { file } = chosen
  // A missing category is flagged without words (the dialog says it once); a date problem is said under its field.
  const problems = checkDetails(chosen)
  const errors = {
    ...(problems.category && { category: '' }),
    ...(problems.validUntil && { validUntil: t(problems.validUntil) }),
  }
  return (
    <Box
      component="li"
      role="group"
      aria-labelledby={nameId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1, sm: 1.5 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={nameId} sx={{ fontWeight: 500, overflowWrap: 'anywhere', flex: 1 }}>
          {file.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatFileSize(file.size, lang)}
        </Typography>
        <IconButton
          size="small"
          disabled={disabled}
          onClick={onRemove}
          aria-label={t('upload.removeFile', { name: file.name })}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <DetailsFields
        values={chosen}
        errors={errors}
        onChange={onChange}
        categories={categories}
        countries={countries}
        disabled={disabled}
        wide
      />
    </Box>
  )
}
