import { Box, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { useTranslate } from 'react-admin'

/** A titled group of inputs laid out on two columns (one on phones); `gridColumn: '1 / -1'` spans both. */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate()
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, width: '100%', minWidth: 0 }}>
      <Typography component="legend" variant="overline" color="primary" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate(title)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 2,
        }}
      >
        {children}
      </Box>
    </Box>
  )
}
