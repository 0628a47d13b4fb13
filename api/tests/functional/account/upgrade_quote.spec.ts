import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { inDays, seedReferenceData } from '#tests/helpers/purchase'
import {
  account,
  customerWithContracts,
  NOT_FOUND,
  post,
  row,
  UNAUTHORIZED,
} from '#tests/functional/account/account_fixtures'

const quotePath = (companyId: number) => `${account(companyId)}/upgradeAccount/quote`

test.group('Account | upgrade quote', (group) => {
  isolateEachTest(group)

  test('more workers cost the monthly difference for every month left; an added country ends with the others', async ({
    client,
  }) => {
    const { user, company, contracts } = await customerWithContracts([
      { country: 'FR' },
      { country: 'EU', daysAgo: 10, allowed: 3 },
    ])
    const [france, mobility] = contracts

    const response = await post(client, user, quotePath(company.id), {
      representativeCountries: [row('FR', 'w|4', 7), row('EU', 'w|4', 3), row('IT', null, 'more')],
    })

    response.assertStatus(200)
    response.assertBody({
      rows: [
        {
          countryCode: 'FR',
          contractId: france.id,
          unchanged: false,
          currentMonthlyAmountCents: 2000,
          monthlyAmountCents: 2800,
          months: 5,
          totalAmountCents: 4000,
          allowedNumberOfWorkers: 7,
          endDate: inDays(122),
        },
        {
          countryCode: 'EU',
          contractId: mobility.id,
          unchanged: true,
          currentMonthlyAmountCents: 1200,
          monthlyAmountCents: 1200,
          months: 6,
          totalAmountCents: 0,
          allowedNumberOfWorkers: 3,
          endDate: inDays(172),
        },
        {
          countryCode: 'IT',
          contractId: null,
          unchanged: false,
          currentMonthlyAmountCents: 0,
          monthlyAmountCents: 7900,
          months: 6,
          totalAmountCents: 47400,
          allowedNumberOfWorkers: null,
          endDate: inDays(172),
        },
      ],
      totalWithoutTaxCents: 51400,
      vatCents: 0,
      totalWithTaxCents: 51400,
      vatRateBasisPoints: 0,
      reverseCharge: true,
      currency: 'EUR',
    })
  })

  test('an upgrade bought on the first day of a contract costs 6 months, never 7', async ({ client }) => {
    const { user, company } = await customerWithContracts([{ country: 'EU', daysAgo: 0, allowed: 3 }])

    const response = await post(client, user, quotePath(company.id), {
      representativeCountries: [row('EU', 'w|4', 5)],
    })

    response.assertStatus(200)
    response.assertBodyContains({
      rows: [{ countryCode: 'EU', months: 6, totalAmountCents: 800 * 6, endDate: inDays(182) }],
      totalWithoutTaxCents: 4800,
    })
  })

  test('the running contracts introducer prices the rows: unlimited at its price', async ({
    client,
    assert,
  }) => {
    const reference = await seedReferenceData()
    const { user, company } = await customerWithContracts([{ country: 'FR', introducer: reference.promo }])

    const response = await post(client, user, quotePath(company.id), {
      representativeCountries: [row('FR', null, 'more'), row('BE', null, 'more')],
    })

    response.assertStatus(200)
    assert.containsSubset(response.body(), {
      rows: [
        { countryCode: 'FR', monthlyAmountCents: 6500, months: 5, totalAmountCents: (6500 - 2000) * 5 },
        { countryCode: 'BE', monthlyAmountCents: 6500, months: 5, totalAmountCents: 6500 * 5 },
      ],
      totalWithoutTaxCents: 4500 * 5 + 6500 * 5,
    })
  })

  test('rows that change nothing: 422 "nothing to upgrade"', async ({ client }) => {
    const { user, company } = await customerWithContracts([
      { country: 'FR' },
      { country: 'BE', allowed: null },
    ])

    const response = await post(client, user, quotePath(company.id), {
      representativeCountries: [row('FR', 'w|4', 5), row('BE', null, 'more')],
    })

    response.assertStatus(422)
    response.assertBody({
      errors: [
        {
          message: 'Nothing to upgrade: raise the number of workers of a contract or add a country.',
          field: 'representativeCountries',
        },
      ],
    })
  })

  test('another company answers 404, anonymous 401, an admin gets the quote', async ({ client }) => {
    const { company } = await customerWithContracts()
    const body = { representativeCountries: [row('FR', 'w|4', 6)] }

    const refused = await post(client, await createCustomer(), quotePath(company.id), body)
    refused.assertStatus(404)
    refused.assertBody(NOT_FOUND)
    const anonymous = await post(client, null, quotePath(company.id), body)
    anonymous.assertStatus(401)
    anonymous.assertBody(UNAUTHORIZED)
    const admin = await post(client, await createAdmin(), quotePath(company.id), body)
    admin.assertStatus(200)
    admin.assertBodyContains({ totalWithoutTaxCents: 400 * 5 })
  })
})
