import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'

/** `label` is optional because the router's first fallback renders before the translations exist. */
export function PageLoader({ label }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={label} />
    </Box>
  )
}
