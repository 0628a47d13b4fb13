import { email, required, type Validator } from 'react-admin'
import { validSiren, validSiret } from '@/validation/companyNumbers'
import { validPhoneNumber } from '@/validation/phone'
import { wellFormedVatNumber } from '@/validation/vatNumber'

const requiredValue = required()

/** A contact's date of birth: a calendar date before today. */
export const pastDate =
  (today: () => string = () => new Date().toISOString().slice(0, 10)) =>
  (value: unknown) =>
    typeof value === 'string' && value !== '' && value >= today() ? 'app.validation.past_date' : undefined

/**
 * The representative company's form rules (specification §2.3 and §5), by field under `representativeCompany`:
 * name, phone, e-mail and every contact field required; SIRET and SIREN of the right length and a VAT number of
 * the right shape (the domain's rules) when given. The server checks the same, and asks VIES about the VAT number.
 */
export const REPRESENTATIVE_COMPANY_RULES: Record<string, Validator[]> = {
  name: [requiredValue],
  'phone.type': [requiredValue],
  'phone.number': [requiredValue, validPhoneNumber],
  email: [requiredValue, email()],
  siret: [validSiret],
  siren: [validSiren],
  vatNumber: [wellFormedVatNumber],
  'contact.name': [requiredValue],
  'contact.dateOfBirth': [requiredValue, pastDate()],
  'contact.cityOfBirth': [requiredValue],
  'contact.countryOfBirth': [requiredValue],
  'contact.nationality': [requiredValue],
}

const valueAt = (values: Record<string, unknown>, path: string) =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values)

const messageOf = (error: unknown) =>
  typeof error === 'string' ? error : (error as { message?: string } | undefined)?.message

/** Every field's first refusal, as message keys by field: what the form shows before it sends anything. */
export const representativeCompanyProblems = (company: Record<string, unknown>) => {
  const problems: Record<string, string> = {}
  for (const [field, rules] of Object.entries(REPRESENTATIVE_COMPANY_RULES)) {
    for (const rule of rules) {
      const message = messageOf(rule(valueAt(company, field), company, { source: field }))
      if (message) {
        problems[field] = message
        break
      }
    }
  }
  return problems
}
