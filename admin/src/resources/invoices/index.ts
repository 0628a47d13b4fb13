import InvoiceIcon from '@mui/icons-material/Receipt'
import { lazyScreen } from '@/components/lazyScreen'
import type { ResourceDescriptor } from '../types'
import type { Invoice } from './types'

export const invoices: ResourceDescriptor = {
  name: 'invoices',
  list: lazyScreen(() => import('./InvoiceList').then(({ InvoiceList }) => InvoiceList)),
  show: lazyScreen(() => import('./InvoiceShow').then(({ InvoiceShow }) => InvoiceShow), 'form'),
  icon: InvoiceIcon,
  recordRepresentation: (invoice: Invoice) => invoice.number,
}
