import { useState } from 'react'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import MoreVertIcon from '@mui/icons-material/MoreVert'
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined'
import { useI18n } from '@/i18n/I18nProvider'
import type { MessageKey } from '@/i18n/messages'
import { ROADSIDE_ITEMS } from './roadsideItems'
import type { RoadsideAction } from './useRoadsideActions'

export type WorkerAction = 'details' | 'update' | 'duplicate' | 'remove' | RoadsideAction

/** The menu's items in their groups: the driver, what he shows at a roadside check, his removal. */
const ITEMS: { action: WorkerAction; label: MessageKey; icon: typeof EditOutlinedIcon; group: number }[] = [
  { action: 'details', label: 'workers.details', icon: VisibilityOutlinedIcon, group: 0 },
  { action: 'update', label: 'workers.update', icon: EditOutlinedIcon, group: 0 },
  { action: 'duplicate', label: 'workers.duplicate', icon: ContentCopyOutlinedIcon, group: 0 },
  ...ROADSIDE_ITEMS.map((item) => ({ ...item, group: 1 })),
  { action: 'remove', label: 'workers.remove', icon: DeleteOutlineIcon, group: 2 },
]

type Props = {
  name: string
  canDuplicate: boolean
  /** A driver of an ended contract: his details and his roadside pack only. */
  readOnly?: boolean
  onAction: (action: WorkerAction) => void
}

/**
 * The actions on a driver. An ended contract's driver has his details and his pack (the documents he held); no
 * certificate or link, which speak of a posting that still runs.
 */
function offered(action: WorkerAction, canDuplicate: boolean, readOnly: boolean) {
  if (readOnly) return action === 'details' || action === 'roadsidePack'
  return action !== 'duplicate' || canDuplicate
}

export function WorkerRowMenu({ name, canDuplicate, readOnly = false, onAction }: Props) {
  const { t } = useI18n()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const choose = (action: WorkerAction) => {
    setAnchor(null)
    onAction(action)
  }
  const items = ITEMS.filter((item) => offered(item.action, canDuplicate, readOnly))
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('workers.optionsOf', { name })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {items.map(({ action, label, icon: Icon, group }, index) => (
          <MenuItem
            key={action}
            onClick={() => choose(action)}
            divider={index < items.length - 1 && items[index + 1].group !== group}
            sx={action === 'remove' ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={action === 'remove' ? { color: 'error.main' } : undefined}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
