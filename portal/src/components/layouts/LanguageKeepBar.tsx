import { useState } from 'react'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { dismissLanguageOffer, offersLanguage, useUpdateLanguage } from '@/lib/userLanguage'
import '../light/language-keep.css'

/**
 * Under the top bar, when the page is read in another language than the user's own: their e-mails and documents
 * follow the stored language, so the bar offers to keep this one (or hides it for this language, "not now").
 */
export function LanguageKeepBar() {
  const { lang, t } = useI18n()
  const update = useUpdateLanguage()
  const { user, refresh } = useAuth()
  const [dismissed, setDismissed] = useState<string | null>(null)
  if (!user || dismissed === lang || !offersLanguage(lang, user.language)) return null

  const keep = async () => {
    const result = await update.run(lang)
    if (result.ok) await refresh()
  }
  const notNow = () => {
    dismissLanguageOffer(lang)
    setDismissed(lang)
  }

  return (
    <section className="lt-language-keep" aria-label={t('languageKeep.label')}>
      <p className="lt-language-keep__text">
        {t('languageKeep.question', {
          current: t(`languageKeep.in.${user.language}`),
          chosen: t(`languageKeep.in.${lang}`),
        })}
      </p>
      <div className="lt-language-keep__actions">
        <button type="button" className="lt-language-keep__button" disabled={update.pending} onClick={keep}>
          {t('languageKeep.accept', { chosen: t(`languageKeep.in.${lang}`) })}
        </button>
        <button
          type="button"
          className="lt-language-keep__button lt-language-keep__button--quiet"
          onClick={notNow}
        >
          {t('languageKeep.dismiss')}
        </button>
      </div>
    </section>
  )
}
