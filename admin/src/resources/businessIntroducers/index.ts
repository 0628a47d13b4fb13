import HandshakeIcon from '@mui/icons-material/Handshake'
import { lazyScreen } from '@/components/lazyScreen'
import type { ResourceDescriptor } from '../types'
import type { BusinessIntroducer } from './types'

export const businessIntroducers: ResourceDescriptor = {
  name: 'businessIntroducers',
  list: lazyScreen(() =>
    import('./BusinessIntroducerList').then(({ BusinessIntroducerList }) => BusinessIntroducerList)
  ),
  edit: lazyScreen(
    () => import('./BusinessIntroducerEdit').then(({ BusinessIntroducerEdit }) => BusinessIntroducerEdit),
    'form'
  ),
  create: lazyScreen(
    () =>
      import('./BusinessIntroducerCreate').then(({ BusinessIntroducerCreate }) => BusinessIntroducerCreate),
    'form'
  ),
  icon: HandshakeIcon,
  recordRepresentation: (introducer: BusinessIntroducer) => `${introducer.name} (${introducer.code})`,
}
