import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useDocumentTitle } from '@/components/useDocumentTitle'
import { BrandHeader } from './BrandHeader'

type Props = {
  title: string
  subtitle?: ReactNode
  /** Beside the title on wide screens (for instance a print button). */
  action?: ReactNode
  maxWidth?: number
  /** A centred heading under a large icon (the confirmation). */
  centered?: boolean
  icon?: ReactNode
  children: ReactNode
}

/** The white card of the payment, transfer, confirmation and conditions pages, headed by the product mark. */
export function PurchasePanel({
  title,
  subtitle,
  action,
  maxWidth = 720,
  centered = false,
  icon,
  children,
}: Props) {
  useDocumentTitle(title)
  return (
    <Box sx={{ width: '100%', maxWidth, py: { xs: 1, sm: 2 } }}>
      <Paper
        elevation={0}
        className="purchase-printable"
        sx={{ p: { xs: 2.5, sm: 5 }, border: 1, borderColor: 'divider', boxShadow: 3 }}
      >
        <BrandHeader />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'flex-start',
            justifyContent: centered ? 'center' : 'space-between',
            textAlign: centered ? 'center' : 'left',
            mb: 3,
          }}
        >
          <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
            {icon && <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>{icon}</Box>}
            <Typography variant="h1">{title}</Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mt: 0.75 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {action}
        </Box>
        {children}
      </Paper>
    </Box>
  )
}
