import type { ReactNode } from 'react'
import './light/panel.css'

/** A label above its value, for read-only details (drawn without MUI: the home's company card shows it first). */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <span className="lt-info__label">{label}</span>
      <div className="lt-info__value">{children || '—'}</div>
    </div>
  )
}
