import { FormDialog } from '@/components/FormDialog'
import { useI18n } from '@/i18n/I18nProvider'
import { useCountries } from '@/lib/api/countries'
import { useForm } from '@/lib/form/useForm'
import { DETAIL_FIELDS, useUpdateDocument } from '../api/updateDocument'
import type { WorkerDocument } from '../types'
import { categoriesOf, checkDetails, detailsOf, type DocumentDetails } from '../utils/documentDetails'
import { DetailsFields } from './DetailsFields'

type Props = { companyId: number; document: WorkerDocument; onClose: () => void }

/**
 * A document's category (among those of the same list: the person's, or the posting's, as the server keeps them
 * apart), number, issuing country and validity.
 */
export function DocumentEditDialog({ companyId, document, onClose }: Props) {
  const { t } = useI18n()
  const update = useUpdateDocument(companyId, document.id)
  const countries = useCountries().data?.countries ?? []
  const form = useForm({
    initial: () => detailsOf(document),
    validate: (values) =>
      Object.fromEntries(Object.entries(checkDetails(values)).map(([field, key]) => [field, t(key)])),
    serverFields: Object.fromEntries(DETAIL_FIELDS.map((field) => [field, field])),
  })

  const submit = async () => {
    // checkDetails has stopped a missing category before this sends.
    const result = await form.submit((values) => update.run(values as DocumentDetails))
    if (result?.ok) onClose()
  }

  return (
    <FormDialog
      open
      title={t('documents.editTitle', { name: document.fileName })}
      submitLabel={t('common.save')}
      busy={update.pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <DetailsFields
        values={form.values}
        errors={form.errors}
        onChange={form.setField}
        categories={categoriesOf(document.scope)}
        countries={countries}
      />
    </FormDialog>
  )
}
