import { Box, Link, Typography } from '@mui/material'
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined'
import { FileField, FileInput, required, useRecordContext, useTranslate } from 'react-admin'
import { FormSection } from '@/components/FormSection'
import type { RepresentativeCountry } from './types'

const PDF = { 'application/pdf': ['.pdf'] }
const requiredFile = required()

/** The file served today, as a link (edit only). */
const CurrentFile = ({ language }: { language: 'fr' | 'pl' }) => {
  const record = useRecordContext<RepresentativeCountry>()
  const translate = useTranslate()
  const current = record?.termsOfSales?.[language]
  if (!current) return null
  return (
    <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      {translate('app.settings.terms_current')}:
      <Link
        href={current.url}
        target="_blank"
        rel="noopener"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, wordBreak: 'break-all' }}
      >
        <PictureAsPdfOutlinedIcon fontSize="small" />
        {current.fileName}
      </Link>
    </Typography>
  )
}

const TermsFile = ({ language, required: isRequired }: { language: 'fr' | 'pl'; required: boolean }) => {
  const translate = useTranslate()
  return (
    <Box sx={{ minWidth: 0, mb: 2 }}>
      <FileInput
        source={language === 'fr' ? 'termsOfSalesFr' : 'termsOfSalesPl'}
        accept={PDF}
        multiple={false}
        validate={isRequired ? requiredFile : undefined}
        placeholder={<Typography variant="body2">{translate('app.settings.terms_drop')}</Typography>}
      >
        <FileField source="src" title="title" target="_blank" />
      </FileInput>
      <CurrentFile language={language} />
    </Box>
  )
}

/**
 * The French and Polish terms of sale: PDF only (the server checks the content too), both required on create. On
 * edit, a new file replaces the served one; contracts keep the version they were sold under.
 */
export const TermsOfSaleInputs = () => {
  const record = useRecordContext<RepresentativeCountry>()
  const creating = !record?.id
  const translate = useTranslate()
  return (
    <FormSection title="app.settings.terms">
      {!creating && (
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mb: 1 }}>
          {translate('app.settings.terms_hint')}
        </Typography>
      )}
      <TermsFile language="fr" required={creating} />
      <TermsFile language="pl" required={creating} />
    </FormSection>
  )
}
