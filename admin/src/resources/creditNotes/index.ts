import CreditNoteIcon from '@mui/icons-material/RequestQuote'
import { lazy } from 'react'
import type { ResourceDescriptor } from '../types'
import type { CreditNote } from './types'

export const creditNotes: ResourceDescriptor = {
  name: 'creditNotes',
  list: lazy(() => import('./CreditNoteList').then(({ CreditNoteList }) => ({ default: CreditNoteList }))),
  icon: CreditNoteIcon,
  recordRepresentation: (note: CreditNote) => note.number,
}
