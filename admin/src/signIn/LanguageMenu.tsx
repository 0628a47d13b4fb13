import { useEffect, useId, useRef, useState } from 'react'
import { locales, type LocaleCode } from '../i18n/locales'
import { ExpandMoreIcon, TranslateIcon } from './icons'

interface LanguageMenuProps {
  locale: LocaleCode
  onChange: (locale: LocaleCode) => void
  /** "Language", in the language shown. */
  label: string
}

/** The language switch under the sign-in form: a button that shows the three languages, each in its own words. */
export const LanguageMenu = ({ locale, onChange, label }: LanguageMenuProps) => {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
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

  const choose = (next: LocaleCode) => {
    setOpen(false)
    button.current?.focus()
    if (next !== locale) onChange(next)
  }

  return (
    <div className="lt-language" ref={root}>
      <button
        ref={button}
        type="button"
        className="lt-text-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
      >
        <TranslateIcon />
        <span className="lt-visually-hidden">{label} </span>
        {locales.find((language) => language.locale === locale)?.name}
        <ExpandMoreIcon />
      </button>
      <ul id={listId} className="lt-language__list" hidden={!open}>
        {locales.map((language) => (
          <li key={language.locale}>
            <button
              type="button"
              className="lt-language__item"
              lang={language.locale}
              aria-current={language.locale === locale}
              onClick={() => choose(language.locale)}
            >
              {language.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
