import { useI18n } from '../i18n/I18nProvider'
import { countryName } from '../lib/countryName'
import type { Address } from '../types/api'

/** A postal address as it is written on an envelope, with the country named in the interface language. */
/** An address as lines; a part the api does not know (null) is left out. */
type ShownAddress = Omit<Address, 'postalCode' | 'city' | 'countryCode'> & {
  postalCode: string | null
  city: string | null
  countryCode: string | null
}

export function AddressBlock({ address }: { address: ShownAddress }) {
  const { lang } = useI18n()
  return (
    <>
      {address.addressLines
        .filter((line) => line.trim())
        .map((line, index) => (
          <div key={index}>{line}</div>
        ))}
      <div>{[address.postalCode, address.city].filter(Boolean).join(' ')}</div>
      <div>{countryName(address.countryCode ?? '', lang)}</div>
    </>
  )
}
