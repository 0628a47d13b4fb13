export { TotpCard } from './components/TotpCard'
