import { PageHeader } from '@/components/PageHeader'
import { useI18n } from '@/i18n/I18nProvider'
import { FaqAccordion } from './FaqAccordion'

export function FaqPage() {
  const { t } = useI18n()
  return (
    <>
      <PageHeader title={t('faq.title')} subtitle={t('faq.subtitle')} />
      <FaqAccordion />
    </>
  )
}
