import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useI18n } from '@/i18n/I18nProvider'
import { LANGUAGES, switchLanguagePath } from '@/i18n/languages'
import { Flag } from '../Flag'
import { menuFocusTarget } from './menuKeys'
import './light.css'
import './light-language.css'

const menuItems = (root: HTMLElement | null) => [
  ...(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
]

/**
 * The language choice: the same page, with the same query, in another language. `onBar`: on the signed-in frame's
 * top bar (white, the flag alone on phones).
 */
export function LightLanguageMenu({ onBar = false }: { onBar?: boolean }) {
  const { lang, t } = useI18n()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    // As MUI's menus do: the keyboard lands on the language shown, and Escape gives it back to the button.
    menuItems(root.current)
      .find((item) => item.getAttribute('aria-current') === 'true')
      ?.focus()
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('mousedown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('mousedown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  const moveFocus = (event: ReactKeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Tab') return setOpen(false)
    const list = menuItems(root.current)
    const target = menuFocusTarget(event.key, list.indexOf(event.target as HTMLElement), list.length)
    if (target === null) return
    event.preventDefault()
    list[target]?.focus()
  }

  return (
    <div className={onBar ? 'lt-language lt-language--bar' : 'lt-language'} ref={root}>
      <button
        ref={button}
        type="button"
        className={onBar ? 'lt-text-button' : 'lt-language__button'}
        aria-label={t('language.label')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((current) => !current)}
      >
        {onBar ? (
          <>
            <span className="lt-text-button__icon lt-language__flag">
              <Flag lang={lang} />
            </span>
            <span className="lt-language__code">{lang.toUpperCase()}</span>
          </>
        ) : (
          <>
            <Flag lang={lang} />
            {lang.toUpperCase()}
          </>
        )}
      </button>
      {open && (
        <ul id={menuId} className="lt-language__menu" role="menu" onKeyDown={moveFocus}>
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
