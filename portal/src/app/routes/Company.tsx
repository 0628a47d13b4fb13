export { CompanyPage as Component } from '../../features/company/components/CompanyPage'
