import type { ReactNode } from 'react'
import { useDocumentTitle } from './useDocumentTitle'
import './light/panel.css'

type Props = { title: string; subtitle?: ReactNode }

export function PageHeader({ title, subtitle }: Props) {
  useDocumentTitle(title)
  return (
    <div className="lt-header">
      <h1 className="lt-header__title">{title}</h1>
      {subtitle && <p className="lt-header__subtitle">{subtitle}</p>}
    </div>
  )
}
