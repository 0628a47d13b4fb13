import PublicIcon from '@mui/icons-material/Public'
import { lazyScreen } from '@/components/lazyScreen'
import type { ResourceDescriptor } from '../types'
import type { RepresentativeCountry } from './types'

export const representativeCountries: ResourceDescriptor = {
  name: 'representativeCountries',
  list: lazyScreen(() =>
    import('./RepresentativeCountryList').then(({ RepresentativeCountryList }) => RepresentativeCountryList)
  ),
  edit: lazyScreen(
    () =>
      import('./RepresentativeCountryEdit').then(
        ({ RepresentativeCountryEdit }) => RepresentativeCountryEdit
      ),
    'form'
  ),
  create: lazyScreen(
    () =>
      import('./RepresentativeCountryCreate').then(
        ({ RepresentativeCountryCreate }) => RepresentativeCountryCreate
      ),
    'form'
  ),
  icon: PublicIcon,
  recordRepresentation: (country: RepresentativeCountry) => `${country.name} (${country.code})`,
}
