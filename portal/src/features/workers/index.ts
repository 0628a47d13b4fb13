/**
 * The workers feature's public face: what the dashboard composes into each contract's tab, and what the roster of
 * drivers shows of the same postings and documents.
 */
export { ContractWorkers } from './components/ContractWorkers'
export { DocumentsSection } from './components/DocumentsSection'
export { ReadinessFilter } from './components/ReadinessFilter'
export { ReadinessIcon, ReadinessLight } from './components/ReadinessLight'
export { companyWorkersKey } from './api/base'
export { categoriesOf } from './utils/documentDetails'
export { emptyListKey, readinessReasons, worstReadiness } from './utils/readiness'
export { workerName } from './utils/workers'
