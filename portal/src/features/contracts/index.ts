/** The contracts feature's public face: the contracts panel of a company and the types of its answers. */
export { ContractsPanel } from './components/ContractsPanel'
export { contractCode } from './utils/contractTabs'
export type * from './types'
