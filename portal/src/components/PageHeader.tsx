import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useDocumentTitle } from './useDocumentTitle'

type Props = { title: string; subtitle?: ReactNode }

export function PageHeader({ title, subtitle }: Props) {
  useDocumentTitle(title)
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h1">{title}</Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  )
}
