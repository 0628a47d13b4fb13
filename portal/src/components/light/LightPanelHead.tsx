import type { ReactNode } from 'react'
import './panel.css'

/** The heading of a light panel (MUI's card header in the theme's look): its icon, then its title. */
export function LightPanelHead({
  icon,
  title,
  titleId,
}: {
  icon: ReactNode
  title: string
  titleId?: string
}) {
  return (
    <div className="lt-panel__head">
      <span className="lt-panel__icon">{icon}</span>
      <span className="lt-panel__title" id={titleId}>
        {title}
      </span>
    </div>
  )
}
