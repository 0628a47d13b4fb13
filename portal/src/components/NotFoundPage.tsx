import { Link } from 'react-router-dom'
import { paths } from '../config/paths'
import { useI18n } from '../i18n/I18nProvider'
import { EmptyLayout } from './layouts/EmptyLayout'
import { useDocumentTitle } from './useDocumentTitle'
import './light/light.css'
import './light/not-found.css'

export function NotFoundPage() {
  const { lang, t } = useI18n()
  useDocumentTitle(t('notFound.title'))
  return (
    <EmptyLayout>
      <div className="lt-notfound">
        <p className="lt-notfound__code">{t('notFound.code')}</p>
        <h1 className="lt-notfound__title">{t('notFound.title')}</h1>
        <p className="lt-notfound__text">{t('notFound.text')}</p>
        <Link className="lt-button" to={paths.home(lang)}>
          {t('notFound.back')}
        </Link>
      </div>
    </EmptyLayout>
  )
}
