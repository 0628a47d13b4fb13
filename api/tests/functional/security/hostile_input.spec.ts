import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { get, post } from '#tests/helpers/http'
import { countRows } from '#tests/helpers/purchase'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { seedReferenceData } from '#tests/helpers/purchase'
import { COUNTRIES, countryInput, sendCountry } from '#tests/functional/back_office/settings_fixtures'

const MALFORMED = {
  errors: [{ message: 'The request contains a value of an unexpected type or form.' }],
}
const HOSTILE_NUMBER = { toString: 1 }
const ROW = { countryCode: 'FR', package: null, numberOfWorkers: HOSTILE_NUMBER }

/** The crashes fuzzing found (a 500 each before): now a translated 422, and nothing written. */
test.group('Security | hostile input answers 422', (group) => {
  isolateEachTest(group)

  test('an object with its own toString in a number field of {$self}')
    .with(['quote', 'register', 'renewContract', 'upgradeAccount', 'upgradeAccount/quote'] as const)
    .run(async ({ client, assert }, call) => {
      const customer = await createCustomer()
      const path = ['quote', 'register'].includes(call)
        ? `/en/api/eurofiscalis/workers/${call}`
        : `/en/api/eurofiscalis/workers/company/${customer.companyId}/${call}`
      const before = await countRows()

      const response = await post(client, customer, path, { representativeCountries: [ROW], mop: 'TRANSFER' })

      response.assertStatus(422)
      response.assertBody(MALFORMED)
      assert.deepEqual(await countRows(), before)
    })

  test('an object with its own toString in the profile update is refused in the request language', async ({
    client,
  }) => {
    const customer = await createCustomer()

    const response = await post(client, customer, '/pl/api/profile/update', {
      userID: HOSTILE_NUMBER,
      profile: { firstName: 'Jan' },
    })

    response.assertStatus(422)
    response.assertBody({
      errors: [{ message: 'Żądanie zawiera wartość nieoczekiwanego typu lub postaci.' }],
    })
  })

  test('an object with its own toString and valueOf in a price of a representative country, sent as {$self}')
    .with(['multipart', 'JSON'] as const)
    .run(async ({ client, assert }, form) => {
      const france = (await seedReferenceData()).country('FR')
      const admin = await createAdmin()
      const input = countryInput({
        code: 'FR',
        unlimitedPackageAmountCents: { toString: 1, valueOf: 1 },
      })
      const before = await countRows()

      const response =
        form === 'multipart'
          ? await sendCountry(client, admin, { id: france.id, input })
          : await client.put(`${COUNTRIES}/${france.id}`).json(input).withCsrfToken().loginAs(admin)

      response.assertStatus(422)
      response.assertBody(MALFORMED)
      assert.deepEqual(await countRows(), before)
    })

  test('a lone UTF-16 surrogate in the e-mail of {$self}')
    .with(['/fr/api/auth/reset-password', '/fr/api/eurofiscalis/workers/register'])
    .run(async ({ client, assert }, path) => {
      const before = await countRows()

      const response = await post(client, null, path, {
        email: '\ud800@example.fr',
        profile: { email: 'jan\udfff@example.fr' },
      })

      response.assertStatus(422)
      response.assertBody({
        errors: [{ message: "La requête contient une valeur d'un type ou d'une forme inattendus." }],
      })
      assert.deepEqual(await countRows(), before)
    })

  test('the admin {list} list with range {range} answers its first page')
    .with([
      { list: 'requests', range: '[18446744073709551615,18446744073709551640]' },
      { list: 'requests', range: '[1e300,1e300]' },
      { list: 'profiles', range: '[18446744073709551615,18446744073709551640]' },
      { list: 'profiles', range: '[1e300,1e300]' },
    ])
    .run(async ({ client, assert }, { list, range }) => {
      const admin = await createAdmin()

      const response = await get(client, admin, `/en/api/admin/${list}?range=${encodeURIComponent(range)}`)

      response.assertStatus(200)
      assert.match(response.header('content-range') ?? '', new RegExp(`^${list} 0-`))
    })
})
