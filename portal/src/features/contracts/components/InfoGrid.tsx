import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import { NARROW_QUERY } from './layout'

/** Figures of a contract (InfoRow) side by side, one column under 749 px. */
export function InfoGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        [`@media ${NARROW_QUERY}`]: { gridTemplateColumns: '1fr', gap: 2 },
      }}
    >
      {children}
    </Box>
  )
}
