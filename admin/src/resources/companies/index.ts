import CompanyIcon from '@mui/icons-material/Business'
import { lazyScreen } from '@/components/lazyScreen'
import type { ResourceDescriptor } from '../types'
import type { Company } from './types'

export const companies: ResourceDescriptor = {
  name: 'companies',
  list: lazyScreen(() => import('./CompanyList').then(({ CompanyList }) => CompanyList)),
  show: lazyScreen(() => import('./CompanyShow').then(({ CompanyShow }) => CompanyShow), 'form'),
  edit: lazyScreen(() => import('./CompanyEdit').then(({ CompanyEdit }) => CompanyEdit), 'form'),
  icon: CompanyIcon,
  recordRepresentation: (company: Company) => company.name,
}
