/** The contracts feature's public face: the contracts panel of a company, a contract's state, the types of its answers. */
export { ContractsPanel } from './components/ContractsPanel'
export { contractCode } from './utils/contractTabs'
export { ContractStatusChip } from './components/ContractStatusChip'
export type * from './types'
