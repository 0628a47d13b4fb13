import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import paymentConfig from '#config/payment'
import ReferenceDataSeeder from '#database/seeders/01_reference_data_seeder'
import { nextSequence, uniquePolishVatNumber } from '#database/factories/sequence'
import BusinessIntroducer from '#models/business_introducer'
import Payment from '#models/payment'
import RepresentativeCountry from '#models/representative_country'
import type User from '#models/user'
import WorkerRequest from '#models/worker_request'
import WorkerRequestLine from '#models/worker_request_line'
import type { PaymentMethod, PaymentStatus, RequestStatus, RequestType } from '#enums/contract'
import { SandboxProvider } from '#services/payments/sandbox_provider'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { newPaymentReference, newRequestId } from '#services/requests/references'

/** The provider segment of the portal's purchase calls (PROVIDER_SEGMENT, default eurofiscalis). */
export const WORKERS = '/api/eurofiscalis/workers'

/** Today's calendar date (UTC), as the server dates contracts and invoices. */
export const today = () => todayUtc()
/** The calendar date `days` after today (before when negative). */
export const inDays = (days: number) => addDays(todayUtc(), days)

/**
 * The reference data (EU, FR, BE, AT, IT with a w|4 package up to 12 workers, 79 EUR unlimited; PROMO65 at 65 EUR
 * unlimited), written by the seeder itself inside the running test's transaction.
 */
export async function seedReferenceData() {
  await new ReferenceDataSeeder(db.connection()).run()
  const countries = await RepresentativeCountry.query().orderBy('id')
  const promo = await BusinessIntroducer.findByOrFail('code', 'PROMO65')
  return {
    country: (code: string) => {
      const found = countries.find((country) => country.code === code)
      if (!found) throw new Error(`No seeded country ${code}`)
      return found
    },
    promo,
  }
}

/**
 * A unique valid Polish VAT number (PL + NIP: weights 6,5,7,2,3,4,5,6,7, sum mod 11 is the last digit, bases
 * giving 10 skipped). The factories' generator, so numbers never clash with a factory company's.
 */
export const uniqueVatNumber = uniquePolishVatNumber

/** The same number with another last digit: the NIP check digit is unique, so this one is always wrong. */
export function withWrongCheckDigit(vatNumber: string) {
  const last = Number(vatNumber.at(-1))
  return `${vatNumber.slice(0, -1)}${(last + 1) % 10}`
}

export const REGISTRATION_PASSWORD = 'Secret-Pass-42'

export interface CountryRow {
  countryCode: string
  package: string | null
  numberOfWorkers: number | 'more' | null
}

/** A valid registration body (unique VAT number and e-mail), France unlimited, paid by transfer. */
export function registrationBody(
  overrides: { representativeCountries?: CountryRow[]; mop?: PaymentMethod } = {}
) {
  const sequence = nextSequence()
  return {
    company: {
      name: `Trans-Test ${sequence} Sp. z o.o.`,
      vatNumber: uniqueVatNumber(),
      size: '50',
      address: {
        addressLines: ['ul. Przykładowa 12', 'lok. 4'],
        postalCode: '00-001',
        city: 'Warszawa',
        countryCode: 'PL',
      },
    },
    profile: {
      civility: 'MR',
      firstName: 'Jan',
      lastName: 'Kowalski',
      email: `buyer.${sequence}@trans-test.example`,
      password: REGISTRATION_PASSWORD,
      confirmPassword: REGISTRATION_PASSWORD,
      position: 'MANAGER',
      phone: { type: 'BUSINESS', number: '+48 601 234 567' },
    },
    promoCode: null as string | null,
    representativeCountries: overrides.representativeCountries ?? [
      { countryCode: 'FR', package: null, numberOfWorkers: 'more' },
    ],
    conditions: true as unknown,
    mop: overrides.mop ?? ('TRANSFER' as PaymentMethod),
  }
}

const COUNTED_TABLES = [
  'companies',
  'users',
  'profiles',
  'profile_phones',
  'worker_requests',
  'worker_request_lines',
  'payments',
  'worker_contracts',
  'invoices',
  'audit_logs',
] as const

/** Row counts of every table a purchase, a payment or a validation writes: compare before and after a refusal. */
export async function countRows() {
  const counts: Record<string, number> = {}
  for (const table of COUNTED_TABLES) {
    const [row] = await db.from(table).count('* as total')
    counts[table] = Number(row.total)
  }
  return counts
}

/** Runs `work` with only these payment methods offered, then restores the configuration. */
export async function withPaymentMethods<T>(methods: PaymentMethod[], work: () => Promise<T>) {
  const saved = paymentConfig.methods
  paymentConfig.methods = methods
  try {
    return await work()
  } finally {
    paymentConfig.methods = saved
  }
}

export interface RequestLineInput {
  country: RepresentativeCountry
  /** 7900 (unlimited) unless told. */
  monthlyAmountCents?: number
  allowedNumberOfWorkers?: number | null
}

/**
 * A request of `user`'s company as the registration leaves it (priced lines, no contract yet), in any status.
 */
export async function createWorkerRequest(
  user: User,
  options: {
    lines: RequestLineInput[]
    status?: RequestStatus
    type?: RequestType
    mop?: PaymentMethod
    introducer?: BusinessIntroducer | null
    createdAt?: DateTime
  }
) {
  if (!user.companyId) throw new Error('A request is made by a customer of a company')
  const lines = options.lines.map((line) => {
    const monthly = line.monthlyAmountCents ?? 7900
    const workers = line.allowedNumberOfWorkers ?? null
    return {
      representativeCountryId: line.country.id,
      packageSignature: workers === null ? null : `w|${monthly / workers / 100}`,
      numberOfWorkers: workers,
      allowedNumberOfWorkers: workers,
      monthlyAmountCents: monthly,
      totalAmountCents: monthly * 6,
    }
  })
  const request = await WorkerRequest.create({
    requestId: newRequestId(),
    companyId: user.companyId,
    userId: user.id,
    type: options.type ?? 'creation',
    status: options.status ?? 'pending_payment',
    mop: options.mop ?? 'TRANSFER',
    businessIntroducerId: options.introducer?.id ?? null,
    promoCode: options.introducer?.code ?? null,
    amountCents: lines.reduce((sum, line) => sum + line.totalAmountCents, 0),
    amountWithoutTaxCents: lines.reduce((sum, line) => sum + line.totalAmountCents, 0),
    currency: 'EUR',
    paymentReference: newPaymentReference(new Date().getUTCFullYear()),
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  })
  await WorkerRequestLine.createMany(lines.map((line) => ({ ...line, workerRequestId: request.id })))
  return request
}

/** A card payment attempt of a request, as startCardPayment opens it. */
export function createPayment(request: WorkerRequest, status: PaymentStatus = 'pending') {
  return Payment.create({
    workerRequestId: request.id,
    provider: 'sandbox',
    status,
    amountCents: request.amountCents,
    currency: request.currency,
  })
}

/** A server-to-server notification of the sandbox provider, signed as the sandbox signs it. */
export function signedNotification(fields: {
  paymentId: number
  requestId: string
  amount: number
  currency?: string
  status?: 'approved' | 'declined'
  transactionId?: string
}): Record<string, string> {
  const notification: Record<string, string> = {
    paymentId: String(fields.paymentId),
    requestId: fields.requestId,
    transactionId: fields.transactionId ?? `SBX-TEST-${nextSequence()}`,
    amount: String(fields.amount),
    currency: fields.currency ?? 'EUR',
    status: fields.status ?? 'approved',
  }
  return { ...notification, signature: new SandboxProvider().sign(notification) }
}
