import { Typography } from '@mui/material'
import {
  BooleanInput,
  FileField,
  FileInput,
  required,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin'
import { FormSection } from '@/components/FormSection'
import { RepresentativeCountriesInput } from '@/components/RepresentativeCountriesInput'
import { atLeastOneTitle } from './attachmentForm'

const fullRow = { gridColumn: '1 / -1' }
const maxTitle = 200

const TitlesHint = () => (
  <Typography variant="body2" color="text.secondary" sx={{ ...fullRow, mb: 1 }}>
    {useTranslate()('app.attachments.titles_hint')}
  </Typography>
)

/**
 * The attachment's fields, shared by create and edit: a title per language (at least one), the countries, who
 * sees it, and the PDF (required on create; on edit the current file is shown and a new one replaces it).
 */
export const AttachmentInputs = ({ fileRequired }: { fileRequired: boolean }) => (
  <>
    <FormSection title="app.attachments.titles">
      <TitlesHint />
      <TextInput
        source="titles.fr"
        validate={atLeastOneTitle as Validator}
        inputProps={{ maxLength: maxTitle }}
      />
      <TextInput source="titles.pl" inputProps={{ maxLength: maxTitle }} />
      <TextInput source="titles.en" inputProps={{ maxLength: maxTitle }} />
    </FormSection>
    <FormSection title="app.attachments.offer">
      <RepresentativeCountriesInput source="countryCodes" validate={required()} sx={fullRow} />
      <BooleanInput source="hasCode" helperText="app.attachments.has_code_hint" sx={fullRow} />
      <BooleanInput source="isActive" helperText="app.attachments.is_active_hint" sx={fullRow} />
    </FormSection>
    <FormSection title="app.attachments.document">
      <FileInput
        source="file"
        accept={{ 'application/pdf': ['.pdf'] }}
        validate={fileRequired ? required() : undefined}
        helperText={fileRequired ? 'app.attachments.file_hint' : 'app.attachments.file_replace_hint'}
        sx={fullRow}
      >
        <FileField source="src" title="title" target="_blank" rel="noopener" />
      </FileInput>
    </FormSection>
  </>
)
