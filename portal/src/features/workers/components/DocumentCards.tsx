import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { formatDateTime } from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'
import type { WorkerDocument } from '../types'
import { documentCaption } from '../utils/documentDetails'
import { mimeLabel } from '../utils/mime'
import { DocumentActions, type DocumentHandlers } from './DocumentActions'
import { ValidityText } from './ValidityText'

type Props = DocumentHandlers & { documents: readonly WorkerDocument[] }

/** The documents on a narrow screen: one card each, its buttons within reach, where the table would scroll sideways. */
export function DocumentCards({ documents, ...handlers }: Props) {
  const { lang, t } = useI18n()
  return (
    <Box component="ul" aria-label={t('documents.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {documents.map((document) => (
        <Box
          component="li"
          key={document.id}
          sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}
        >
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{document.fileName}</Typography>
          <Typography variant="body2">{t(`category.${document.category}`)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {documentCaption(document, lang, t)}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" component="div" sx={{ flex: 1, minWidth: 0 }}>
              {t('documents.validUntilLabel')} <ValidityText document={document} />
            </Typography>
            <Box sx={{ display: 'flex' }}>
              <DocumentActions document={document} {...handlers} />
            </Box>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t('documents.addedOn', { date: formatDateTime(document.createdAt) })} ·{' '}
            {mimeLabel(document.mime) ?? t('documents.unknownFormat')} ·{' '}
            {t('documents.idOf', { id: document.id })}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
