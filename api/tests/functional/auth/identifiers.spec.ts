import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { isolateEachTest } from '#tests/helpers/database'
import { post } from '#tests/helpers/http'
import { createCustomer, FACTORY_PASSWORD } from '#tests/helpers/users'
import { registrationBody, seedReferenceData } from '#tests/helpers/purchase'
import { Browser } from '#tests/helpers/browser'

async function credentials(user: User) {
  const fresh = await User.findOrFail(user.id)
  return { login: fresh.login, email: fresh.email }
}

test.group('Auth | one identifier, one account', (group) => {
  isolateEachTest(group)

  test('a login set to another user\'s e-mail ("{$self}") is refused and changes nothing')
    .with(['victim@trans-test.pl', 'VICTIM@Trans-Test.PL', 'víctim@trans-tést.pl'])
    .run(async ({ client, assert }, login) => {
      await createCustomer({ user: { email: 'victim@trans-test.pl', login: 'victim' } })
      const attacker = await createCustomer()
      const before = await credentials(attacker)

      const response = await post(client, attacker, '/en/api/auth/update', {
        login,
        email: attacker.email,
        currentPassword: FACTORY_PASSWORD,
      })

      response.assertStatus(422)
      response.assertBody({
        errors: [{ field: 'login', message: 'This login is already used by another account.' }],
      })
      assert.deepEqual(await credentials(attacker), before)
    })

  test("an e-mail set to another user's login is refused on the e-mail field", async ({ client }) => {
    await createCustomer({ user: { login: 'dispatch@fleet.pl', email: 'owner@fleet.pl' } })
    const user = await createCustomer()

    const response = await post(client, user, '/en/api/auth/update', {
      email: 'Dispatch@Fleet.pl',
      login: 'someone-new',
      currentPassword: FACTORY_PASSWORD,
    })

    response.assertStatus(422)
    response.assertBody({
      errors: [{ field: 'email', message: 'This e-mail address is already used by another account.' }],
    })
  })

  test("registration with an e-mail that is another user's login is refused", async ({ client }) => {
    await seedReferenceData()
    const body = registrationBody()
    await createCustomer({ user: { login: body.profile.email.toUpperCase(), email: 'other@fleet.pl' } })

    const response = await client.post('/en/api/eurofiscalis/workers/register').json(body).withCsrfToken()

    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'profile.email' }] })
  })

  test('the victim still signs in by e-mail, in any case and with accents dropped', async ({ assert }) => {
    const victim = await createCustomer({ user: { email: 'lukasz@trans-test.pl', login: 'lukasz' } })
    const browser = new Browser()
    await browser.post('/session/csrf')

    const response = await browser.post('/en/api/auth/login', {
      login: 'Łukasz@Trans-Test.PL',
      password: FACTORY_PASSWORD,
    })

    assert.equal(response.status, 200)
    assert.equal(
      (response.body.applicationDataForLoggedInUser as { user: { id: number } }).user.id,
      victim.id
    )
  })

  test('the database refuses a second user with the same identifier, whatever the code does', async ({
    assert,
  }) => {
    const first = await createCustomer({ user: { login: 'shared', email: 'first@fleet.pl' } })
    const second = await createCustomer()

    await assert.rejects(
      () => db.table('user_identifiers').insert({ user_id: second.id, identifier: 'first@fleet.pl' }),
      /Duplicate entry/
    )
    await assert.rejects(
      () =>
        User.query()
          .where('id', second.id)
          .update({ login: 'x' })
          .then(() => second.merge({ login: 'SHARED' }).save()),
      /Duplicate entry/
    )
    assert.equal(first.login, 'shared')
  })
})
