import CreditNoteIcon from '@mui/icons-material/RequestQuote'
import { lazyScreen } from '@/components/lazyScreen'
import type { ResourceDescriptor } from '../types'
import type { CreditNote } from './types'

export const creditNotes: ResourceDescriptor = {
  name: 'creditNotes',
  list: lazyScreen(() => import('./CreditNoteList').then(({ CreditNoteList }) => CreditNoteList)),
  icon: CreditNoteIcon,
  recordRepresentation: (note: CreditNote) => note.number,
}
