import type { ReactNode } from 'react'
import { ErrorIcon, WarningIcon } from './icons'

/** A message in the card, in the colours of MUI's standard alert. */
export const LightAlert = ({
  severity,
  children,
}: {
  severity: 'error' | 'warning'
  children: ReactNode
}) => (
  <div className={`lt-alert lt-alert--${severity}`} role="alert">
    <span className="lt-alert__icon">{severity === 'error' ? <ErrorIcon /> : <WarningIcon />}</span>
    <div className="lt-alert__message">{children}</div>
  </div>
)
