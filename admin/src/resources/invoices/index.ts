import InvoiceIcon from '@mui/icons-material/Receipt'
import { lazy } from 'react'
import type { ResourceDescriptor } from '../types'
import type { Invoice } from './types'

export const invoices: ResourceDescriptor = {
  name: 'invoices',
  list: lazy(() => import('./InvoiceList').then(({ InvoiceList }) => ({ default: InvoiceList }))),
  show: lazy(() => import('./InvoiceShow').then(({ InvoiceShow }) => ({ default: InvoiceShow }))),
  icon: InvoiceIcon,
  recordRepresentation: (invoice: Invoice) => invoice.number,
}
