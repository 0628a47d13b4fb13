import { test } from '@japa/runner'
import { addDays } from '#services/contracts/contract_term'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { createWorkerRequest, inDays, seedReferenceData, today } from '#tests/helpers/purchase'
import {
  account,
  customerWithContracts,
  get,
  NOT_FOUND,
  UNAUTHORIZED,
} from '#tests/functional/account/account_fixtures'

test.group('Account | checkUpgradeAccount', (group) => {
  isolateEachTest(group)

  test('the latest contract of each country, Mobility Package first, with what may be renewed or upgraded', async ({
    client,
  }) => {
    const { user, company, contracts } = await customerWithContracts([
      { country: 'FR', daysAgo: 300, allowed: 3 },
      { country: 'FR', daysAgo: 60 },
      { country: 'BE', daysAgo: 250, allowed: null },
      { country: 'EU', daysAgo: 170, allowed: 12 },
      { country: 'AT', daysAgo: 150, allowed: null },
      { country: 'AT', daysAgo: 150 - 183, allowed: null },
    ])
    const [, france, belgium, mobility, , austriaRenewal] = contracts

    const response = await get(client, user, `${account(company.id)}/checkUpgradeAccount`)

    response.assertStatus(200)
    response.assertBody({
      isUpgradeAccountAllowed: true,
      isRenewAllowed: true,
      isMigrated: true,
      pendingWorkerRequest: null,
      introducer: null,
      upgradeEndDate: france.endDate,
      contracts: [
        {
          contractId: mobility.id,
          countryCode: 'EU',
          state: 'active',
          startDate: inDays(-170),
          endDate: inDays(12),
          remainingDays: 13,
          monthsLeft: 1,
          allowedNumberOfWorkers: 12,
          packageSignature: 'w|4',
          monthlyAmountCents: 4800,
          isUpgradable: true,
          renewal: { startDate: inDays(13), endDate: inDays(13 + 182), minimumWorkers: 12 },
        },
        {
          contractId: austriaRenewal.id,
          countryCode: 'AT',
          state: 'scheduled',
          startDate: inDays(33),
          endDate: inDays(33 + 182),
          remainingDays: null,
          monthsLeft: null,
          allowedNumberOfWorkers: null,
          packageSignature: null,
          monthlyAmountCents: 7900,
          isUpgradable: false,
          renewal: null,
        },
        {
          contractId: belgium.id,
          countryCode: 'BE',
          state: 'expired',
          startDate: inDays(-250),
          endDate: inDays(-68),
          remainingDays: 0,
          monthsLeft: 0,
          allowedNumberOfWorkers: null,
          packageSignature: null,
          monthlyAmountCents: 7900,
          isUpgradable: false,
          renewal: { startDate: today(), endDate: inDays(182), minimumWorkers: null },
        },
        {
          contractId: france.id,
          countryCode: 'FR',
          state: 'active',
          startDate: inDays(-60),
          endDate: inDays(122),
          remainingDays: 123,
          monthsLeft: 5,
          allowedNumberOfWorkers: 5,
          packageSignature: 'w|4',
          monthlyAmountCents: 2000,
          isUpgradable: true,
          renewal: { startDate: inDays(123), endDate: inDays(123 + 182), minimumWorkers: 5 },
        },
      ],
    })
  })

  test('the introducer of the running contract ending last prices upgrades', async ({ client, assert }) => {
    const reference = await seedReferenceData()
    const { user, company } = await customerWithContracts([
      { country: 'EU', daysAgo: 170, allowed: 12 },
      { country: 'FR', daysAgo: 10, allowed: null, introducer: reference.promo, monthlyAmountCents: 6500 },
    ])

    const response = await get(client, user, `${account(company.id)}/checkUpgradeAccount`)

    response.assertStatus(200)
    assert.deepEqual(response.body().introducer, {
      code: 'PROMO65',
      name: 'Transport Partners Promotion',
      isNumberOfWorkersNeeded: false,
      unlimitedPackageAmountCents: 6500,
      workerPackageAmountCents: null,
      workerPackageMaxNumberOfWorker: null,
      workerPackages: [],
    })
    assert.equal(response.body().upgradeEndDate, inDays(172))
  })

  test('a pending request blocks both, and is shown with its proposed dates', async ({ client, assert }) => {
    const { user, company, contracts, reference } = await customerWithContracts()
    const request = await createWorkerRequest(user, {
      type: 'renewal',
      status: 'payment_failed',
      mop: 'CARD',
      lines: [{ country: reference.country('FR'), monthlyAmountCents: 2000, allowedNumberOfWorkers: 5 }],
    })
    await request.load('lines')
    request.lines[0].sourceWorkerContractId = contracts[0].id
    await request.lines[0].save()

    const response = await get(client, user, `${account(company.id)}/checkUpgradeAccount`)

    response.assertStatus(200)
    assert.containsSubset(response.body(), {
      isUpgradeAccountAllowed: false,
      isRenewAllowed: false,
      pendingWorkerRequest: {
        requestId: request.requestId,
        type: 'renewal',
        status: 'payment_failed',
        isRenewalRequest: true,
        contracts: [
          { countryCode: 'FR', startDate: addDays(contracts[0].endDate, 1), endDate: inDays(123 + 182) },
        ],
      },
    })
  })

  test('a company that has not migrated may neither renew nor upgrade', async ({ client, assert }) => {
    const { user, company } = await customerWithContracts(undefined, { migrated: false })

    const response = await get(client, user, `${account(company.id)}/checkUpgradeAccount`)

    response.assertStatus(200)
    assert.containsSubset(response.body(), {
      isUpgradeAccountAllowed: false,
      isRenewAllowed: false,
      isMigrated: false,
    })
  })

  test('without an active contract: renewal only, no end date for added countries', async ({
    client,
    assert,
  }) => {
    const { user, company } = await customerWithContracts([{ country: 'FR', daysAgo: 200 }])

    const response = await get(client, user, `${account(company.id)}/checkUpgradeAccount`)

    assert.containsSubset(response.body(), {
      isUpgradeAccountAllowed: false,
      isRenewAllowed: true,
      upgradeEndDate: null,
      contracts: [{ countryCode: 'FR', state: 'expired', isUpgradable: false }],
    })
  })

  test('an admin reaches any company and may renew with a single worker', async ({ client, assert }) => {
    const { company } = await customerWithContracts()

    const response = await get(client, await createAdmin(), `${account(company.id)}/checkUpgradeAccount`)

    response.assertStatus(200)
    assert.equal(response.body().contracts[0].renewal.minimumWorkers, 1)
  })

  test('another company answers 404, anonymous 401', async ({ client }) => {
    const { company } = await customerWithContracts()
    const stranger = await createCustomer()

    const refused = await get(client, stranger, `${account(company.id)}/checkUpgradeAccount`)
    refused.assertStatus(404)
    refused.assertBody(NOT_FOUND)
    const anonymous = await get(client, null, `${account(company.id)}/checkUpgradeAccount`)
    anonymous.assertStatus(401)
    anonymous.assertBody(UNAUTHORIZED)
    ;(await get(client, stranger, `${account(999999)}/checkUpgradeAccount`)).assertStatus(404)
    const huge = '/en/api/eurofiscalis/workers/company/99999999999999999999999/checkUpgradeAccount'
    ;(await get(client, stranger, huge)).assertStatus(404)
  })
})
