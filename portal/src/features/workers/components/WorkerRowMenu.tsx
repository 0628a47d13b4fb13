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

export type WorkerAction = 'details' | 'update' | 'duplicate' | 'remove'

const ITEMS: { action: WorkerAction; label: MessageKey; icon: typeof EditOutlinedIcon }[] = [
  { action: 'details', label: 'workers.details', icon: VisibilityOutlinedIcon },
  { action: 'update', label: 'workers.update', icon: EditOutlinedIcon },
  { action: 'duplicate', label: 'workers.duplicate', icon: ContentCopyOutlinedIcon },
  { action: 'remove', label: 'workers.remove', icon: DeleteOutlineIcon },
]

type Props = {
  name: string
  canDuplicate: boolean
  /** Only the details of a driver of an ended contract. */
  readOnly?: boolean
  onAction: (action: WorkerAction) => void
}

/** The actions on a driver; a read-only list offers its details only. */
function offered(action: WorkerAction, canDuplicate: boolean, readOnly: boolean) {
  if (readOnly) return action === 'details'
  return action !== 'duplicate' || canDuplicate
}

export function WorkerRowMenu({ name, canDuplicate, readOnly = false, onAction }: Props) {
  const { t } = useI18n()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const choose = (action: WorkerAction) => {
    setAnchor(null)
    onAction(action)
  }
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
        {ITEMS.filter((item) => offered(item.action, canDuplicate, readOnly)).map(
          ({ action, label, icon: Icon }) => (
            <MenuItem
              key={action}
              onClick={() => choose(action)}
              sx={action === 'remove' ? { color: 'error.main' } : undefined}
            >
              <ListItemIcon sx={action === 'remove' ? { color: 'error.main' } : undefined}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(label)}</ListItemText>
            </MenuItem>
          )
        )}
      </Menu>
    </>
  )
}
