/** The home feature's public face: the Mobility Package migration, which the company page shows too. */
export { MigrationPanel } from './components/MigrationPanel'
export { useMobilityPackageTerms } from './api/useHomeDashboard'
