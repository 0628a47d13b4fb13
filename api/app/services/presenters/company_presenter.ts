import type Company from '#models/company'
import { presentAddress } from '#services/presenters/user_presenter'
import type { CompanyAnswer } from '@posted-workers/domain'

/** The company page: identity, address, flags and its users (login, id, phones). Users must be loaded. */
export function presentCompany(company: Company): CompanyAnswer {
  return {
    id: company.id,
    name: company.name,
    vatNumber: company.vatNumber,
    address: presentAddress(company),
    identifiers: { siret: company.siret },
    size: company.size,
    web: company.web,
    migratedToMobilityPacket: company.migratedToMobilityPacket,
    vatStatus: company.vatStatus,
    users: (company.users ?? []).map((user) => ({
      id: user.id,
      login: user.login,
      profile: {
        phones: (user.profile?.phones ?? []).map((phone) => ({ type: phone.type, number: phone.number })),
      },
    })),
  }
}
