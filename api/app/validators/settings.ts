import vine from '@vinejs/vine'
import { DOCUMENT_CATEGORIES, EU_COUNTRY_CODES, UNLIMITED_WORKERS } from '@posted-workers/domain'
import { PHONE_TYPES } from '#enums/profile'
import { phoneRule } from '#validators/rules/phone'
import { vatNumberRule } from '#validators/rules/vat_number'
import { siret } from '#validators/rules/company_fields'
import { countryCode } from '#validators/rules/country_code'

/** A price of the settings: whole cents, at least 1 euro (specification §5: "min 1"). */
const MIN_PRICE_CENTS = 100
const MAX_PRICE_CENTS = 100_000_000
const MAX_PACKAGES = 20

const price = () => vine.number().withoutDecimals().min(MIN_PRICE_CENTS).max(MAX_PRICE_CENTS)
const optionalText = (max: number) => vine.string().trim().maxLength(max).nullable().optional()

/**
 * The packages' shapes only: numbers or null. Their rule (bounds, one amount, no overlap) is the domain's
 * `workerPackageProblems`, checked next so that the api and the back-office's editor refuse the same packages.
 */
const workerPackages = () =>
  vine
    .array(
      vine.object({
        minWorkers: vine.number().withoutDecimals().nullable().optional(),
        maxWorkers: vine.number().withoutDecimals().nullable().optional(),
        perWorkerAmountCents: vine.number().withoutDecimals().max(MAX_PRICE_CENTS).nullable().optional(),
        fixedAmountCents: vine.number().withoutDecimals().max(MAX_PRICE_CENTS).nullable().optional(),
      })
    )
    .maxLength(MAX_PACKAGES)
    .optional()

/** A business introducer as an admin creates or edits it (the code cannot change once created: the action says). */
export const businessIntroducerValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(200),
    code: vine
      .string()
      .trim()
      .minLength(1)
      .maxLength(50)
      .regex(/^[A-Za-z0-9_-]+$/),
    isActive: vine.boolean().optional(),
    isNumberOfWorkersNeeded: vine.boolean().optional(),
    unlimitedPackageAmountCents: price(),
    workerPackageAmountCents: price().nullable().optional(),
    workerPackageMaxNumberOfWorker: vine
      .number()
      .withoutDecimals()
      .range([1, UNLIMITED_WORKERS])
      .nullable()
      .optional(),
    workerPackages: workerPackages(),
  })
)

/** The company representing customers in a country; required as the specification says (§2.3). */
const representativeCompany = () =>
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(200),
    address: vine
      .object({
        addressLines: vine.array(optionalText(200)).maxLength(2).optional(),
        postalCode: optionalText(20),
        city: optionalText(100),
        countryCode: countryCode().nullable().optional(),
      })
      .optional(),
    phone: vine.object({
      type: vine.enum(PHONE_TYPES),
      number: vine.string().trim().maxLength(40).use(phoneRule()),
    }),
    email: vine.string().trim().maxLength(254).email(),
    siret: siret(),
    siren: vine
      .string()
      .trim()
      .regex(/^\d{9}$/)
      .nullable()
      .optional(),
    vatNumber: vine.string().trim().maxLength(20).use(vatNumberRule()).nullable().optional(),
    fiscalCode: optionalText(40),
    personalIdentificationNumber: optionalText(40),
    contact: vine.object({
      name: vine.string().trim().minLength(1).maxLength(200),
      dateOfBirth: vine.date({ formats: ['YYYY-MM-DD'] }),
      cityOfBirth: vine.string().trim().minLength(1).maxLength(100),
      countryOfBirth: countryCode(),
      nationality: countryCode(),
    }),
  })

/**
 * A representative country's fields (the JSON `input` of its create and update calls): a member state's code, or
 * EU for the Mobility Package. Optional fields left empty are sent as null. The documents a posted driver must hold
 * are known categories, each once; null is the road-transport default, an empty list requires nothing, and an
 * update that leaves the field out keeps the country's list.
 */
export const representativeCountryValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(100),
    code: vine
      .string()
      .trim()
      .toUpperCase()
      .in([...EU_COUNTRY_CODES, 'EU']),
    isActive: vine.boolean().optional(),
    unlimitedPackageAmountCents: price(),
    workerPackageAmountCents: price(),
    workerPackages: workerPackages(),
    representativeCompany: representativeCompany(),
    requiredDocumentCategories: vine.array(vine.enum(DOCUMENT_CATEGORIES)).distinct().nullable().optional(),
  })
)
