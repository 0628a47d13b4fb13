import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined'
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined'
import QrCode2OutlinedIcon from '@mui/icons-material/QrCode2Outlined'
import type { MessageKey } from '@/i18n/messages'
import type { RoadsideAction } from './useRoadsideActions'

/** The roadside actions as a menu or a row of buttons shows them, in the same order and words everywhere. */
export const ROADSIDE_ITEMS: {
  action: RoadsideAction
  label: MessageKey
  icon: typeof QrCode2OutlinedIcon
}[] = [
  { action: 'roadsidePack', label: 'roadside.pack', icon: FolderZipOutlinedIcon },
  { action: 'certificate', label: 'roadside.certificate', icon: PictureAsPdfOutlinedIcon },
  { action: 'roadsideLink', label: 'roadside.linkAction', icon: QrCode2OutlinedIcon },
]
