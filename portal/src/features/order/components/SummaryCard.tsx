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

/**
 * The figures of a summary once the server has priced the order: before that a message (empty, loading or
 * unavailable); while new figures come, the old ones fade and a failure is said above them.
 */
export function SummaryFigures({
  ready,
  loading,
  failed,
  emptyText,
  unavailableText,
  loadingText,
  children,
}: {
  ready: boolean
  loading: boolean
  failed: boolean
  emptyText: string
  unavailableText: string
  loadingText: string
  children: ReactNode
}) {
  if (!ready) {
    return (
      <Typography variant="body2" color={failed ? 'error' : 'text.secondary'} sx={{ mb: 2 }}>
        {failed ? unavailableText : loading ? loadingText : emptyText}
      </Typography>
    )
  }
  return (
    <Box sx={{ opacity: loading ? 0.55 : 1, transition: 'opacity 150ms' }}>
      {failed && (
        <Typography variant="body2" color="error" sx={{ mb: 1 }}>
          {unavailableText}
        </Typography>
      )}
      {children}
    </Box>
  )
}

/** One country of a summary: its name, lines of detail under it, and its amount. */
export function SummaryCountry({
  name,
  details,
  amount,
}: {
  name: string
  details: string[]
  amount: string
}) {
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        {details.map((detail) => (
          <Typography key={detail} variant="body2" color="text.secondary">
            {detail}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
        {amount}
      </Typography>
    </Box>
  )
}
