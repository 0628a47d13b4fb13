import { test } from '@japa/runner'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { RepresentativeCountryFactory } from '#database/factories/representative_country_factory'
import WorkerContract from '#models/worker_contract'
import CreateAdminInvoice from '#actions/billing/create_admin_invoice'
import type Company from '#models/company'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'

const NOT_FOUND = { errors: [{ message: 'The requested item does not exist.' }] }

async function contractOf(company: Company, startDate: string, country?: { id: number }) {
  const representativeCountryId = country?.id ?? (await RepresentativeCountryFactory.create()).id
  return WorkerContractFactory.merge({ companyId: company.id, representativeCountryId, startDate }).create()
}

test.group('Contracts | list', (group) => {
  isolateEachTest(group)

  test('a customer lists the contracts of their company, most recent first, with their state', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()
    const today = todayUtc()
    const expired = await contractOf(user.company, addDays(today, -300))
    const expiring = await contractOf(user.company, addDays(today, -170))
    const renewal = await contractOf(user.company, addDays(today, 13), {
      id: expiring.representativeCountryId,
    })

    const response = await client
      .get(`/en/api/eurofiscalis/company/${user.company.id}/contracts`)
      .loginAs(user)

    response.assertStatus(200)
    const contracts = response.body().workerContracts
    assert.deepEqual(
      contracts.map((contract: { id: number }) => contract.id),
      [renewal.id, expiring.id, expired.id]
    )
    assert.deepInclude(contracts[1], {
      state: 'active',
      remainingDays: 13,
      isRenewed: true,
      isExpiring: false,
    })
    assert.deepInclude(contracts[0], { state: 'scheduled', remainingDays: null })
    assert.deepInclude(contracts[2], { state: 'expired', isExpired: true, remainingDays: 0 })
  })

  test('an active contract ending within 30 days and not renewed is expiring', async ({ client, assert }) => {
    const user = await createCustomer()
    await contractOf(user.company, addDays(todayUtc(), -170))

    const response = await client
      .get(`/en/api/eurofiscalis/company/${user.company.id}/contracts`)
      .loginAs(user)

    assert.deepInclude(response.body().workerContracts[0], {
      isExpiring: true,
      isRenewed: false,
      remainingDays: 13,
    })
  })

  test('another company, anonymous and admin', async ({ client }) => {
    const user = await createCustomer()
    const other = await createCustomer()
    await contractOf(other.company, todayUtc())

    const refused = await client
      .get(`/en/api/eurofiscalis/company/${other.company.id}/contracts`)
      .loginAs(user)
    refused.assertStatus(404)
    refused.assertBody(NOT_FOUND)
    ;(await client.get(`/en/api/eurofiscalis/company/${other.company.id}/contracts`)).assertStatus(401)
    const admin = await client
      .get(`/en/api/eurofiscalis/company/${other.company.id}/contracts`)
      .loginAs(await createAdmin())
    admin.assertStatus(200)
    admin.assertBodyContains({ workerContracts: [{ state: 'active' }] })
  })
})

test.group('Contracts | invoices list', (group) => {
  isolateEachTest(group)

  test('a contract of another company answers 404, even under the customer own company id', async ({
    client,
  }) => {
    const user = await createCustomer()
    const other = await createCustomer()
    const foreign = await contractOf(other.company, todayUtc())

    const underOwn = await client
      .get(`/en/api/invoices/company/${user.company.id}/contract/${foreign.id}/list`)
      .loginAs(user)
    underOwn.assertStatus(404)
    underOwn.assertBody(NOT_FOUND)
    ;(
      await client
        .get(`/en/api/invoices/company/${other.company.id}/contract/${foreign.id}/list`)
        .loginAs(user)
    ).assertStatus(404)
  })

  test("a contract's list holds the invoices of its country's contracts, not those of other countries", async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()
    const admin = await createAdmin()
    const today = todayUtc()
    const previous = await contractOf(user.company, addDays(today, -200))
    const current = await contractOf(user.company, addDays(today, -17), {
      id: previous.representativeCountryId,
    })
    const elsewhere = await contractOf(user.company, addDays(today, -10))
    const invoice = (contract: WorkerContract, description: string) =>
      new CreateAdminInvoice().handle(
        admin,
        contract.id,
        { issueDate: today, amountWithoutTaxCents: 1000, description },
        '127.0.0.1'
      )
    await invoice(previous, 'first period')
    await invoice(current, 'second period')
    await invoice(elsewhere, 'another country')

    const response = await client
      .get(`/en/api/invoices/company/${user.company.id}/contract/${current.id}/list`)
      .loginAs(user)

    response.assertStatus(200)
    assert.deepEqual(
      response
        .body()
        .invoices.map((entry: { description: string; workerContractId: number }) => [
          entry.description,
          entry.workerContractId,
        ]),
      [
        ['second period', current.id],
        ['first period', previous.id],
      ]
    )
  })

  test('an own contract without invoices answers an empty list', async ({ client }) => {
    const user = await createCustomer()
    const contract = await contractOf(user.company, todayUtc())

    const response = await client
      .get(`/en/api/invoices/company/${user.company.id}/contract/${contract.id}/list`)
      .loginAs(user)

    response.assertStatus(200)
    response.assertBody({ invoices: [], isAdmin: false })
  })
})

test.group('Contracts | remind me later', (group) => {
  isolateEachTest(group)

  test('dismisses the reminder days from the remaining days up to 30, whatever the client sends', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()
    const contract = await contractOf(user.company, addDays(todayUtc(), -170))

    const response = await client
      .post(`/en/api/eurofiscalis/workerContracts/${contract.id}/setDismissedReminders`)
      .json({ dismissedReminders: [0, 1, 2] })
      .loginAs(user)
      .withCsrfToken()

    response.assertStatus(200)
    response.assertBodyContains({ workerContracts: [{ isExpiring: false }] })
    const stored = await WorkerContract.findOrFail(contract.id)
    assert.deepEqual(
      stored.dismissedReminders,
      Array.from({ length: 18 }, (_, i) => 30 - i)
    )
  })

  test('another company contract answers 404 and stays as it was', async ({ client, assert }) => {
    const user = await createCustomer()
    const other = await createCustomer()
    const contract = await contractOf(other.company, addDays(todayUtc(), -170))

    const response = await client
      .post(`/en/api/eurofiscalis/workerContracts/${contract.id}/setDismissedReminders`)
      .json({})
      .loginAs(user)
      .withCsrfToken()

    response.assertStatus(404)
    assert.deepEqual((await WorkerContract.findOrFail(contract.id)).dismissedReminders, [])
  })
})
