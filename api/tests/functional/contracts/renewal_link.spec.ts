import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { RepresentativeCountryFactory } from '#database/factories/representative_country_factory'
import WorkerContract from '#models/worker_contract'
import { linkEveryContract } from '#services/contracts/renewal_link'
import { isolateEachTest } from '#tests/helpers/database'
import { createCustomer } from '#tests/helpers/users'

const linkOf = async (contract: WorkerContract) =>
  (await WorkerContract.findOrFail(contract.id)).renewedByContractId

test.group('Contracts | renewal link', (group) => {
  isolateEachTest(group)

  test('a contract keeps the contract that renews it, through creations and date changes', async ({
    assert,
  }) => {
    const { company } = await createCustomer()
    const [fr, de] = await RepresentativeCountryFactory.createMany(2)
    const contract = (representativeCountryId: number, startDate: string, endDate: string) =>
      WorkerContractFactory.merge({
        companyId: company.id,
        representativeCountryId,
        startDate,
        endDate,
      }).create()

    const first = await contract(fr.id, '2026-01-01', '2026-06-30')
    const otherCountry = await contract(de.id, '2026-08-01', '2027-01-31')
    assert.isNull(await linkOf(first), 'a later contract of another country does not renew it')

    const renewal = await contract(fr.id, '2026-07-01', '2026-12-31')
    assert.equal(await linkOf(first), renewal.id)
    assert.equal(renewal.renewedByContractId, null)
    assert.isNull(await linkOf(otherCountry))

    // Its start moved onto the first contract's last day: it no longer renews it.
    renewal.startDate = '2026-06-30'
    await renewal.save()
    assert.isNull(await linkOf(first))

    // Moved to the other country: that country's contract is renewed by it now.
    renewal.merge({ representativeCountryId: de.id, startDate: '2027-02-01', endDate: '2027-07-31' })
    await renewal.save()
    assert.equal(await linkOf(otherCountry), renewal.id)
    assert.isNull(await linkOf(first))

    // A transaction rolled back leaves no link.
    await db
      .transaction(async (trx) => {
        await WorkerContractFactory.client(trx)
          .merge({
            companyId: company.id,
            representativeCountryId: fr.id,
            startDate: '2026-07-01',
            endDate: '2026-12-31',
          })
          .create()
        throw new Error('rolled back')
      })
      .catch(() => undefined)
    assert.isNull(await linkOf(first))
  })

  test('the backfill links contracts written without the model, as the migration does', async ({
    assert,
  }) => {
    const { company } = await createCustomer()
    const country = await RepresentativeCountryFactory.create()
    const row = (startDate: string, endDate: string) => ({
      company_id: company.id,
      representative_country_id: country.id,
      monthly_amount_cents: 7900,
      total_amount_cents: 47400,
      total_billing_without_tax_cents: 47400,
      currency: 'EUR',
      start_date: startDate,
      end_date: endDate,
      created_at: new Date(),
      updated_at: new Date(),
    })
    await db
      .table('worker_contracts')
      .multiInsert([
        row('2026-07-01', '2026-12-31'),
        row('2026-01-01', '2026-06-30'),
        row('2027-01-01', '2027-06-30'),
      ])
    const ids = (await db.from('worker_contracts').orderBy('start_date').select('id')).map((one) => one.id)

    await linkEveryContract()

    const links = await db
      .from('worker_contracts')
      .orderBy('start_date')
      .select('renewed_by_contract_id as link')
    assert.deepEqual(
      links.map((one) => one.link),
      [ids[1], ids[2], null]
    )
  })
})
