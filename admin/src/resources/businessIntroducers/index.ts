import HandshakeIcon from '@mui/icons-material/Handshake'
import { lazy } from 'react'
import type { ResourceDescriptor } from '../types'
import type { BusinessIntroducer } from './types'

export const businessIntroducers: ResourceDescriptor = {
  name: 'businessIntroducers',
  list: lazy(() =>
    import('./BusinessIntroducerList').then(({ BusinessIntroducerList }) => ({
      default: BusinessIntroducerList,
    }))
  ),
  edit: lazy(() =>
    import('./BusinessIntroducerEdit').then(({ BusinessIntroducerEdit }) => ({
      default: BusinessIntroducerEdit,
    }))
  ),
  create: lazy(() =>
    import('./BusinessIntroducerCreate').then(({ BusinessIntroducerCreate }) => ({
      default: BusinessIntroducerCreate,
    }))
  ),
  icon: HandshakeIcon,
  recordRepresentation: (introducer: BusinessIntroducer) => `${introducer.name} (${introducer.code})`,
}
