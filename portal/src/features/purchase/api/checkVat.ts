import type { ApiClient } from '@/lib/api'
import { useApiQuery } from '@/lib/queries'
import { useDebouncedValue } from '@/lib/useDebouncedValue'
import type { VatCheckAnswer } from '@/features/order'
import type { VatStatus } from '../utils/registerValues'
import { fullVatNumber, isVatNumberComplete } from '../utils/vat'

export type CheckVatInput = { countryCode: string; vatNumber: string }

/** Quiet: the answer (or its failure) is shown on the VAT field itself. */
export function checkVat(api: ApiClient, input: CheckVatInput) {
  return api.post<VatCheckAnswer>('/utils/checkVat', input, { quiet: true })
}

const DEBOUNCE_MS = 500
const vatCheckKey = (input: CheckVatInput) => ['vatCheck', input.countryCode, input.vatNumber] as const

/**
 * Asks the server about the VAT number once it is long enough and the user pauses. A number that is complete
 * but not answered yet counts as `checking`; a failed call counts as invalid. An answer is kept for the visit: the
 * same number typed again is not asked again.
 */
export function useVatCheck(
  countryCode: string,
  number: string
): { status: VatStatus; answer: VatCheckAnswer | null } {
  const vatNumber = fullVatNumber(countryCode, number)
  const complete = isVatNumberComplete(countryCode, number)
  const input = { countryCode, vatNumber }
  const settled = useDebouncedValue(complete ? JSON.stringify(input) : '', DEBOUNCE_MS)
  const asked: CheckVatInput | null = settled ? (JSON.parse(settled) as CheckVatInput) : null
  const query = useApiQuery(vatCheckKey(asked ?? input), (api) => checkVat(api, asked ?? input), {
    enabled: asked !== null,
    reference: true,
  })
  if (!complete) return { status: 'idle', answer: null }
  if (asked?.vatNumber !== vatNumber || asked.countryCode !== countryCode || query.fetching) {
    return { status: 'checking', answer: null }
  }
  if (query.failed || !query.data) return { status: query.loading ? 'checking' : 'invalid', answer: null }
  return { status: query.data.status ?? (query.data.valid ? 'valid' : 'invalid'), answer: query.data }
}
