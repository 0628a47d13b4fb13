import type { Theme } from '@mui/material'

/**
 * A wide table scrolls sideways inside its card rather than widening the page: half the usual cell padding, and
 * the table's wrapper scrolls (the layout gives the content no minimum width, AppLayout).
 */
export const scrollingTable = {
  '& .MuiTableCell-root': { px: 1 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
}

/**
 * A table whose last column holds the row's actions: that column stays in view at the right edge while the others
 * scroll under it, so Validate or Remove never sits beyond the card's edge.
 */
export const tableWithActions = {
  ...scrollingTable,
  '& .MuiTableRow-root > .MuiTableCell-root:last-of-type': {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    backgroundColor: 'background.paper',
    boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
  },
  '& .MuiTableHead-root .MuiTableCell-root:last-of-type': { backgroundColor: '#eef2f8', zIndex: 3 },
}

/** A column of names (companies) keeps a readable width, and a long unbroken name wraps rather than widening it. */
export const nameColumn = () => ({ minWidth: 180, maxWidth: 280, overflowWrap: 'anywhere' as const })

/** A status or type chip reads on one line. */
export const oneLineChip = { maxWidth: 'none', '& .MuiChip-label': { whiteSpace: 'nowrap' } }

/** A column of identifiers that may run long without a space (a login, an e-mail): wraps within its width. */
export const longTextColumn = () => ({ maxWidth: 240, overflowWrap: 'anywhere' as const })
