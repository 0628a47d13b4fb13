import { createContext, useContext } from 'react'
import type { UpgradeAccount } from '../types'

export type Renewal = {
  /** null until the server answered (or when it could not). */
  account: UpgradeAccount | null
  /**
   * Opens the renewal modal with a row per country named (an expiring contract, the Mobility Package of a first
   * order), or per renewable contract when none is named.
   */
  openRenew: (countryCodes?: string[]) => void
  openUpgrade: () => void
}

export const RenewalContext = createContext<Renewal | null>(null)

/** The renewal and upgrade of the company shown, or null outside a `RenewalProvider`. */
export function useRenewal(): Renewal | null {
  return useContext(RenewalContext)
}
