import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { isolateEachTest } from '#tests/helpers/database'
import { trustLoopbackProxy } from '#tests/helpers/http'
import { FakeVies, viesError, viesInvalid, viesValid } from '#tests/functional/vat/fake_vies'

const INVALID = [
  {
    field: 'vatNumber',
    rule: 'vatNumber',
    message: 'Invalid vat number; the number does not exist in the selected country',
  },
]

function checkVat(client: ApiClient, body: object, options: { lang?: string; ip?: string } = {}) {
  return client
    .post(`/${options.lang ?? 'en'}/api/utils/checkVat`)
    .header('X-Forwarded-For', options.ip ?? '10.20.0.1')
    .json(body)
    .withCsrfToken()
}

test.group('VAT | POST /{lang}/api/utils/checkVat', (group) => {
  isolateEachTest(group)
  trustLoopbackProxy(group)

  test('a number VIES knows is valid, with its name and address', async ({ client, assert, cleanup }) => {
    const vies = await FakeVies.start(viesValid())
    cleanup(() => vies.close())

    const response = await checkVat(client, { countryCode: 'PL', vatNumber: 'PL 526-025-02-74' })

    response.assertStatus(200)
    response.assertBody({
      valid: true,
      status: 'valid',
      vatNumber: 'PL5260250274',
      name: 'TRANS-DEMO SP. Z O.O.',
      address: 'UL. PRZYKŁADOWA 12\n00-001 WARSZAWA',
    })
    assert.deepEqual(vies.requests, [{ countryCode: 'PL', vatNumber: '5260250274' }])
  })

  test('a number VIES does not know is invalid, with the field error', async ({ client, cleanup }) => {
    const vies = await FakeVies.start(viesInvalid)
    cleanup(() => vies.close())

    const response = await checkVat(client, { countryCode: 'PL', vatNumber: '1234563218' })

    response.assertStatus(200)
    response.assertBody({ valid: false, status: 'invalid', vatNumber: 'PL1234563218', errors: INVALID })
  })

  test('the field error comes in the language of the call', async ({ client, cleanup }) => {
    const vies = await FakeVies.start(viesInvalid)
    cleanup(() => vies.close())

    const response = await checkVat(client, { countryCode: 'PL', vatNumber: '1234563218' }, { lang: 'pl' })

    response.assertBodyContains({
      errors: [
        { field: 'vatNumber', message: 'Nieprawidłowy numer VAT; taki numer nie istnieje w wybranym kraju' },
      ],
    })
  })

  test('VIES not answering in time leaves the number unverified, within the timeout', async ({
    client,
    assert,
    cleanup,
  }) => {
    const vies = await FakeVies.start('hang', { timeoutMs: 300 })
    cleanup(() => vies.close())

    const started = Date.now()
    const response = await checkVat(client, { countryCode: 'PL', vatNumber: '5260250274' })
    const elapsed = Date.now() - started

    response.assertStatus(200)
    response.assertBody({ valid: true, status: 'unverified', vatNumber: 'PL5260250274' })
    assert.lengthOf(vies.requests, 1)
    assert.isBelow(elapsed, 2000)
  })

  test('{error} from VIES leaves the number unverified')
    .with([
      { error: 'MS_UNAVAILABLE', status: 200 },
      { error: 'MS_MAX_CONCURRENT_REQ', status: 200 },
      { error: 'SERVICE_UNAVAILABLE', status: 503 },
      { error: 'TIMEOUT', status: 500 },
    ])
    .run(async ({ client, cleanup }, row) => {
      const vies = await FakeVies.start(viesError(row.error, row.status))
      cleanup(() => vies.close())

      const response = await checkVat(client, { countryCode: 'PL', vatNumber: '5260250274' })

      response.assertStatus(200)
      response.assertBody({ valid: true, status: 'unverified', vatNumber: 'PL5260250274' })
    })

  test('a server error without a body leaves the number unverified', async ({ client, cleanup }) => {
    const vies = await FakeVies.start({ status: 502, body: '<html>Bad gateway</html>' })
    cleanup(() => vies.close())

    const response = await checkVat(client, { countryCode: 'PL', vatNumber: '5260250274' })

    response.assertBodyContains({ valid: true, status: 'unverified' })
  })

  test('a bad {title} is invalid and VIES is not asked')
    .with([
      {
        title: 'check digit',
        body: { countryCode: 'PL', vatNumber: '5260250275' },
        vatNumber: 'PL5260250275',
      },
      { title: 'format', body: { countryCode: 'DE', vatNumber: '12345' }, vatNumber: 'DE12345' },
      {
        title: 'country prefix',
        body: { countryCode: 'FR', vatNumber: 'PL5260250274' },
        vatNumber: 'FRPL5260250274',
      },
    ])
    .run(async ({ client, assert, cleanup }, row) => {
      const vies = await FakeVies.start(viesValid())
      cleanup(() => vies.close())

      const response = await checkVat(client, row.body)

      response.assertStatus(200)
      response.assertBody({ valid: false, status: 'invalid', vatNumber: row.vatNumber, errors: INVALID })
      assert.lengthOf(vies.requests, 0)
    })

  test('Greece is asked to VIES as EL', async ({ client, assert, cleanup }) => {
    const vies = await FakeVies.start(viesValid({ countryCode: 'EL', name: '---', address: '---' }))
    cleanup(() => vies.close())

    const response = await checkVat(client, { countryCode: 'GR', vatNumber: '094259216' })

    response.assertBody({ valid: true, status: 'valid', vatNumber: 'EL094259216' })
    assert.deepEqual(vies.requests, [{ countryCode: 'EL', vatNumber: '094259216' }])
  })

  test('missing fields answer 422 with translated field errors ({lang})')
    .with([
      { lang: 'en', country: 'Select a country', required: 'The field is mandatory' },
      { lang: 'fr', country: 'Sélectionnez un pays', required: 'Ce champ est obligatoire' },
      { lang: 'pl', country: 'Wybierz kraj', required: 'To pole jest obowiązkowe' },
    ])
    .run(async ({ client, assert }, row) => {
      const response = await checkVat(client, {}, { lang: row.lang })

      response.assertStatus(422)
      assert.sameDeepMembers(
        response
          .body()
          .errors.map((error: { field: string; message: string }) => [error.field, error.message]),
        [
          ['countryCode', row.country],
          ['vatNumber', row.required],
        ]
      )
    })

  test('a country outside the EU answers 422 "Select a country"', async ({ client, assert }) => {
    const response = await checkVat(client, { countryCode: 'US', vatNumber: '123456789' })

    response.assertStatus(422)
    response.assertBodyContains({
      errors: [{ field: 'countryCode', rule: 'in', message: 'Select a country' }],
    })
    assert.lengthOf(response.body().errors, 1)
  })

  test('without VIES configured, a well-formed number is valid offline', async ({ client }) => {
    const response = await checkVat(client, { countryCode: 'fr', vatNumber: '40 303 265 045' })

    response.assertStatus(200)
    response.assertBody({ valid: true, status: 'valid', vatNumber: 'FR40303265045' })
  })

  test('an address is throttled after 30 checks a minute', async ({ client }) => {
    for (let attempt = 0; attempt < 30; attempt++) {
      ;(
        await checkVat(client, { countryCode: 'PL', vatNumber: '5260250274' }, { ip: '10.20.9.9' })
      ).assertStatus(200)
    }

    const blocked = await checkVat(
      client,
      { countryCode: 'PL', vatNumber: '5260250274' },
      { ip: '10.20.9.9' }
    )
    const elsewhere = await checkVat(
      client,
      { countryCode: 'PL', vatNumber: '5260250274' },
      { ip: '10.20.9.10' }
    )

    blocked.assertStatus(429)
    blocked.assertBodyContains({ errors: [{ message: 'Too many attempts. Please try again in 1 minute.' }] })
    elsewhere.assertStatus(200)
  })
})
