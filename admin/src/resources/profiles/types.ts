import type { civilities, phoneTypes, positions } from '../../enums'

export interface Address {
  addressLines: string[]
  postalCode: string | null
  city: string | null
  countryCode: string | null
}

export interface Profile {
  id: number
  userId: number
  login: string
  email: string
  civility: (typeof civilities)[number] | null
  firstName: string
  middleName: string | null
  lastName: string
  position: (typeof positions)[number] | null
  phone: { type: (typeof phoneTypes)[number]; number: string | null } | null
  companyName: string | null
  company: { id: number; name: string; vatNumber: string | null; address: Address } | null
}
