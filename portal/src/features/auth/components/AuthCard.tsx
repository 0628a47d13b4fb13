import type { ReactNode } from 'react'
import { BadgeIcon } from '@/components/light/icons'
import { useI18n } from '@/i18n/I18nProvider'
import '@/components/light/light.css'

type Props = { title: string; subtitle?: string; children: ReactNode }

/** The centred card of the public pages, headed by the product name (drawn without MUI: the login page's frame). */
export function AuthCard({ title, subtitle, children }: Props) {
  const { t } = useI18n()
  return (
    <section className="lt-card">
      <div className="lt-card__head">
        <div className="lt-card__badge">
          <BadgeIcon />
        </div>
        <p className="lt-card__product">{t('app.name')}</p>
        <p className="lt-card__tagline">{t('app.tagline')}</p>
        <h1 className="lt-card__title">{title}</h1>
        {subtitle && <p className="lt-card__subtitle">{subtitle}</p>}
      </div>
      {children}
    </section>
  )
}
