/**
 * A wide table scrolls sideways inside its card rather than widening the page: half the usual cell padding, and
 * the table's wrapper scrolls (the layout gives the content no minimum width, AppLayout).
 */
export const scrollingTable = {
  '& .MuiTableCell-root': { px: 1 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
}

/** A column of names (companies) keeps a readable width when the table is squeezed. */
export const nameColumn = () => ({ minWidth: 180 })
