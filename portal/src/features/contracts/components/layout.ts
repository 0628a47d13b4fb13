/** The portal's narrow layout (the side menu turns into a drawer) starts under 749 px. */
export const NARROW_QUERY = '(max-width: 748.98px)'

/**
 * The invoice tables follow the width of their own box (`containerType: 'inline-size'`), not the window's:
 * with the side menu open, a wide window still leaves them little room.
 */
export const COMPACT = '@container (max-width: 559.98px)'

export const invoiceTablesContainer = { containerType: 'inline-size' } as const
export const wideOnly = { [COMPACT]: { display: 'none' } } as const
export const compactOnly = { display: 'none', [COMPACT]: { display: 'block' } } as const
export const compactCells = {
  [COMPACT]: { px: 0.75, '&:first-of-type': { pl: 0 }, '&:last-of-type': { pr: 0 } },
} as const

/** Expand control, number, date, amount without tax, amount with tax, download. */
export const INVOICE_COLUMNS = 6
