import { useEffect, useId, useRef } from 'react'
import Box from '@mui/material/Box'
import { useI18n } from '@/i18n/I18nProvider'
import type { PaymentRedirectionForm } from '@/features/order'

/**
 * The provider's hosted page inside the portal: a hidden form posts the signed fields into the frame, once per
 * mount (a new form needs a new mount, e.g. a new `key`).
 */
export function PaymentFrame({ form }: { form: PaymentRedirectionForm }) {
  const { t } = useI18n()
  const frameName = `payment-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const formRef = useRef<HTMLFormElement>(null)
  const submitted = useRef(false)

  useEffect(() => {
    // Development runs effects twice: the provider must get the form once.
    if (submitted.current || !formRef.current) return
    submitted.current = true
    formRef.current.submit()
  }, [])

  return (
    <>
      <form
        ref={formRef}
        action={form.action}
        method={form.method || 'POST'}
        target={frameName}
        hidden
        data-testid="payment-form"
      >
        {Object.entries(form.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
      <Box
        component="iframe"
        name={frameName}
        title={t('payment.frameTitle')}
        sx={{
          display: 'block',
          width: '100%',
          height: 640,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
        }}
      />
    </>
  )
}
