import { useRef, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { useDocumentTitle } from '@/components/useDocumentTitle'
import { paths } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import { BrandHeader } from './BrandHeader'
import { CompanySection } from './CompanySection'
import { ConditionsSection } from '@/features/order'
import { ContactSection } from './ContactSection'
import { CountriesSection } from './CountriesSection'
import { OrderSummary } from './OrderSummary'
import { PaymentMethodSection } from '@/features/order'
import { PromoCodeSection } from '@/features/order'
import { PromoConfirmDialog } from './PromoConfirmDialog'
import { revealFirstError } from '@/features/order'
import { useRegisterForm } from './useRegisterForm'

/** Side by side from 749 px: the form, and the order summary that stays in view while scrolling. */
const WIDE = '@media (min-width: 749px)'

export function RegisterPage() {
  const { lang, t } = useI18n()
  const [searchParams] = useSearchParams()
  const form = useRegisterForm(searchParams.get('country'))
  const formRef = useRef<HTMLFormElement>(null)
  useDocumentTitle(t('register.title'))

  const submit = async (withoutPromoCode?: boolean) => {
    if (await form.submit(withoutPromoCode)) revealFirstError(formRef.current)
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit()
  }

  return (
    <Box sx={{ width: '100%', maxWidth: 1180, py: { xs: 1, sm: 2 } }}>
      <BrandHeader />
      <Box sx={{ mb: 3 }}>
        <Typography variant="h1">{t('register.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.75, maxWidth: 720 }}>
          {t('register.subtitle')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('register.haveAccount')}{' '}
          <Link component={RouterLink} to={paths.login(lang)}>
            {t('register.signIn')}
          </Link>
        </Typography>
      </Box>
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: '1fr',
          [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr) 320px', alignItems: 'start' },
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <CompanySection form={form} />
          <ContactSection form={form} />
          <CountriesSection form={form} />
          <PromoCodeSection form={form} />
          <PaymentMethodSection form={form} />
          <ConditionsSection form={form} />
        </Stack>
        <Box sx={{ [WIDE]: { position: 'sticky', top: 16 } }}>
          <OrderSummary
            form={form}
            onShowMissing={() => {
              form.showMissing()
              revealFirstError(formRef.current)
            }}
          />
        </Box>
      </Box>
      <PromoConfirmDialog
        open={form.confirmOpen}
        code={form.promo.state.code}
        busy={form.busy}
        onCancel={form.closeConfirm}
        onConfirm={() => void submit(true)}
      />
    </Box>
  )
}
