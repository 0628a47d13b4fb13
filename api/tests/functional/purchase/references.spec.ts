import { test } from '@japa/runner'
import { giveTerms } from '#tests/helpers/terms'
import type { ApiClient } from '@japa/api-client'
import { isolateEachTest } from '#tests/helpers/database'
import { trustLoopbackProxy } from '#tests/helpers/http'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { seedReferenceData, WORKERS, withPaymentMethods } from '#tests/helpers/purchase'

const PROMO65 = {
  code: 'PROMO65',
  name: 'Transport Partners Promotion',
  isNumberOfWorkersNeeded: false,
  unlimitedPackageAmountCents: 6500,
  workerPackageAmountCents: null,
  workerPackageMaxNumberOfWorker: null,
  workerPackages: [],
}

function validatePromoCode(client: ApiClient, promoCode: unknown, ip = '10.1.0.1') {
  return client
    .post('/en/api/businessIntroducer/validatePromoCode')
    .header('X-Forwarded-For', ip)
    .json({ promoCode })
    .withCsrfToken()
}

const codes = (body: { countries: { code: string }[] }) => body.countries.map((country) => country.code)

test.group('Purchase | representative countries', (group) => {
  isolateEachTest(group)

  test('lists the countries open for sale, the EU Mobility Package first, then by name', async ({
    client,
    assert,
  }) => {
    const reference = await seedReferenceData()
    const italy = reference.country('IT')
    italy.isActive = false
    await italy.save()
    const france = reference.country('FR')
    await france.load('representativeCompany')
    const representative = france.representativeCompany

    const response = await client.get('/fr/api/representativeCountries/list')

    response.assertStatus(200)
    assert.deepEqual(codes(response.body()), ['EU', 'AT', 'BE', 'FR'])
    assert.deepEqual(
      response.body().countries.find((country: { code: string }) => country.code === 'FR'),
      {
        id: france.id,
        code: 'FR',
        name: 'France',
        isActive: true,
        isMobilityPackage: false,
        unlimitedPackageAmountCents: 7900,
        workerPackages: [
          {
            signature: 'w|4',
            perWorkerAmountCents: 400,
            fixedAmountCents: null,
            minWorkers: 1,
            maxWorkers: 12,
          },
        ],
        termsOfSales: { fr: null, pl: null },
        representativeCompany: {
          name: representative.name,
          address: {
            addressLines: [representative.addressLine1, representative.addressLine2 ?? ''],
            postalCode: representative.postalCode,
            city: 'Paris',
            countryCode: 'FR',
          },
          phone: { type: 'BUSINESS', number: representative.phoneNumber },
          email: representative.email,
          siret: representative.siret,
          siren: representative.siren,
          vatNumber: representative.vatNumber,
          fiscalCode: null,
        },
      }
    )
    const eu = response.body().countries[0]
    assert.include(eu, { code: 'EU', name: 'EU Mobility Package', isMobilityPackage: true })
  })

  test('terms-of-sale links point to the download in the language of the call', async ({
    client,
    assert,
  }) => {
    const reference = await seedReferenceData()
    const belgium = reference.country('BE')
    await giveTerms(belgium, 'fr', 'terms/be-fr.pdf')

    const response = await client.get('/pl/api/representativeCountries/list')

    response.assertStatus(200)
    const listed = response.body().countries.find((country: { code: string }) => country.code === 'BE')
    assert.deepEqual(listed.termsOfSales, {
      fr: `/pl/api/representativeCountries/${belgium.id}/termsOfSales/fr/download`,
      pl: null,
    })
  })

  test('getAll=true asked by {title} {outcome}')
    .with([
      {
        title: 'an admin',
        outcome: 'adds the inactive countries',
        role: 'admin',
        expected: ['EU', 'AT', 'BE', 'FR', 'IT'],
      },
      { title: 'a customer', outcome: 'is ignored', role: 'customer', expected: ['EU', 'AT', 'BE', 'FR'] },
      {
        title: 'an anonymous visitor',
        outcome: 'is ignored',
        role: 'anonymous',
        expected: ['EU', 'AT', 'BE', 'FR'],
      },
    ])
    .run(async ({ client, assert }, row) => {
      const reference = await seedReferenceData()
      const italy = reference.country('IT')
      italy.isActive = false
      await italy.save()

      const request = client.get('/en/api/representativeCountries/list').qs({ getAll: 'true' })
      if (row.role === 'admin') request.loginAs(await createAdmin())
      if (row.role === 'customer') request.loginAs(await createCustomer())
      const response = await request

      response.assertStatus(200)
      assert.deepEqual(codes(response.body()), row.expected)
      const listedItaly = response.body().countries.find((country: { code: string }) => country.code === 'IT')
      if (listedItaly) assert.isFalse(listedItaly.isActive)
    })
})

test.group('Purchase | payment methods', (group) => {
  isolateEachTest(group)

  test('lists the payment methods offered', async ({ client }) => {
    const response = await client.get(`/en${WORKERS}/listAllowedMops`)

    response.assertStatus(200)
    response.assertBody({ mops: ['CARD', 'TRANSFER'] })
  })

  test('follows the configuration', async ({ client }) => {
    const response = await withPaymentMethods(['TRANSFER'], () => client.get(`/pl${WORKERS}/listAllowedMops`))

    response.assertStatus(200)
    response.assertBody({ mops: ['TRANSFER'] })
  })
})

test.group('Purchase | promo code', (group) => {
  isolateEachTest(group)
  trustLoopbackProxy(group)

  test('a known code, whatever its case and spaces ({$self}), gives its introducer')
    .with(['PROMO65', 'promo65', '  Promo65 '])
    .run(async ({ client }, code) => {
      await seedReferenceData()

      const response = await validatePromoCode(client, code)

      response.assertStatus(200)
      response.assertBody({ introducer: PROMO65 })
    })

  test('{title} gives no introducer')
    .with([
      { title: 'an unknown code', code: 'NOPE' },
      { title: 'an empty code', code: '' },
      { title: 'no code', code: null },
    ])
    .run(async ({ client }, row) => {
      await seedReferenceData()

      const response = await validatePromoCode(client, row.code)

      response.assertStatus(200)
      response.assertBody({ introducer: null })
    })

  test('the code of an inactive introducer gives no introducer', async ({ client }) => {
    const { promo } = await seedReferenceData()
    promo.isActive = false
    await promo.save()

    const response = await validatePromoCode(client, 'PROMO65')

    response.assertStatus(200)
    response.assertBody({ introducer: null })
  })

  test('a code that is not text is refused with 422', async ({ client }) => {
    const response = await validatePromoCode(client, { code: 'PROMO65' })

    response.assertStatus(422)
    response.assertBody({
      errors: [{ field: 'promoCode', rule: 'string', message: 'The field must be text' }],
    })
  })

  test('after 30 unknown codes an address is refused with 429, even for a good code; others are not', async ({
    client,
    assert,
  }) => {
    await seedReferenceData()

    const statuses: number[] = []
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await validatePromoCode(client, `GUESS${attempt}`, '10.1.0.30')
      statuses.push(response.status())
      assert.isNull(response.body().introducer)
    }
    assert.deepEqual(statuses, Array(30).fill(200))

    const blocked = await validatePromoCode(client, 'PROMO65', '10.1.0.30')
    blocked.assertStatus(429)
    blocked.assertBody({ errors: [{ message: 'Too many attempts. Please try again in 10 minutes.' }] })
    const retryAfter = Number(blocked.header('retry-after'))
    assert.isTrue(retryAfter > 540 && retryAfter <= 600, `Retry-After ${retryAfter}`)

    const elsewhere = await validatePromoCode(client, 'PROMO65', '10.1.0.31')
    elsewhere.assertStatus(200)
    elsewhere.assertBody({ introducer: PROMO65 })
  })

  test('known codes do not count towards the limit', async ({ client }) => {
    await seedReferenceData()

    for (let attempt = 0; attempt < 31; attempt++) {
      ;(await validatePromoCode(client, 'PROMO65', '10.1.0.32')).assertStatus(200)
    }
    const response = await validatePromoCode(client, 'PROMO65', '10.1.0.32')

    response.assertStatus(200)
    response.assertBody({ introducer: PROMO65 })
  })
})

test.group('Purchase | reference lists', (group) => {
  isolateEachTest(group)

  test('listCountries names Poland "{name}" in /{lang}/')
    .with([
      { lang: 'pl', name: 'Polska', germany: 'Niemcy' },
      { lang: 'fr', name: 'Pologne', germany: 'Allemagne' },
      { lang: 'en', name: 'Poland', germany: 'Germany' },
    ])
    .run(async ({ client, assert }, row) => {
      const response = await client.get(`/${row.lang}/api/utils/listCountries`)

      response.assertStatus(200)
      const countries: { code: string; name: string }[] = response.body().countries
      assert.deepInclude(countries, { code: 'PL', name: row.name })
      assert.deepInclude(countries, { code: 'DE', name: row.germany })
      assert.deepInclude(countries, {
        code: 'CH',
        name: new Intl.DisplayNames([row.lang], { type: 'region' }).of('CH'),
      })
      const names = countries.map((country) => country.name)
      assert.deepEqual(names, [...names].sort(new Intl.Collator(row.lang).compare))
    })

  test('listEUCountries holds the 27 member states, in the language of the call', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/pl/api/utils/listEUCountries')

    response.assertStatus(200)
    const countries: { code: string; name: string }[] = response.body().countries
    assert.lengthOf(countries, 27)
    assert.deepInclude(countries, { code: 'PL', name: 'Polska' })
    assert.deepInclude(countries, { code: 'FR', name: 'Francja' })
    assert.notInclude(
      countries.map((country) => country.code),
      'CH'
    )
  })

  test('listNationalities and listEUNationalities answer under "nationalities"', async ({
    client,
    assert,
  }) => {
    const all = await client.get('/fr/api/utils/listNationalities')
    const eu = await client.get('/fr/api/utils/listEUNationalities')

    all.assertStatus(200)
    eu.assertStatus(200)
    assert.deepInclude(all.body().nationalities, { code: 'CH', name: 'Suisse' })
    assert.lengthOf(eu.body().nationalities, 27)
    assert.deepInclude(eu.body().nationalities, { code: 'PL', name: 'Pologne' })
  })

  test('listPhoneTypes', async ({ client }) => {
    const response = await client.get('/en/api/utils/listPhoneTypes')

    response.assertStatus(200)
    response.assertBody({ phoneTypes: ['BUSINESS', 'HOME', 'MOBILE'] })
  })

  test('references answers the known lists by name and leaves unknown names out', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/pl/api/utils/references')
      .json({ references: ['EU_COUNTRIES', 'PHONE_TYPES', 'COMPANY_SIZES', 'NOT_A_LIST', 'toString', 42] })
      .withCsrfToken()

    response.assertStatus(200)
    const { references } = response.body()
    assert.sameMembers(Object.keys(references), ['EU_COUNTRIES', 'PHONE_TYPES', 'COMPANY_SIZES'])
    assert.deepEqual(references.PHONE_TYPES, ['BUSINESS', 'HOME', 'MOBILE'])
    assert.deepEqual(references.COMPANY_SIZES, ['10', '50', '100', '500', 'more'])
    assert.deepInclude(references.EU_COUNTRIES, { code: 'PL', name: 'Polska' })
  })

  test('references without a list answers an empty object', async ({ client }) => {
    const response = await client
      .post('/en/api/utils/references')
      .json({ references: 'COUNTRIES' })
      .withCsrfToken()

    response.assertStatus(200)
    response.assertBody({ references: {} })
  })
})
