import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import type { OrderAnswer } from '../types'
import { storeCardPayment, storeTransferPayment } from '../utils/paymentStorage'

/**
 * After an order (registration, renewal, upgrade, paying a pending request again): a card goes to the payment
 * page with the provider's form, a transfer to the bank-transfer page with the request to read, and an order with
 * nothing to pay (already validated) straight to the confirmation.
 */
export function useGoToPayment() {
  const { lang } = useI18n()
  const navigate = useNavigate()
  return useCallback(
    ({ requestId, paymentRedirectionForm, mop, validated }: OrderAnswer) => {
      if (validated) {
        navigate(`${paths.confirmation(lang)}?requestId=${encodeURIComponent(requestId)}`)
      } else if (paymentRedirectionForm) {
        storeCardPayment({ requestId, paymentRedirectionForm })
        navigate(paths.payment(lang))
      } else {
        storeTransferPayment({ mop: mop ?? 'TRANSFER', requestId })
        navigate(paths.bankTransfer(lang))
      }
    },
    [lang, navigate]
  )
}
