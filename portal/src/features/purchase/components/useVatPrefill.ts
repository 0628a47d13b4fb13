import { useEffect, type Dispatch, type SetStateAction } from 'react'
import type { VatCheckAnswer } from '@/features/order'
import type { RegisterValues } from '../utils/registerValues'
import { addressFromVat } from '../utils/vat'

/** The register's name and address (a VAT check's answer) fill the fields the user has left empty. */
export function useVatPrefill(
  answer: VatCheckAnswer | null,
  setValues: Dispatch<SetStateAction<RegisterValues>>
) {
  useEffect(() => {
    if (!answer) return
    const address = addressFromVat(answer.address)
    setValues((current) => ({
      ...current,
      companyName: current.companyName || answer.name?.trim() || '',
      addressLine1: current.addressLine1 || address.line1 || '',
      addressLine2: current.addressLine2 || address.line2 || '',
      postalCode: current.postalCode || address.postalCode || '',
      city: current.city || address.city || '',
      addressCountry: current.addressCountry || address.countryCode || current.vatCountry,
    }))
  }, [answer, setValues])
}
