import { useState } from 'react'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import Toolbar from '@mui/material/Toolbar'
import useMediaQuery from '@mui/material/useMediaQuery'
import { Outlet } from 'react-router-dom'
import { Footer } from './Footer'
import { SideMenu } from './SideMenu'
import { TopBar } from './TopBar'

export const DRAWER_WIDTH = 264
/** Under 749 px the menu becomes a drawer over the page. */
const NARROW_QUERY = '(max-width: 748.98px)'

export function PortalLayout() {
  const narrow = useMediaQuery(NARROW_QUERY)
  const [wideOpen, setWideOpen] = useState(true)
  const [narrowOpen, setNarrowOpen] = useState(false)
  const open = narrow ? narrowOpen : wideOpen
  const toggle = () => (narrow ? setNarrowOpen((value) => !value) : setWideOpen((value) => !value))
  const closeOnNarrow = () => setNarrowOpen(false)

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar onToggleMenu={toggle} menuOpen={open} />
      <Drawer
        variant={narrow ? 'temporary' : 'persistent'}
        open={open}
        onClose={closeOnNarrow}
        ModalProps={{ keepMounted: true }}
        sx={{
          width: !narrow && open ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        {/* The top bar stays above the drawer, so its menu button can also close it. */}
        <Toolbar />
        <SideMenu onNavigate={closeOnNarrow} />
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box
          component="main"
          sx={{ flex: 1, width: '100%', maxWidth: 1200, mx: 'auto', p: { xs: 2, sm: 3 } }}
        >
          <Outlet />
        </Box>
        <Footer />
      </Box>
    </Box>
  )
}
