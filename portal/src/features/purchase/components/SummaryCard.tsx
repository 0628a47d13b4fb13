import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'

/** One label and amount of a summary; `strong` for the total to pay. */
export function SummaryLine({
  label,
  value,
  strong = false,
}: {
  label: string
  value: string
  strong?: boolean
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant={strong ? 'body1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        variant={strong ? 'body1' : 'body2'}
        sx={{
          fontWeight: strong ? 700 : 500,
          whiteSpace: 'nowrap',
          fontSize: strong ? '1.15rem' : undefined,
        }}
      >
        {value}
      </Typography>
    </Box>
  )
}

/** The card of an order's figures, with a thin progress bar while the server computes new ones. */
export function SummaryCard({
  title,
  loading,
  children,
}: {
  title: string
  loading: boolean
  children: ReactNode
}) {
  return (
    <Card sx={{ position: 'relative', boxShadow: 2 }} aria-busy={loading}>
      {loading && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 3 }} />}
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}
