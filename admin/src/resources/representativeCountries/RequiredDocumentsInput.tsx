import { Box, Checkbox, FormControlLabel, FormGroup, FormHelperText, Switch, Typography } from '@mui/material'
import { useInput, useTranslate } from 'react-admin'
import { FormSection } from '@/components/FormSection'
import {
  CATEGORY_ORDER,
  effectiveCategories,
  withCategory,
  withDefault,
  type RequiredCategories,
} from './requiredDocuments'

// The value is null (the default) or a list, as the api reads it: react-admin's default format would turn null into ''.
const asIs = (value: unknown) => value

/**
 * What a driver posted in the country must hold for his posting to be ready: the road-transport default (switched
 * on, its list shown) or the country's own list, ticked category by category (none: nothing required).
 */
export const RequiredDocumentsInput = () => {
  const translate = useTranslate()
  const { field, fieldState, id } = useInput({
    source: 'requiredDocumentCategories',
    defaultValue: null,
    format: asIs,
    parse: asIs,
  })
  const value = field.value as RequiredCategories | undefined
  const byDefault = value === null || value === undefined
  const chosen = new Set(effectiveCategories(value))
  const hintId = `${id}-hint`
  return (
    <FormSection title="app.settings.required_documents">
      <Box sx={{ gridColumn: '1 / -1', mb: 2 }}>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.settings.required_documents_hint')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={byDefault}
              onChange={(event) => field.onChange(withDefault(value, event.target.checked))}
            />
          }
          label={translate('app.settings.required_documents_default')}
        />
        <FormHelperText sx={{ mt: 0, mb: 1 }}>
          {translate('app.settings.required_documents_default_hint')}
        </FormHelperText>
        <FormGroup
          id={id}
          aria-describedby={hintId}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            columnGap: 2,
          }}
        >
          {CATEGORY_ORDER.map((category) => (
            <FormControlLabel
              key={category}
              disabled={byDefault}
              control={
                <Checkbox
                  checked={chosen.has(category)}
                  onChange={(event) => field.onChange(withCategory(value, category, event.target.checked))}
                />
              }
              label={translate(`app.document_category.${category}`)}
            />
          ))}
        </FormGroup>
        {!byDefault && chosen.size === 0 && (
          <FormHelperText>{translate('app.settings.required_documents_none')}</FormHelperText>
        )}
        {typeof fieldState.error?.message === 'string' && (
          <FormHelperText error>
            {translate(fieldState.error.message, { _: fieldState.error.message })}
          </FormHelperText>
        )}
      </Box>
    </FormSection>
  )
}
