import { DateTime } from 'luxon'
import config from '@adonisjs/core/services/config'
import logger from '@adonisjs/core/services/logger'
import type { VatConfig } from '#config/vat'
import { checkFormat, normalise } from '#services/vat/rules'
import { createVatDriver } from '#services/vat/drivers/create_vat_driver'
import type { VatCheckResult, VatDriver, VatDriverAnswer, VatLookup } from '#services/vat/types'

/**
 * Checks an EU VAT number: format and check digits first (a wrong one is invalid without asking anyone), then the
 * configured driver. When VIES cannot answer, a well-formed number is `unverified`: accepted, so that an outage
 * never blocks a sale, and re-checked later (vat:recheck-unverified).
 *
 * Resolved from the container; tests swap it for one built around a driver of their own.
 */
export default class VatChecker {
  #driver: VatDriver

  // A default value, not an optional parameter: the constructor's length stays 0, so the container builds the
  // checker without @inject (it would refuse a constructor declaring a parameter it cannot resolve).
  constructor(driver: VatDriver = createVatDriver(config.get<VatConfig>('vat'))) {
    this.#driver = driver
  }

  /** `countryCode` may be null: the first two characters of the number then name the country. */
  async check(countryCode: string | null, vatNumber: string): Promise<VatCheckResult> {
    const format = checkFormat(countryCode, vatNumber)
    if (!format.ok) {
      const { prefix } = normalise(countryCode, vatNumber)
      return {
        status: 'invalid',
        countryCode: prefix === 'EL' ? 'GR' : prefix,
        vatNumber: format.normalised,
        reason: format.reason,
        checkedAt: DateTime.utc(),
      }
    }

    const answer = await this.#ask({ prefix: format.prefix, number: format.number })
    const checked = {
      countryCode: format.countryCode,
      vatNumber: format.normalised,
      checkedAt: DateTime.utc(),
    }
    switch (answer.outcome) {
      case 'valid':
        return {
          ...checked,
          status: 'valid',
          name: answer.name,
          address: answer.address,
          consultationNumber: answer.consultationNumber,
        }
      case 'invalid':
        return { ...checked, status: 'invalid', reason: 'vies' }
      case 'unavailable':
        logger.warn(
          { vatNumber: format.normalised, error: answer.error },
          'VAT check unavailable, number unverified'
        )
        return { ...checked, status: 'unverified', reason: answer.error }
    }
  }

  async #ask(lookup: VatLookup): Promise<VatDriverAnswer> {
    try {
      return await this.#driver.check(lookup)
    } catch (error) {
      return { outcome: 'unavailable', error: error instanceof Error ? error.name : 'DRIVER_ERROR' }
    }
  }
}
