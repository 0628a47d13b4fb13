import { checkFormat } from '#services/vat/rules'
import type { VatDriver, VatDriverAnswer, VatLookup } from '#services/vat/types'

/** Format and check digits only: nothing leaves the machine. */
export class OfflineVatDriver implements VatDriver {
  async check(lookup: VatLookup): Promise<VatDriverAnswer> {
    return checkFormat(lookup.prefix, lookup.number).ok ? { outcome: 'valid' } : { outcome: 'invalid' }
  }
}
