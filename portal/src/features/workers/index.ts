/**
 * The workers feature's public face: what the dashboard composes into each contract's tab, and what the roster of
 * drivers shows of the same postings and documents (and their roadside actions).
 */
export { ContractWorkers } from './components/ContractWorkers'
export { DocumentsSection } from './components/DocumentsSection'
export { ReadinessFilter } from './components/ReadinessFilter'
export { ReadinessIcon, ReadinessLight } from './components/ReadinessLight'
export { RoadsideButtons } from './components/RoadsideButtons'
export { companyWorkersKey } from './api/base'
export { categoriesOf } from './utils/documentDetails'
export { emptyListKey, readinessReasons, worstReadiness } from './utils/readiness'
export { workerName } from './utils/workers'
