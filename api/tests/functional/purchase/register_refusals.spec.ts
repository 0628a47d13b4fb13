import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import WorkerRequestLine from '#models/worker_request_line'
import { CompanyFactory } from '#database/factories/company_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { createCustomer } from '#tests/helpers/users'
import {
  countRows,
  registrationBody,
  seedReferenceData,
  uniqueVatNumber,
  withPaymentMethods,
  withWrongCheckDigit,
  WORKERS,
} from '#tests/helpers/purchase'

type Body = ReturnType<typeof registrationBody>

function register(client: ApiClient, body: unknown, lang = 'en') {
  return client
    .post(`/${lang}${WORKERS}/register`)
    .json(body as object)
    .withCsrfToken()
}

const COMPANY_EXISTS =
  'A company with this VAT number is already registered. Please contact the administrator.'
const EMAIL_EXISTS = 'This e-mail address is already registered. Please sign in or contact the administrator.'

/** Refusals that must leave every table as it was. */
const REFUSALS: {
  title: string
  prepare?: (body: Body) => Promise<void> | void
  error: { message: string; field: string; rule?: string }
}[] = [
  {
    title: 'a VAT number with a wrong check digit',
    prepare: (body) => {
      body.company.vatNumber = withWrongCheckDigit(uniqueVatNumber())
    },
    error: {
      field: 'company.vatNumber',
      rule: 'vatNumber',
      message: 'Invalid vat number; the number does not exist in the selected country',
    },
  },
  {
    title: 'a VAT number already registered',
    prepare: async (body) => {
      const vatNumber = uniqueVatNumber()
      await CompanyFactory.merge({ vatNumber }).create()
      body.company.vatNumber = vatNumber.toLowerCase().replace('pl', 'PL ')
    },
    error: { field: 'company.vatNumber', message: COMPANY_EXISTS },
  },
  {
    title: 'an e-mail already used (another case)',
    prepare: async (body) => {
      await createCustomer({ user: { email: 'taken@trans-test.example' } })
      body.profile.email = 'Taken@Trans-Test.Example'
    },
    error: { field: 'profile.email', message: EMAIL_EXISTS },
  },
  {
    title: "an e-mail that is someone's login",
    prepare: async (body) => {
      await createCustomer({ user: { login: 'boss@trans-test.example', email: 'other@trans-test.example' } })
      body.profile.email = 'boss@trans-test.example'
    },
    error: { field: 'profile.email', message: EMAIL_EXISTS },
  },
  {
    title: 'passwords that do not match',
    prepare: (body) => {
      body.profile.confirmPassword = `${body.profile.password}!`
    },
    error: { field: 'profile.confirmPassword', rule: 'sameAs', message: 'The passwords do not match' },
  },
  {
    title: 'terms of sale not accepted',
    prepare: (body) => {
      body.conditions = false
    },
    error: { field: 'conditions', rule: 'accepted', message: 'You must accept the terms of sale' },
  },
  {
    title: 'an unknown promo code',
    prepare: (body) => {
      body.promoCode = 'NOT-A-CODE'
    },
    error: { field: 'promoCode', message: 'This promo code is not valid.' },
  },
  {
    title: 'a package not offered',
    prepare: (body) => {
      body.representativeCountries = [{ countryCode: 'FR', package: 'w|2', numberOfWorkers: 3 }]
    },
    error: { field: 'representativeCountries.0.package', message: 'Choose one of the packages offered.' },
  },
  {
    title: '13 workers on a package up to 12',
    prepare: (body) => {
      body.representativeCountries = [{ countryCode: 'EU', package: 'w|4', numberOfWorkers: 13 }]
    },
    error: {
      field: 'representativeCountries.0.numberOfWorkers',
      message: 'This number of workers is not available for the package.',
    },
  },
  {
    title: 'an inactive country',
    prepare: (body) => {
      body.representativeCountries = [{ countryCode: 'IT', package: null, numberOfWorkers: 'more' }]
    },
    error: { field: 'representativeCountries.0.countryCode', message: 'Select a country from the list.' },
  },
  {
    title: 'the same country twice',
    prepare: (body) => {
      body.representativeCountries = [
        { countryCode: 'FR', package: null, numberOfWorkers: 'more' },
        { countryCode: 'BE', package: null, numberOfWorkers: 'more' },
        { countryCode: 'FR', package: 'w|4', numberOfWorkers: 2 },
      ]
    },
    error: {
      field: 'representativeCountries.2.countryCode',
      message: 'This country is already in your order.',
    },
  },
  {
    title: 'an unknown payment method',
    prepare: (body) => {
      Object.assign(body, { mop: 'CHEQUE' })
    },
    error: { field: 'mop', rule: 'enum', message: 'Choose a value from the list' },
  },
  {
    title: 'an invalid phone number',
    prepare: (body) => {
      body.profile.phone.number = '601 234'
    },
    error: { field: 'profile.phone.number', rule: 'phone', message: 'The phone number is not valid' },
  },
]

test.group('Purchase | register refusals', (group) => {
  isolateEachTest(group)

  test('refuses {title} on its field and creates nothing')
    .with(REFUSALS)
    .run(async ({ client, assert }, refusal) => {
      const reference = await seedReferenceData()
      const italy = reference.country('IT')
      italy.isActive = false
      await italy.save()
      const body = registrationBody({ mop: 'CARD' })
      await refusal.prepare?.(body)
      const before = await countRows()

      const response = await register(client, body)

      response.assertStatus(422)
      assert.lengthOf(response.body().errors, 1)
      const { meta: _meta, ...error } = response.body().errors[0]
      assert.deepEqual(error, refusal.error)
      response.assertSessionMissing('auth_web')
      assert.deepEqual(await countRows(), before)
    })

  test('the refusal of a registered VAT number is translated ({lang})')
    .with([
      {
        lang: 'fr',
        message: "Une société avec ce numéro de TVA est déjà inscrite. Veuillez contacter l'administrateur.",
      },
      {
        lang: 'pl',
        message: 'Firma z tym numerem VAT jest już zarejestrowana. Skontaktuj się z administratorem.',
      },
    ])
    .run(async ({ client, assert }, row) => {
      await seedReferenceData()
      const company = await CompanyFactory.create()
      const body = registrationBody()
      body.company.vatNumber = company.vatNumber
      const before = await countRows()

      const response = await register(client, body, row.lang)

      response.assertStatus(422)
      response.assertBody({ errors: [{ message: row.message, field: 'company.vatNumber' }] })
      assert.deepEqual(await countRows(), before)
    })

  test('a payment method the configuration does not offer ({$self}) is refused on mop')
    .with(['CARD', 'TRANSFER'] as const)
    .run(async ({ client, assert }, mop) => {
      await seedReferenceData()
      const body = registrationBody({ mop })
      const before = await countRows()

      const response = await withPaymentMethods([mop === 'CARD' ? 'TRANSFER' : 'CARD'], () =>
        register(client, body)
      )

      response.assertStatus(422)
      response.assertBody({ errors: [{ message: 'This payment method is not available.', field: 'mop' }] })
      assert.deepEqual(await countRows(), before)
    })

  test('missing fields are refused with one error per field', async ({ client, assert }) => {
    const before = await countRows()

    const response = await register(client, {})

    response.assertStatus(422)
    assert.sameMembers(
      response.body().errors.map((error: { field: string }) => error.field),
      ['company', 'profile', 'representativeCountries', 'conditions', 'mop']
    )
    assert.deepEqual(await countRows(), before)
  })

  test('a failure in the middle of the transaction leaves no company, user or request', async ({
    client,
    assert,
  }) => {
    await seedReferenceData()
    const body = registrationBody({
      representativeCountries: [
        { countryCode: 'FR', package: null, numberOfWorkers: 'more' },
        { countryCode: 'EU', package: 'w|4', numberOfWorkers: 3 },
      ],
    })
    const before = await countRows()
    // The request's lines are the last rows written: by then the company, the user and the request exist.
    const createMany = WorkerRequestLine.createMany
    WorkerRequestLine.createMany = async () => {
      throw new Error('Simulated failure while writing the request lines')
    }

    try {
      const response = await register(client, body)

      response.assertStatus(500)
      response.assertBody({
        errors: [{ message: 'A connection error occurred. Please contact your administrator.' }],
      })
      response.assertSessionMissing('auth_web')
    } finally {
      WorkerRequestLine.createMany = createMany
    }
    assert.deepEqual(await countRows(), before)

    const retried = await register(client, body)
    retried.assertStatus(200)
    const after = await countRows()
    assert.equal(after.companies, before.companies + 1)
    assert.equal(after.worker_request_lines, before.worker_request_lines + 2)
  })

  test('a VAT number registered in the meantime is refused on its field by the unique key', async ({
    client,
    assert,
  }) => {
    await seedReferenceData()
    const body = registrationBody()
    const before = await countRows()
    // The lines are written after the company: a rival registration of the same VAT number commits in between.
    const createMany = WorkerRequestLine.createMany
    WorkerRequestLine.createMany = async () => {
      const error = Object.assign(new Error("Duplicate entry 'PL…' for key 'companies_vat_number_unique'"), {
        code: 'ER_DUP_ENTRY',
      })
      throw error
    }

    let response
    try {
      response = await register(client, body)
    } finally {
      WorkerRequestLine.createMany = createMany
    }

    response.assertStatus(422)
    response.assertBody({ errors: [{ message: COMPANY_EXISTS, field: 'company.vatNumber' }] })
    assert.deepEqual(await countRows(), before)
  })
})
