import type { ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import { LightLanguageMenu } from '../light/LightLanguageMenu'
import { Footer } from './Footer'
import '../light/light.css'

/** Public pages: grey background, content centred, language choice in the corner. Drawn without MUI. */
export function EmptyLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="lt-page">
      <div className="lt-page__top">
        <LightLanguageMenu />
      </div>
      <main className="lt-page__main">{children ?? <Outlet />}</main>
      <Footer />
    </div>
  )
}
