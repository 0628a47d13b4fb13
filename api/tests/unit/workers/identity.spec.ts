import { test } from '@japa/runner'
import { identityKey } from '#services/drivers/identity'

test.group('Drivers | identity', () => {
  const JAN = { firstName: 'Jan', lastName: 'Kowalski', dateOfBirth: '1980-05-14' }

  test('"{lastName}, {firstName}" is {same}')
    .with([
      { firstName: 'JAN', lastName: 'kowalski', same: 'the same person' },
      { firstName: ' Jan ', lastName: 'Kowalski  ', same: 'the same person' },
      { firstName: 'Ján', lastName: 'Kówalski', same: 'the same person' },
      { firstName: 'Jan', lastName: 'Kowalski', dateOfBirth: '1980-05-15', same: 'another person' },
      { firstName: 'Jan', lastName: 'Kowalska', same: 'another person' },
      { firstName: 'Kowalski', lastName: 'Jan', same: 'another person' },
    ])
    .run(({ assert }, { firstName, lastName, dateOfBirth, same }) => {
      const key = identityKey({ firstName, lastName, dateOfBirth: dateOfBirth ?? JAN.dateOfBirth })
      assert.equal(key === identityKey(JAN), same === 'the same person')
    })

  test('folds as sign-in does, and reads hyphens, apostrophes and dots as one space')
    .with([
      { lastName: 'Żuławski-Nowak', firstName: 'Łukasz', key: 'zulawski nowak|lukasz|1980-05-14' },
      { lastName: 'Żuławski – Nowak', firstName: 'ŁUKASZ', key: 'zulawski nowak|lukasz|1980-05-14' },
      { lastName: "O'Neill", firstName: 'Seán', key: 'o neill|sean|1980-05-14' },
      { lastName: 'Straße', firstName: 'Jürgen H.', key: 'strasse|jurgen h|1980-05-14' },
      { lastName: 'Æbelø', firstName: 'Øystein', key: 'aebelo|oystein|1980-05-14' },
    ])
    .run(({ assert }, { lastName, firstName, key }) => {
      assert.equal(identityKey({ firstName, lastName, dateOfBirth: '1980-05-14' }), key)
    })
})
