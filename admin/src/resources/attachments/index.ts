import AttachFileIcon from '@mui/icons-material/AttachFile'
import { lazy } from 'react'
import type { ResourceDescriptor } from '../types'
import type { Attachment } from './types'

export const attachments: ResourceDescriptor = {
  name: 'attachments',
  list: lazy(() => import('./AttachmentList').then(({ AttachmentList }) => ({ default: AttachmentList }))),
  create: lazy(() =>
    import('./AttachmentCreate').then(({ AttachmentCreate }) => ({ default: AttachmentCreate }))
  ),
  edit: lazy(() => import('./AttachmentEdit').then(({ AttachmentEdit }) => ({ default: AttachmentEdit }))),
  icon: AttachFileIcon,
  recordRepresentation: (attachment: Attachment) => attachment.title,
}
