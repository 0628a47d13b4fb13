import vine from '@vinejs/vine'
import { MAX_PLATES, TRANSPORT_OPERATIONS, TRANSPORT_TYPES } from '@posted-workers/domain'
import { countryCode } from '#validators/rules/country_code'
import { phoneRule } from '#validators/rules/phone'

/** Optional text: absent or empty is none (null). */
const text = (max: number) => vine.string().trim().maxLength(max).optional().nullable()
/** A calendar day written YYYY-MM-DD, kept as written (an impossible day is refused by the rules). */
const day = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)

/**
 * The operator's IMI data: Community licence number, the transport manager or contact person in the state of
 * establishment. Empty fields are none (the company fills them in as it learns them; a submission asks for them).
 */
export const operatorValidator = vine.compile(
  vine.object({
    communityLicenceNumber: text(40),
    transportContactName: text(150),
    transportContactEmail: vine.string().trim().maxLength(254).email().optional().nullable(),
    transportContactPhone: vine.string().trim().maxLength(32).use(phoneRule()).optional().nullable(),
  })
)

/** A vehicle of the fleet: its plate (normalised by the action) and country of registration. */
export const vehicleValidator = vine.compile(
  vine.object({ plate: vine.string().trim().minLength(1).maxLength(20), countryCode: countryCode() })
)

/** What IMI asks of a driver; numbers are normalised by the action, empty fields are none. */
export const driverDetailsValidator = vine.compile(
  vine.object({
    addressLine1: text(150),
    addressLine2: text(150),
    postalCode: text(20),
    city: text(100),
    addressCountryCode: countryCode().optional().nullable(),
    licenceNumber: text(40),
    licenceCountryCode: countryCode().optional().nullable(),
    driverCardNumber: text(40),
    employmentStartDate: day().optional().nullable(),
    employmentLawCountryCode: countryCode().optional().nullable(),
  })
)

const declarationFields = {
  countryCode: vine.string().trim().toUpperCase().maxLength(2).optional().nullable(),
  startDate: day(),
  endDate: day(),
  plates: vine.array(vine.string().trim().minLength(1).maxLength(20)).maxLength(MAX_PLATES).optional(),
  transportType: vine.enum(TRANSPORT_TYPES),
  operations: vine.array(vine.enum(TRANSPORT_OPERATIONS)).minLength(1).distinct(),
  imiNumber: text(40),
}

/** A new declaration for a posting (`workerId`); dates and country are business rules checked by the action. */
export const createDeclarationValidator = vine.compile(
  vine.object({ workerId: vine.number().positive().withoutDecimals(), ...declarationFields })
)

export const updateDeclarationValidator = vine.compile(vine.object(declarationFields))

/** The register's and the export's query: a host country, a period. */
export const declarationQueryValidator = vine.compile(
  vine.object({
    country: vine.string().trim().toUpperCase().fixedLength(2).optional(),
    from: day().optional(),
    to: day().optional(),
    format: vine.enum(['xlsx', 'csv']).optional(),
    companyId: vine.number().positive().withoutDecimals().optional(),
  })
)
