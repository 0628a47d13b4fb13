import PublicIcon from '@mui/icons-material/Public'
import { lazy } from 'react'
import type { ResourceDescriptor } from '../types'
import type { RepresentativeCountry } from './types'

export const representativeCountries: ResourceDescriptor = {
  name: 'representativeCountries',
  list: lazy(() =>
    import('./RepresentativeCountryList').then(({ RepresentativeCountryList }) => ({
      default: RepresentativeCountryList,
    }))
  ),
  edit: lazy(() =>
    import('./RepresentativeCountryEdit').then(({ RepresentativeCountryEdit }) => ({
      default: RepresentativeCountryEdit,
    }))
  ),
  create: lazy(() =>
    import('./RepresentativeCountryCreate').then(({ RepresentativeCountryCreate }) => ({
      default: RepresentativeCountryCreate,
    }))
  ),
  icon: PublicIcon,
  recordRepresentation: (country: RepresentativeCountry) => `${country.name} (${country.code})`,
}
