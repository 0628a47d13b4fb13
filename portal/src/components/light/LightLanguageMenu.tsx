import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useI18n } from '../../i18n/I18nProvider'
import { LANGUAGES, switchLanguagePath } from '../../i18n/languages'
import { Flag } from '../Flag'
import './light.css'
import './light-language.css'

/** The language choice of the public pages: the same page, with the same query, in another language. */
export function LightLanguageMenu() {
  const { lang, t } = useI18n()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('mousedown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('mousedown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  return (
    <div className="lt-language" ref={root}>
      <button
        type="button"
        className="lt-language__button"
        aria-label={t('language.label')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((current) => !current)}
      >
        <Flag lang={lang} />
        {lang.toUpperCase()}
      </button>
      {open && (
        <ul id={menuId} className="lt-language__menu" role="menu">
          {LANGUAGES.map((code) => (
            <li key={code} role="none">
              <Link
                role="menuitem"
                className="lt-language__item"
                to={switchLanguagePath(location, code)}
                lang={code}
                aria-current={code === lang}
                onClick={() => setOpen(false)}
              >
                <Flag lang={code} />
                {t(`language.${code}`)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
