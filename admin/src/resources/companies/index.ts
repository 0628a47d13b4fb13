import CompanyIcon from '@mui/icons-material/Business'
import { lazy } from 'react'
import type { ResourceDescriptor } from '../types'
import type { Company } from './types'

export const companies: ResourceDescriptor = {
  name: 'companies',
  list: lazy(() => import('./CompanyList').then(({ CompanyList }) => ({ default: CompanyList }))),
  show: lazy(() => import('./CompanyShow').then(({ CompanyShow }) => ({ default: CompanyShow }))),
  edit: lazy(() => import('./CompanyEdit').then(({ CompanyEdit }) => ({ default: CompanyEdit }))),
  icon: CompanyIcon,
  recordRepresentation: (company: Company) => company.name,
}
