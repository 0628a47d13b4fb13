/** The workers feature's public face: what the dashboard composes into each contract's tab. */
export { ContractWorkers } from './components/ContractWorkers'
