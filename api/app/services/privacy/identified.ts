import { isIdentified, type default as Driver } from '#models/driver'
import { NotFoundException } from '#exceptions/not_found_exception'

/**
 * The driver, when he has not been erased: an erased driver is read nowhere (lists, packs, exports leave him out),
 * and a call that names him answers 404 like a missing one.
 */
export function identified(driver: Driver) {
  if (!isIdentified(driver)) throw new NotFoundException()
  return driver
}
