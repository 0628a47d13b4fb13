import { useCallback, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { useMediaQuery } from '@/lib/useMediaQuery'
import { Footer } from './Footer'
import { LanguageKeepBar } from './LanguageKeepBar'
import { MenuDrawer } from './MenuDrawer'
import { SideMenu } from './SideMenu'
import { TopBar } from './TopBar'
import '../light/frame.css'

/** Under 749 px the menu becomes a drawer over the page. */
const NARROW_QUERY = '(max-width: 748.98px)'

/**
 * The frame of the signed-in pages, drawn without MUI so that a page's first screen does not wait for it (pages
 * built with MUI bring it themselves, inside the frame).
 */
export function PortalLayout() {
  const narrow = useMediaQuery(NARROW_QUERY)
  const [wideOpen, setWideOpen] = useState(true)
  const [narrowOpen, setNarrowOpen] = useState(false)
  const open = narrow ? narrowOpen : wideOpen
  const toggle = () => (narrow ? setNarrowOpen((value) => !value) : setWideOpen((value) => !value))
  const closeOnNarrow = useCallback(() => setNarrowOpen(false), [])

  return (
    <div className="lt-frame">
      <TopBar onToggleMenu={toggle} menuOpen={open} />
      <MenuDrawer narrow={narrow} open={open} onClose={closeOnNarrow}>
        <SideMenu onNavigate={closeOnNarrow} />
      </MenuDrawer>
      <div className="lt-frame__content" inert={narrow && open}>
        <div className="lt-toolbar-space" />
        <main className="lt-frame__main">
          <LanguageKeepBar />
          <Outlet />
        </main>
        <Footer />
      </div>
    </div>
  )
}
