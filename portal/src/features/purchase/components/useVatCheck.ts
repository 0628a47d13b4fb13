import { useEffect, useState } from 'react'
import { useApi } from '../../../lib/ApiContext'
import { checkVat } from '../api/checkVat'
import type { VatCheckAnswer } from '../../order'
import type { VatStatus } from '../utils/registerValues'
import { fullVatNumber, isVatNumberComplete } from '../utils/vat'

const DEBOUNCE_MS = 500

type Checked = { vatNumber: string; status: VatStatus; answer: VatCheckAnswer | null }

/**
 * Asks the server about the VAT number once it is long enough and the user pauses. A number that is complete
 * but not answered yet counts as `checking`; a failed call counts as invalid.
 */
export function useVatCheck(countryCode: string, number: string) {
  const api = useApi()
  const vatNumber = fullVatNumber(countryCode, number)
  const complete = isVatNumberComplete(countryCode, number)
  const [checked, setChecked] = useState<Checked | null>(null)

  useEffect(() => {
    if (!complete) return
    let current = true
    const timer = window.setTimeout(async () => {
      const result = await checkVat(api, { countryCode, vatNumber })
      if (!current) return
      const status: VatStatus = result.ok
        ? (result.data.status ?? (result.data.valid ? 'valid' : 'invalid'))
        : 'invalid'
      setChecked({ vatNumber, status, answer: result.ok ? result.data : null })
    }, DEBOUNCE_MS)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [api, countryCode, vatNumber, complete])

  if (!complete) return { status: 'idle' as VatStatus, answer: null }
  if (checked?.vatNumber !== vatNumber) return { status: 'checking' as VatStatus, answer: null }
  return { status: checked.status, answer: checked.answer }
}
