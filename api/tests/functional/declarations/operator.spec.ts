import { test } from '@japa/runner'
import Company from '#models/company'
import Driver from '#models/driver'
import Vehicle from '#models/vehicle'
import { isolateEachTest } from '#tests/helpers/database'
import {
  NOT_FOUND,
  createWorker,
  customerWithContract,
  get,
  post,
} from '#tests/functional/workers/worker_fixtures'
import { companyPath } from '#tests/functional/declarations/declaration_fixtures'

test.group('Declarations | operator data, fleet and driver details', (group) => {
  isolateEachTest(group)

  test('the operator saves its licence and contact, and its fleet with plates normalised', async ({
    client,
    assert,
  }) => {
    const { user, company } = await customerWithContract()
    const saved = await post(client, user, `${companyPath(company.id)}/operator`, {
      communityLicenceNumber: 'PL/0001234',
      transportContactName: 'Ewa Nowak',
      transportContactEmail: 'ewa@example.com',
      transportContactPhone: '601 234 567',
    })
    saved.assertStatus(200)
    assert.containsSubset(saved.body().operator, {
      communityLicenceNumber: 'PL/0001234',
      transportContactPhone: '+48601234567',
      vehicles: [],
    })

    const added = await post(client, user, `${companyPath(company.id)}/vehicles`, {
      plate: 'wa 123-45',
      countryCode: 'pl',
    })
    added.assertStatus(200)
    assert.deepEqual(
      added.body().operator.vehicles.map((vehicle: Vehicle) => [vehicle.plate, vehicle.countryCode]),
      [['WA12345', 'PL']]
    )
    const again = await post(client, user, `${companyPath(company.id, 'fr')}/vehicles`, {
      plate: 'WA-12345',
      countryCode: 'PL',
    })
    again.assertStatus(422)
    assert.equal(again.body().errors[0].message, 'WA12345 est déjà dans la flotte.')

    const shown = await get(client, user, `${companyPath(company.id)}/operator`)
    assert.equal(shown.body().operator.transportContactName, 'Ewa Nowak')
    const [vehicle] = shown.body().operator.vehicles
    const removed = await post(client, user, `${companyPath(company.id)}/vehicle/${vehicle.id}/remove`)
    removed.assertStatus(200)
    assert.lengthOf(removed.body().operator.vehicles, 0)
  })

  test('bad input is refused with 422 in the caller language, nothing changed', async ({
    client,
    assert,
  }) => {
    const { user, company } = await customerWithContract()
    const garbage = await post(client, user, `${companyPath(company.id, 'pl')}/vehicles`, {
      plate: 'WA 12;DROP',
      countryCode: 'PL',
    })
    garbage.assertStatus(422)
    assert.match(garbage.body().errors[0].message, /nie jest numerem rejestracyjnym/)
    const badCountry = await post(client, user, `${companyPath(company.id)}/vehicles`, {
      plate: 'WA12345',
      countryCode: 'XX',
    })
    badCountry.assertStatus(422)
    const badEmail = await post(client, user, `${companyPath(company.id)}/operator`, {
      communityLicenceNumber: 'X',
      transportContactEmail: 'not an e-mail',
    })
    badEmail.assertStatus(422)
    assert.equal((await Vehicle.query().where('company_id', company.id)).length, 0)
    assert.isNull((await Company.findOrFail(company.id)).communityLicenceNumber)
  })

  test("a driver's IMI details, numbers normalised, shown on the roster", async ({ client, assert }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)
    const path = `${companyPath(company.id)}/driver/${worker.driverId}/details`
    const saved = await post(client, user, path, {
      addressLine1: 'ul. Długa 1',
      postalCode: '20-001',
      city: 'Lublin',
      addressCountryCode: 'pl',
      licenceNumber: 'ab 12-34 56',
      licenceCountryCode: 'PL',
      driverCardNumber: 'pl 0000 1234',
      employmentStartDate: '2020-01-31',
      employmentLawCountryCode: 'PL',
    })
    saved.assertStatus(200)
    assert.containsSubset(saved.body().details, {
      licenceNumber: 'AB123456',
      driverCardNumber: 'PL00001234',
      addressCountryCode: 'PL',
      employmentStartDate: '2020-01-31',
    })
    const roster = await get(client, user, `${companyPath(company.id)}/drivers`)
    assert.equal(roster.body().drivers[0].details.licenceNumber, 'AB123456')

    for (const body of [
      { licenceNumber: 'A/1' },
      { employmentStartDate: '2020-02-30' },
      { licenceCountryCode: 'ZZ' },
    ]) {
      const refused = await post(client, user, path, body)
      refused.assertStatus(422)
    }
    assert.equal((await Driver.findOrFail(worker.driverId)).licenceNumber, 'AB123456')
  })

  test("another company's ids answer 404, an anonymous caller 401", async ({ client, assert }) => {
    const mine = await customerWithContract()
    const theirs = await customerWithContract()
    const theirWorker = await createWorker(theirs.contract)
    const theirVehicle = await Vehicle.create({
      companyId: theirs.company.id,
      plate: 'KR1234',
      countryCode: 'PL',
    })

    for (const response of [
      await get(client, mine.user, `${companyPath(theirs.company.id)}/operator`),
      await post(client, mine.user, `${companyPath(theirs.company.id)}/operator`, {
        transportContactName: 'X',
      }),
      await post(client, mine.user, `${companyPath(mine.company.id)}/vehicle/${theirVehicle.id}/remove`),
      await post(
        client,
        mine.user,
        `${companyPath(mine.company.id)}/driver/${theirWorker.driverId}/details`,
        {
          city: 'X',
        }
      ),
    ]) {
      response.assertStatus(404)
      assert.deepEqual(response.body(), NOT_FOUND)
    }
    assert.isNotNull(await Vehicle.find(theirVehicle.id))
    assert.isNull((await Company.findOrFail(theirs.company.id)).transportContactName)
    const anonymous = await get(client, null, `${companyPath(mine.company.id)}/operator`)
    anonymous.assertStatus(401)
  })
})
