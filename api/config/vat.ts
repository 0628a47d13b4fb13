import env from '#start/env'

export const VIES_DEFAULT_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number'

/**
 * VAT number check. `offline` checks format and check digits only, so nothing leaves the machine unless `vies`
 * is configured; with `vies` the EU service also says whether the number is registered.
 */
const vatConfig = {
  driver: env.get('VAT_CHECK_DRIVER', 'offline'),
  vies: {
    url: env.get('VIES_URL', VIES_DEFAULT_URL),
    timeoutMs: env.get('VIES_TIMEOUT_MS', 5000),
    /** Our own VAT number, sent as requester so that VIES answers with a consultation number. */
    requesterVatNumber: env.get('VIES_REQUESTER_VAT_NUMBER') || null,
  },
}

export default vatConfig

export type VatConfig = typeof vatConfig
