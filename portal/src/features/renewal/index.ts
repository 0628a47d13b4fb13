/** The renewal feature's public face: what the dashboard composes around the contracts. */
export { RenewalProvider } from './components/RenewalProvider'
export { useRenewal } from './components/RenewalContext'
export { UpgradeAction } from './components/UpgradeAction'
export type * from './types'
