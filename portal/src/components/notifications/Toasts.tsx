import Stack from '@mui/material/Stack'
import { ThemeProvider } from '@mui/material/styles'
import { theme } from '@/config/theme'
import { Toast } from './Toast'
import type { Notification } from './types'

export type Entry = Notification & { id: number }

/** The toasts on screen, in the corner; loaded with the first one (MUI), so that pages without one go without. */
export default function Toasts({ entries, dismiss }: { entries: Entry[]; dismiss: (id: number) => void }) {
  return (
    <ThemeProvider theme={theme}>
      <Stack
        spacing={1}
        sx={{
          position: 'fixed',
          top: { xs: 8, sm: 72 },
          right: { xs: 8, sm: 16 },
          left: { xs: 8, sm: 'auto' },
          zIndex: (theme) => theme.zIndex.snackbar,
          width: { sm: 380 },
        }}
      >
        {entries.map((entry) => (
          <Toast key={entry.id} notification={entry} onClose={() => dismiss(entry.id)} />
        ))}
      </Stack>
    </ThemeProvider>
  )
}
