import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import i18nManager from '@adonisjs/i18n/services/main'
import { isolateEachTest } from '#tests/helpers/database'
import { seedReferenceData, WORKERS } from '#tests/helpers/purchase'
import { createCustomer } from '#tests/helpers/users'
import { CompanyFactory } from '#database/factories/company_factory'

/** A Polish company with a well-formed VAT number: invoiced from France under reverse charge. */
const POLISH_CUSTOMER = { countryCode: 'PL', vatNumber: 'PL5260250274' }
const REVERSE_CHARGE = { vatRateBasisPoints: 0, reverseCharge: true }

function quote(client: ApiClient, body: unknown, lang = 'en') {
  return client
    .post(`/${lang}${WORKERS}/quote`)
    .json({ customer: POLISH_CUSTOMER, ...(body as object) })
    .withCsrfToken()
}

test.group('Purchase | quote', (group) => {
  isolateEachTest(group)

  test('w|4 for 3 workers costs 12 EUR a month, 72 EUR for the six months', async ({ client }) => {
    await seedReferenceData()

    const response = await quote(client, {
      representativeCountries: [{ countryCode: 'EU', package: 'w|4', numberOfWorkers: 3 }],
    })

    response.assertStatus(200)
    response.assertBody({
      rows: [
        { countryCode: 'EU', monthlyAmountCents: 1200, totalAmountCents: 7200, allowedNumberOfWorkers: 3 },
      ],
      monthlyAmountCents: 1200,
      totalWithoutTaxCents: 7200,
      vatCents: 0,
      ...REVERSE_CHARGE,
      totalWithTaxCents: 7200,
      currency: 'EUR',
    })
  })

  test('no package ({title}) is the unlimited price of the country, 79 EUR a month')
    .with([
      { title: '"more" workers', numberOfWorkers: 'more' },
      { title: 'no number of workers', numberOfWorkers: null },
      { title: 'a number of workers', numberOfWorkers: 5 },
    ])
    .run(async ({ client }, row) => {
      await seedReferenceData()

      const response = await quote(client, {
        representativeCountries: [{ countryCode: 'FR', package: null, numberOfWorkers: row.numberOfWorkers }],
      })

      response.assertStatus(200)
      response.assertBody({
        rows: [
          {
            countryCode: 'FR',
            monthlyAmountCents: 7900,
            totalAmountCents: 47400,
            allowedNumberOfWorkers: null,
          },
        ],
        monthlyAmountCents: 7900,
        totalWithoutTaxCents: 47400,
        vatCents: 0,
        ...REVERSE_CHARGE,
        totalWithTaxCents: 47400,
        currency: 'EUR',
      })
    })

  test('PROMO65 prices an unlimited row at 65 EUR and leaves the packages at their price', async ({
    client,
  }) => {
    await seedReferenceData()

    const response = await quote(client, {
      promoCode: 'promo65',
      representativeCountries: [
        { countryCode: 'FR', package: null, numberOfWorkers: 'more' },
        { countryCode: 'eu', package: 'w|4', numberOfWorkers: 12 },
        { countryCode: 'BE' },
      ],
    })

    response.assertStatus(200)
    response.assertBody({
      rows: [
        {
          countryCode: 'FR',
          monthlyAmountCents: 6500,
          totalAmountCents: 39000,
          allowedNumberOfWorkers: null,
        },
        { countryCode: 'EU', monthlyAmountCents: 4800, totalAmountCents: 28800, allowedNumberOfWorkers: 12 },
        {
          countryCode: 'BE',
          monthlyAmountCents: 6500,
          totalAmountCents: 39000,
          allowedNumberOfWorkers: null,
        },
      ],
      monthlyAmountCents: 17800,
      totalWithoutTaxCents: 106800,
      vatCents: 0,
      ...REVERSE_CHARGE,
      totalWithTaxCents: 106800,
      currency: 'EUR',
    })
  })

  test('figures sent by the client are ignored', async ({ client }) => {
    await seedReferenceData()

    const response = await quote(client, {
      representativeCountries: [
        { countryCode: 'AT', package: 'w|4', numberOfWorkers: 2, monthlyAmountCents: 1, totalAmountCents: 6 },
      ],
      monthlyAmountCents: 1,
      totalWithTaxCents: 6,
      vatCents: 100,
    })

    response.assertStatus(200)
    response.assertBody({
      rows: [
        { countryCode: 'AT', monthlyAmountCents: 800, totalAmountCents: 4800, allowedNumberOfWorkers: 2 },
      ],
      monthlyAmountCents: 800,
      totalWithoutTaxCents: 4800,
      vatCents: 0,
      ...REVERSE_CHARGE,
      totalWithTaxCents: 4800,
      currency: 'EUR',
    })
  })

  test('{title}: VAT {vat} on 474 EUR')
    .with([
      {
        title: 'a French company',
        customer: { countryCode: 'FR', vatNumber: 'FR61852345677' },
        vat: 9480,
        rate: 2000,
      },
      {
        title: 'a Polish company with a malformed number',
        customer: { countryCode: 'PL', vatNumber: 'PL5260250275' },
        vat: 9480,
        rate: 2000,
      },
      { title: 'a company without a number yet', customer: { countryCode: 'PL' }, vat: 9480, rate: 2000 },
      { title: 'a Polish company with a well-formed number', customer: POLISH_CUSTOMER, vat: 0, rate: 0 },
    ])
    .run(async ({ client }, { customer, vat, rate }) => {
      await seedReferenceData()

      const response = await quote(client, {
        customer,
        representativeCountries: [{ countryCode: 'AT', package: null, numberOfWorkers: 'more' }],
      })

      response.assertStatus(200)
      response.assertBodyContains({
        totalWithoutTaxCents: 47400,
        vatCents: vat,
        totalWithTaxCents: 47400 + vat,
        vatRateBasisPoints: rate,
        reverseCharge: rate === 0,
      })
    })

  test('a signed-in customer is priced as their company, whatever the body says', async ({ client }) => {
    await seedReferenceData()
    const company = await CompanyFactory.merge({ countryCode: 'FR', vatNumber: 'FR61852345677' }).create()
    const user = await createCustomer({ company })

    const response = await client
      .post(`/en${WORKERS}/quote`)
      .json({
        customer: POLISH_CUSTOMER,
        representativeCountries: [{ countryCode: 'AT', package: null, numberOfWorkers: 'more' }],
      })
      .withCsrfToken()
      .loginAs(user)

    response.assertBodyContains({ vatCents: 9480, totalWithTaxCents: 56880, reverseCharge: false })
  })

  test('refuses {title} on {field}')
    .with([
      {
        title: 'an unknown promo code',
        body: {
          promoCode: 'NOPE',
          representativeCountries: [{ countryCode: 'FR', numberOfWorkers: 'more' }],
        },
        field: 'promoCode',
        message: 'This promo code is not valid.',
      },
      {
        title: 'an unknown country',
        body: { representativeCountries: [{ countryCode: 'ZZ', numberOfWorkers: 'more' }] },
        field: 'representativeCountries.0.countryCode',
        message: 'Select a country from the list.',
      },
      {
        title: 'an inactive country',
        body: { representativeCountries: [{ countryCode: 'IT', numberOfWorkers: 'more' }] },
        field: 'representativeCountries.0.countryCode',
        message: 'Select a country from the list.',
      },
      {
        title: 'a country twice',
        body: {
          representativeCountries: [
            { countryCode: 'FR', numberOfWorkers: 'more' },
            { countryCode: 'fr', package: 'w|4', numberOfWorkers: 2 },
          ],
        },
        field: 'representativeCountries.1.countryCode',
        message: 'This country is already in your order.',
      },
      {
        title: 'a package not offered',
        body: { representativeCountries: [{ countryCode: 'FR', package: 'w|1', numberOfWorkers: 3 }] },
        field: 'representativeCountries.0.package',
        message: 'Choose one of the packages offered.',
      },
      {
        title: '13 workers on a package up to 12',
        body: { representativeCountries: [{ countryCode: 'EU', package: 'w|4', numberOfWorkers: 13 }] },
        field: 'representativeCountries.0.numberOfWorkers',
        message: 'This number of workers is not available for the package.',
      },
      {
        title: 'a package without a number of workers',
        body: { representativeCountries: [{ countryCode: 'EU', package: 'w|4', numberOfWorkers: 'more' }] },
        field: 'representativeCountries.0.numberOfWorkers',
        message: 'Choose the number of workers.',
      },
      {
        title: 'a bad row after a good one',
        body: {
          representativeCountries: [
            { countryCode: 'FR', numberOfWorkers: 'more' },
            { countryCode: 'BE', package: 'f|10', numberOfWorkers: 1 },
          ],
        },
        field: 'representativeCountries.1.package',
        message: 'Choose one of the packages offered.',
      },
    ])
    .run(async ({ client }, row) => {
      const reference = await seedReferenceData()
      const italy = reference.country('IT')
      italy.isActive = false
      await italy.save()

      const response = await quote(client, row.body)

      response.assertStatus(422)
      response.assertBody({ errors: [{ message: row.message, field: row.field }] })
    })

  test('the refusal is in the language of the call', async ({ client }) => {
    await seedReferenceData()

    const response = await quote(
      client,
      { representativeCountries: [{ countryCode: 'EU', package: 'w|4', numberOfWorkers: 13 }] },
      'pl'
    )

    response.assertStatus(422)
    response.assertBody({
      errors: [
        {
          message: 'Ta liczba pracowników nie jest dostępna w tym pakiecie.',
          field: 'representativeCountries.0.numberOfWorkers',
        },
      ],
    })
  })

  test('a missing body is refused with 422 on representativeCountries', async ({ client }) => {
    const response = await client.post(`/en${WORKERS}/quote`).withCsrfToken()

    response.assertStatus(422)
    response.assertBody({
      errors: [{ field: 'representativeCountries', rule: 'required', message: 'The field is mandatory' }],
    })
  })

  test('malformed rows are refused with 422 on their field: {title}')
    .with([
      {
        title: 'a country code of three letters',
        body: { representativeCountries: [{ countryCode: 'FRA', numberOfWorkers: 'more' }] },
        error: {
          field: 'representativeCountries.0.countryCode',
          rule: 'fixedLength',
          message: 'Enter exactly 2 characters',
          meta: { size: 2 },
        },
      },
      {
        title: 'a fractional number of workers',
        body: { representativeCountries: [{ countryCode: 'EU', package: 'w|4', numberOfWorkers: 2.5 }] },
        error: {
          field: 'representativeCountries.0.numberOfWorkers',
          rule: 'withoutDecimals',
          message: 'Enter a whole number',
        },
      },
      {
        title: 'zero workers',
        body: { representativeCountries: [{ countryCode: 'EU', package: 'w|4', numberOfWorkers: 0 }] },
        error: {
          field: 'representativeCountries.0.numberOfWorkers',
          rule: 'range',
          message: 'Enter a number between 1 and 9999',
          meta: { min: 1, max: 9999 },
        },
      },
      {
        title: 'a number of workers that is not a number',
        body: { representativeCountries: [{ countryCode: 'EU', package: 'w|4', numberOfWorkers: 'many' }] },
        error: {
          field: 'representativeCountries.0.numberOfWorkers',
          rule: 'number',
          message: 'Enter a number',
        },
      },
    ])
    .run(async ({ client }, row) => {
      await seedReferenceData()

      const response = await quote(client, row.body)

      response.assertStatus(422)
      response.assertBody({ errors: [row.error] })
    })

  test('an order without any row is refused with 422, in the language of the call ({$self})')
    .with(['fr', 'pl', 'en'])
    .run(async ({ client, assert }, lang) => {
      const response = await quote(client, { representativeCountries: [] }, lang)

      response.assertStatus(422)
      const [error] = response.body().errors
      assert.containsSubset(error, { field: 'representativeCountries', rule: 'array.minLength' })
      assert.equal(
        error.message,
        i18nManager.locale(lang).t('validator.shared.messages.array.minLength', { min: 1 }),
        'the message of array.minLength is translated like every other validation message'
      )
    })

  test('an order of more than 40 rows is refused with 422, in the language of the call', async ({
    client,
  }) => {
    const rows = Array.from({ length: 41 }, () => ({
      countryCode: 'FR',
      package: null,
      numberOfWorkers: null,
    }))

    const french = await quote(client, { representativeCountries: rows }, 'fr')
    const polish = await quote(client, { representativeCountries: rows }, 'pl')

    french.assertStatus(422)
    french.assertBodyContains({
      errors: [
        { field: 'representativeCountries', rule: 'array.maxLength', message: '40 lignes au maximum' },
      ],
    })
    polish.assertBodyContains({
      errors: [{ field: 'representativeCountries', message: 'Najwyżej 40 pozycji' }],
    })
  })

  test('a POST without the CSRF token is refused with 403', async ({ client }) => {
    await seedReferenceData()

    const response = await client
      .post(`/en${WORKERS}/quote`)
      .json({ representativeCountries: [{ countryCode: 'FR', numberOfWorkers: 'more' }] })

    response.assertStatus(403)
    response.assertBody({
      errors: [{ message: 'Your session has changed. Please reload the page and try again.' }],
    })
  })
})
