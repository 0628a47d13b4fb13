import type { ReactNode } from 'react'
import { ThemeProvider } from '@mui/material/styles'
import { theme } from '../config/theme'

/**
 * The theme of the parts drawn with MUI. Without MUI's CssBaseline: inside the light signed-in frame, the page's
 * base styles (styles/base.css) already are what it would set.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>
}
