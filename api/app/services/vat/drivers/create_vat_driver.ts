import type { VatConfig } from '#config/vat'
import type { VatDriver } from '#services/vat/types'
import { normalise } from '#services/vat/rules'
import { OfflineVatDriver } from '#services/vat/drivers/offline_driver'
import { ViesVatDriver } from '#services/vat/drivers/vies_driver'

/** The driver named by the configuration (VAT_CHECK_DRIVER). */
export function createVatDriver(config: VatConfig): VatDriver {
  if (config.driver !== 'vies') return new OfflineVatDriver()
  const requester = config.vies.requesterVatNumber ? normalise(null, config.vies.requesterVatNumber) : null
  return new ViesVatDriver({ url: config.vies.url, timeoutMs: config.vies.timeoutMs, requester })
}
