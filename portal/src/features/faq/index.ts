/** The FAQ feature's public face: the questions, which the home page shows folded too. */
export { FaqAccordion } from './components/FaqAccordion'
