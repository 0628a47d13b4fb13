import { useI18n } from '../../../i18n/I18nProvider'
import { useApiQuery } from '../../../lib/queries'
import { listDocuments } from '../api/listDocuments'
import { workersKeys } from '../api/keys'

/** A worker's documents, newest first; download links carry the language, so they come again with it. */
export function useDocuments(companyId: number, workerId: number) {
  const { lang } = useI18n()
  const { data, ...query } = useApiQuery([...workersKeys.documents(companyId, workerId), lang], (api) =>
    listDocuments(api, companyId, workerId)
  )
  return { ...query, documents: data?.documents ?? [] }
}
