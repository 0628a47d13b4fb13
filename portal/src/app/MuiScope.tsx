import { useState, type ReactNode } from 'react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from 'react-router-dom'
import { theme } from '../config/theme'
import { createQueryClient } from '../lib/queries'

/**
 * What the pages built with MUI and server-state queries need: the theme and the query cache. Loaded with the
 * first such page, so that the login page carries neither. The cache lives as long as the scope: signing out (the
 * login page is outside it) leaves no one's data behind.
 */
export function MuiScope({ children }: { children?: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>{children ?? <Outlet />}</QueryClientProvider>
    </ThemeProvider>
  )
}

/** As a lazy layout route (router.tsx). */
export const Component = MuiScope
