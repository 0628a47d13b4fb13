import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import db from '@adonisjs/lucid/services/db'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin } from '#tests/helpers/users'
import { seedVatRates } from '#database/seeders/01_reference_data_seeder'
import { createInvoicedPurchase, createValidatedPurchase } from '#tests/functional/billing/billing_fixtures'
import { linkEveryLatestInvoice, storeLatestInvoice } from '#services/contracts/latest_invoice_link'
import { todayUtc } from '#services/contracts/contract_term'

/** An invoice an admin adds to a contract by hand (the back-office's add-invoice call). */
function addInvoice(client: ApiClient, admin: User, contractId: number) {
  return client
    .post(`/en/api/admin/workercontracts/${contractId}/invoice/create`)
    .json({ date: todayUtc(), amountWithoutTax: 12000, amountTaxes: 0, description: 'Frais de dossier' })
    .withCsrfToken()
    .loginAs(admin)
}

async function storedLatest(contractId: number) {
  const row = await db
    .from('worker_contracts')
    .where('id', contractId)
    .select('latest_invoice_id as latest')
    .first()
  return row.latest as number | null
}

test.group('Contracts | the latest invoice a contract keeps', (group) => {
  isolateEachTest(group)

  test('each invoice written becomes its contract latest, and the contracts list shows it', async ({
    client,
    assert,
  }) => {
    await seedVatRates()
    const admin = await createAdmin()
    const { contract, invoice } = await createInvoicedPurchase()
    const bare = await createValidatedPurchase()
    assert.equal(await storedLatest(contract.id), invoice.id)
    assert.isNull(await storedLatest(bare.contract.id))

    const added = await addInvoice(client, admin, contract.id)
    added.assertStatus(200)
    const second = added.body().invoice
    assert.isAbove(second.id, invoice.id)
    assert.equal(await storedLatest(contract.id), second.id)

    const list = await client
      .get('/en/api/admin/workerContracts')
      .qs({ filter: JSON.stringify({ ids: [contract.id, bare.contract.id] }) })
      .loginAs(admin)
    list.assertStatus(200)
    const rows = list.body() as { id: number; latestInvoice: unknown }[]
    assert.deepEqual(rows.find((row) => row.id === contract.id)!.latestInvoice, {
      number: second.number,
      date: second.issueDate,
      amountWithoutTaxCents: 12000,
    })
    assert.isNull(rows.find((row) => row.id === bare.contract.id)!.latestInvoice)
  })

  test('an invoice whose transaction commits after a newer one leaves the newer one stored', async ({
    client,
    assert,
  }) => {
    await seedVatRates()
    const admin = await createAdmin()
    const { contract, invoice } = await createInvoicedPurchase()
    const added = await addInvoice(client, admin, contract.id)
    added.assertStatus(200)

    await db.transaction((trx) => storeLatestInvoice(contract.id, invoice.id, trx))

    assert.equal(await storedLatest(contract.id), added.body().invoice.id)
  })

  test('the backfill stores each contract its highest invoice id, and none for a contract without', async ({
    assert,
  }) => {
    await seedVatRates()
    const first = await createInvoicedPurchase()
    const second = await createInvoicedPurchase()
    const bare = await createValidatedPurchase()
    await db.from('worker_contracts').update({ latest_invoice_id: null })

    await linkEveryLatestInvoice()

    assert.equal(await storedLatest(first.contract.id), first.invoice.id)
    assert.equal(await storedLatest(second.contract.id), second.invoice.id)
    assert.isNull(await storedLatest(bare.contract.id))
  })
})
