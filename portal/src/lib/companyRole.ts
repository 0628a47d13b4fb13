import { companyAbilityAllowed, type CompanyAbility } from '@posted-workers/domain'
import { useAuth } from './AuthContext'

/**
 * Whether the signed-in user's company role allows `ability` (the domain's table, the one the api's policies read):
 * the portal only hides what the role may not use; the server is what refuses. A back-office user: an admin anything
 * but the company's users, an accountant what a company's accountant may.
 */
export function useCompanyAbility(ability: CompanyAbility) {
  const { user } = useAuth()
  return Boolean(user && companyAbilityAllowed(user, ability))
}
