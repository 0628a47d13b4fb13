/** The inspectors' requests feature: the page of the company's open requests (its route is lazy). */
export { AuthorityRequestsPage } from './components/AuthorityRequestsPage'
