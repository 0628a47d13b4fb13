import type { MouseEvent } from 'react'
import { DeleteWithConfirmButton, useRecordContext, useTranslate } from 'react-admin'
import type { Attachment } from './types'

/**
 * Deletes after a confirmation naming the attachment and saying what happens: customers stop seeing it, its file
 * stays on record (a soft delete).
 */
export const DeleteAttachmentButton = () => {
  const attachment = useRecordContext<Attachment>()
  const translate = useTranslate()
  if (!attachment) return null
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle={translate('app.attachments.delete.title', { title: attachment.title })}
      confirmContent={translate('app.attachments.delete.content')}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      redirect="list"
    />
  )
}
