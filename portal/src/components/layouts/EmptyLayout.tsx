import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import { Outlet } from 'react-router-dom'
import { PAGE_BACKGROUND } from '../../config/theme'
import { LanguageSwitcher } from '../LanguageSwitcher'
import { Footer } from './Footer'

/** Public pages: grey background, content centred, language choice in the corner. */
export function EmptyLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: PAGE_BACKGROUND }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: { xs: 1, sm: 2 } }}>
        <LanguageSwitcher color="primary" />
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, pb: 4 }}
      >
        {children ?? <Outlet />}
      </Box>
      <Footer />
    </Box>
  )
}
