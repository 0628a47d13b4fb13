import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import Profile from '#models/profile'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'

const FORM = {
  civility: 'MRS',
  firstName: 'Anna',
  middleName: 'Maria',
  lastName: 'Nowak',
  position: 'ACCOUNTANT',
  phone: { type: 'MOBILE', number: '601 234 567' },
}

function update(client: ApiClient, as: User, userID: number, profile: object) {
  return client.post('/en/api/profile/update').loginAs(as).json({ userID, profile }).withCsrfToken()
}

async function storedProfile(user: User) {
  const profile = await Profile.query().where('user_id', user.id).preload('phones').firstOrFail()
  const { civility, firstName, middleName, lastName, position } = profile
  return {
    civility,
    firstName,
    middleName,
    lastName,
    position,
    phones: profile.phones.map((p) => [p.type, p.number]),
  }
}

test.group('Profile | update', (group) => {
  isolateEachTest(group)

  test('a customer saves their profile; the phone is stored in E.164', async ({ client, assert }) => {
    const user = await createCustomer({ profile: { position: 'MANAGER' } })

    const response = await update(client, user, user.id, FORM)

    response.assertStatus(200)
    response.assertBodyContains({
      updated: true,
      user: {
        id: user.id,
        profile: {
          civility: 'MRS',
          firstName: 'Anna',
          middleName: 'Maria',
          lastName: 'Nowak',
          displayName: 'Anna Maria Nowak',
          position: 'ACCOUNTANT',
          phones: [{ type: 'MOBILE', number: '+48601234567' }],
        },
      },
      successes: [{ message: 'Your profile has been saved.' }],
    })
    assert.deepEqual(await storedProfile(user), {
      civility: 'MRS',
      firstName: 'Anna',
      middleName: 'Maria',
      lastName: 'Nowak',
      position: 'ACCOUNTANT',
      phones: [['MOBILE', '+48601234567']],
    })
  })

  test('an empty phone number removes the phone', async ({ client, assert }) => {
    const user = await createCustomer()

    const response = await update(client, user, user.id, { ...FORM, phone: { type: 'BUSINESS', number: '' } })

    response.assertStatus(200)
    assert.deepEqual(response.body().user.profile.phones, [])
    assert.deepEqual((await storedProfile(user)).phones, [])
  })

  test('an invalid phone answers 422 on profile.phone.number and saves nothing', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()
    const before = await storedProfile(user)

    const response = await update(client, user, user.id, {
      ...FORM,
      phone: { type: 'BUSINESS', number: '12' },
    })

    response.assertStatus(422)
    response.assertBody({
      errors: [{ field: 'profile.phone.number', rule: 'phone', message: 'The phone number is not valid' }],
    })
    assert.deepEqual(await storedProfile(user), before)
  })

  test('a position cannot be cleared once the profile has one', async ({ client, assert }) => {
    const user = await createCustomer({ profile: { position: 'MANAGER' } })
    const before = await storedProfile(user)

    const response = await update(client, user, user.id, { ...FORM, position: null })

    response.assertStatus(422)
    response.assertBody({ errors: [{ field: 'profile.position', message: 'The field is mandatory' }] })
    assert.deepEqual(await storedProfile(user), before)
  })

  test('a profile without a position may be saved without one', async ({ client, assert }) => {
    const user = await createCustomer({ profile: { position: null } })
    const { position: _position, ...withoutPosition } = FORM

    const response = await update(client, user, user.id, withoutPosition)

    response.assertStatus(200)
    assert.isNull(response.body().user.profile.position)
    assert.equal((await storedProfile(user)).firstName, 'Anna')
  })

  test('an unknown civility answers 422 on profile.civility', async ({ client }) => {
    const user = await createCustomer()

    const response = await update(client, user, user.id, { ...FORM, civility: 'DR' })

    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'profile.civility', rule: 'enum' }] })
  })

  test('a customer naming another user gets 404 and nothing changes', async ({ client, assert }) => {
    const user = await createCustomer()
    const colleague = await createCustomer({ company: user.company })
    const before = await storedProfile(colleague)

    const response = await update(client, user, colleague.id, FORM)
    const missing = await update(client, user, 999_999, FORM)

    response.assertStatus(404)
    response.assertBody({ errors: [{ message: 'The requested item does not exist.' }] })
    missing.assertStatus(404)
    assert.deepEqual(missing.body(), response.body())
    assert.deepEqual(await storedProfile(colleague), before)
  })

  test("an admin may update any user's profile", async ({ client, assert }) => {
    const admin = await createAdmin()
    const user = await createCustomer()

    const response = await update(client, admin, user.id, FORM)

    response.assertStatus(200)
    assert.equal(response.body().user.id, user.id)
    assert.equal((await storedProfile(user)).lastName, 'Nowak')
  })

  test('an anonymous call answers 401', async ({ client }) => {
    const response = await client
      .post('/pl/api/profile/update')
      .json({ userID: 1, profile: FORM })
      .withCsrfToken()

    response.assertStatus(401)
    response.assertBody({ errors: [{ message: 'Zaloguj się, aby kontynuować.' }] })
  })
})

test.group('Profile | language of e-mails and documents', (group) => {
  isolateEachTest(group)

  test('the profile form saves the language with the profile; without one it stays', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer({ user: { locale: 'pl' } })

    const kept = await update(client, user, user.id, FORM)
    await user.refresh()
    assert.equal(user.locale, 'pl')
    kept.assertBodyContains({ user: { language: 'pl' } })

    const changed = await update(client, user, user.id, { ...FORM, language: 'en' })

    changed.assertStatus(200)
    changed.assertBodyContains({ user: { language: 'en' } })
    await user.refresh()
    assert.equal(user.locale, 'en')
  })

  test('an unknown language answers 422 on profile.language and saves nothing', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer({ user: { locale: 'fr' } })

    const response = await update(client, user, user.id, { ...FORM, firstName: 'Changed', language: 'de' })

    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'profile.language' }] })
    await user.refresh()
    assert.equal(user.locale, 'fr')
    assert.notEqual((await storedProfile(user)).firstName, 'Changed')
  })

  test('"keep this language": the signed-in user sets their own, confirmed in that language', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer({ user: { locale: 'fr' } })

    const response = await client
      .post('/fr/api/profile/language')
      .loginAs(user)
      .json({ language: 'pl' })
      .withCsrfToken()

    response.assertStatus(200)
    response.assertBodyContains({
      updated: true,
      user: { id: user.id, language: 'pl' },
      successes: [{ message: 'E-maile i dokumenty będą teraz w języku polskim.' }],
    })
    await user.refresh()
    assert.equal(user.locale, 'pl')
  })

  test('"keep this language" refuses an unknown language and an anonymous call', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer({ user: { locale: 'fr' } })

    const unknown = await client
      .post('/en/api/profile/language')
      .loginAs(user)
      .json({ language: 'xx' })
      .withCsrfToken()
    const anonymous = await client.post('/en/api/profile/language').json({ language: 'en' }).withCsrfToken()

    unknown.assertStatus(422)
    unknown.assertBodyContains({ errors: [{ field: 'language', message: 'Choose a value from the list' }] })
    anonymous.assertStatus(401)
    await user.refresh()
    assert.equal(user.locale, 'fr')
  })
})
