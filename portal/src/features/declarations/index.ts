/** Posting declarations: the page, and what the company page and the roster show of the IMI data. */
export { OperatorCard } from './components/OperatorCard'
export { DriverDetailsSection } from './components/DriverDetailsSection'
