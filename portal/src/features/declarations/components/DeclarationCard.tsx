import { useRef } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined'
import { formatDate, type DeclarationAnswer, type DeclarationState } from '@posted-workers/domain'
import { paths, PROVIDER } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import { countryName } from '@/lib/countryName'
import { useUploadDeclarationPdf } from '../api/uploadDeclarationPdf'

const STATE_COLOUR: Record<DeclarationState, 'default' | 'success' | 'warning' | 'error'> = {
  draft: 'warning',
  submitted: 'success',
  withdrawn: 'default',
  expired: 'error',
}

export type DeclarationAction = 'edit' | 'submit' | 'withdraw'

type Props = {
  companyId: number
  declaration: DeclarationAnswer
  onAction: (action: DeclarationAction, declaration: DeclarationAnswer) => void
}

/** One declaration: driver, host country, period and state, its IMI facts, what IMI still needs, and its actions. */
export function DeclarationCard({ companyId, declaration, onAction }: Props) {
  const { lang, t } = useI18n()
  const upload = useUploadDeclarationPdf(companyId)
  const input = useRef<HTMLInputElement>(null)
  const open = declaration.state === 'draft' || declaration.state === 'submitted'
  const titleId = `declaration-${declaration.id}`
  const facts = [
    [t('imi.plates'), declaration.plates.join(', ') || '—'],
    [
      t('imi.transportType'),
      [
        t(`declarations.transportType.${declaration.transportType}`),
        ...declaration.operations.map((operation) => t(`declarations.operations.${operation}`)),
      ].join(' · '),
    ],
    [t('imi.imiNumber'), declaration.imiNumber ?? '—'],
  ]
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography variant="h3" id={titleId} sx={{ fontWeight: 500 }}>
          {declaration.driverName}
        </Typography>
        <Typography color="text.secondary">
          {countryName(declaration.countryCode, lang)} ·{' '}
          {t('declarations.period', {
            start: formatDate(declaration.startDate),
            end: formatDate(declaration.endDate),
          })}
        </Typography>
        <Chip
          size="small"
          color={STATE_COLOUR[declaration.state]}
          variant={declaration.state === 'submitted' ? 'filled' : 'outlined'}
          label={t(`declarations.state.${declaration.state}`)}
          sx={{ ml: { sm: 'auto' } }}
        />
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          m: 0,
          mt: 1,
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, mb: { xs: 0.75, sm: 0 }, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {declaration.state === 'draft' && declaration.missing.length > 0 && (
        <Alert severity="warning" variant="outlined" sx={{ mt: 1 }}>
          {t('declarations.missing', {
            fields: declaration.missing.map((field) => t(`imi.${field}`)).join(', '),
          })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
        {declaration.document && (
          <Link
            href={paths.api(
              lang,
              `/${PROVIDER}/workers/company/${companyId}/document/${declaration.document.id}/download`
            )}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 1, overflowWrap: 'anywhere' }}
          >
            <PictureAsPdfOutlinedIcon fontSize="small" />
            {declaration.document.fileName}
          </Link>
        )}
        {open && (
          <Button size="small" onClick={() => onAction('edit', declaration)}>
            {t('declarations.edit')}
          </Button>
        )}
        {declaration.state === 'draft' && (
          <Button size="small" variant="contained" onClick={() => onAction('submit', declaration)}>
            {t('declarations.submit')}
          </Button>
        )}
        {declaration.state === 'submitted' && (
          <>
            <Button size="small" loading={upload.pending} onClick={() => input.current?.click()}>
              {t(declaration.document ? 'declarations.replacePdf' : 'declarations.uploadPdf')}
            </Button>
            <input
              ref={input}
              type="file"
              accept="application/pdf,.pdf"
              hidden
              aria-label={t('declarations.uploadPdf')}
              onChange={(event) => {
                const file = event.target.files?.[0]
                event.target.value = ''
                if (file) void upload.run({ id: declaration.id, file })
              }}
            />
            <Button size="small" color="error" onClick={() => onAction('withdraw', declaration)}>
              {t('declarations.withdraw')}
            </Button>
          </>
        )}
      </Box>
    </Paper>
  )
}
