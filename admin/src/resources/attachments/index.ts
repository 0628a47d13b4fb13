import AttachFileIcon from '@mui/icons-material/AttachFile'
import { lazyScreen } from '@/components/lazyScreen'
import type { ResourceDescriptor } from '../types'
import type { Attachment } from './types'

export const attachments: ResourceDescriptor = {
  name: 'attachments',
  list: lazyScreen(() => import('./AttachmentList').then(({ AttachmentList }) => AttachmentList)),
  create: lazyScreen(
    () => import('./AttachmentCreate').then(({ AttachmentCreate }) => AttachmentCreate),
    'form'
  ),
  edit: lazyScreen(() => import('./AttachmentEdit').then(({ AttachmentEdit }) => AttachmentEdit), 'form'),
  icon: AttachFileIcon,
  recordRepresentation: (attachment: Attachment) => attachment.title,
}
