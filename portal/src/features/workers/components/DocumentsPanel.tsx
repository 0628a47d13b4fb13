import { DOCUMENT_CATEGORIES } from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'
import { useDocuments } from '../api/listDocuments'
import { DocumentsSection } from './DocumentsSection'

type Props = { companyId: number; workerId: number; readOnly?: boolean }

/** A posted worker's papers: his own as a person and the posting's, any category added here. */
export function DocumentsPanel({ companyId, workerId, readOnly = false }: Props) {
  const { t } = useI18n()
  const { documents, ...query } = useDocuments(companyId, workerId)
  return (
    <DocumentsSection
      companyId={companyId}
      title={t('documents.title')}
      documents={documents}
      target={{ kind: 'worker', id: workerId }}
      categories={DOCUMENT_CATEGORIES}
      readOnly={readOnly}
      query={query}
    />
  )
}
