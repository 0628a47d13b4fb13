import type { Address, PhoneType } from '../../types/api'

export type CompanyUser = {
  id: number
  login: string
  profile: { phones: { type: PhoneType; number: string }[] }
}

/** The company page's answer (API.md: GET …/company/{id}). */
export type CompanyDetails = {
  id: number
  name: string
  vatNumber: string
  address: Address
  identifiers: { siret: string | null }
  size: string | null
  web: string | null
  migratedToMobilityPacket: boolean
  users: CompanyUser[]
}
