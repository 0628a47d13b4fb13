import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import User from '#models/user'
import WorkerContract from '#models/worker_contract'
import WorkerRequest from '#models/worker_request'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { registrationBody, seedReferenceData, today, WORKERS } from '#tests/helpers/purchase'
import { giveTerms } from '#tests/helpers/terms'
import { pdfBytes } from '#tests/functional/billing/billing_fixtures'
import {
  account,
  customerWithContracts,
  post,
  renewalBody,
  row,
} from '#tests/functional/account/account_fixtures'
import { countryInput, sendCountry } from '#tests/functional/back_office/settings_fixtures'

const NEW_FRENCH = Buffer.from('%PDF-1.7 terms of 2027', 'latin1')

/** France with its first terms (v1) in both languages, as the reference data. */
async function franceWithTerms() {
  const reference = await seedReferenceData()
  const france = reference.country('FR')
  const fr = await giveTerms(france, 'fr', 'terms/FR/v1-fr.pdf', '%PDF-1.4 v1 fr')
  const pl = await giveTerms(france, 'pl', 'terms/FR/v1-pl.pdf', '%PDF-1.4 v1 pl')
  return { reference, france, versions: { fr, pl } }
}

const franceInput = (overrides: Record<string, unknown> = {}) =>
  countryInput({ code: 'FR', name: 'France', unlimitedPackageAmountCents: 7900, ...overrides })

test.group('Back-office | terms and prices a contract was sold under', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('an order keeps the terms of the day; its contract serves them after new terms are uploaded', async ({
    client,
    assert,
  }) => {
    const { france, versions } = await franceWithTerms()
    const admin = await createAdmin()
    const body = registrationBody()
    ;(await client.post(`/en${WORKERS}/register`).json(body).withCsrfToken()).assertStatus(200)
    const customer = await User.findByOrFail('email', body.profile.email)
    const request = await WorkerRequest.query()
      .where('company_id', customer.companyId!)
      .preload('lines')
      .firstOrFail()
    assert.containsSubset(request.lines[0].serialize(), {
      termsFrVersionId: versions.fr.id,
      termsPlVersionId: versions.pl.id,
    })

    const upload = await sendCountry(client, admin, {
      id: france.id,
      input: franceInput(),
      files: [{ field: 'termsOfSalesFr', bytes: NEW_FRENCH, name: 'CGV 2027.pdf' }],
    })
    upload.assertStatus(200)
    const validation = await client
      .post(`/en/api/admin/requests/${request.id}/validate`)
      .json({ startDates: [{ countryCode: 'FR', startDate: today() }] })
      .withCsrfToken()
      .loginAs(admin)
    validation.assertStatus(200)

    const contract = await WorkerContract.findByOrFail('worker_request_id', request.id)
    assert.equal(contract.termsFrVersionId, versions.fr.id)
    const contracts = await client
      .get(`/fr/api/eurofiscalis/company/${customer.companyId}/contracts`)
      .loginAs(customer)
    const terms = contracts.body().workerContracts[0].termsOfSales
    const ownTerms = `/fr/api/eurofiscalis/company/${customer.companyId}/contract/${contract.id}/termsOfSales`
    assert.deepEqual(terms, { fr: `${ownTerms}/fr/download`, pl: `${ownTerms}/pl/download` })

    const sold = await client.get(terms.fr).loginAs(customer)
    const asAdmin = await client.get(terms.pl).loginAs(admin)
    const current = await client.get(`/en/api/representativeCountries/${france.id}/termsOfSales/fr/download`)
    sold.assertStatus(200)
    sold.assertHeader('content-type', 'application/pdf')
    assert.equal(pdfBytes(sold).toString('latin1'), '%PDF-1.4 v1 fr')
    asAdmin.assertStatus(200)
    assert.equal(pdfBytes(asAdmin).toString('latin1'), '%PDF-1.4 v1 pl')
    assert.isTrue(pdfBytes(current).equals(NEW_FRENCH))
  })

  test("another company's contract, or an unknown one, answers 404; a visitor 401", async ({ client }) => {
    const { versions } = await franceWithTerms()
    const { company, contracts } = await customerWithContracts([{ country: 'FR' }])
    await WorkerContract.query().where('id', contracts[0].id).update({ terms_fr_version_id: versions.fr.id })
    const stranger = await createCustomer()
    const path = (companyId: number, contractId: number) =>
      `/en/api/eurofiscalis/company/${companyId}/contract/${contractId}/termsOfSales/fr/download`

    ;(await client.get(path(company.id, contracts[0].id)).loginAs(stranger)).assertStatus(404)
    ;(await client.get(path(stranger.companyId!, contracts[0].id)).loginAs(stranger)).assertStatus(404)
    ;(await client.get(path(company.id, 999999)).loginAs(await createAdmin())).assertStatus(404)
    ;(await client.get(path(company.id, contracts[0].id))).assertStatus(401)
  })

  test('a renewal keeps the terms its countries sell under when it is ordered', async ({
    client,
    assert,
  }) => {
    const { user, company, reference } = await customerWithContracts([{ country: 'FR', daysAgo: 170 }])
    const france = reference.country('FR')
    const fr = await giveTerms(france, 'fr', 'terms/FR/renewal-fr.pdf', '%PDF-1.4 fr')

    const response = await post(
      client,
      user,
      `${account(company.id)}/renewContract`,
      renewalBody([row('FR', null, 'more')])
    )

    response.assertStatus(200)
    const request = await WorkerRequest.query().where('company_id', company.id).preload('lines').firstOrFail()
    assert.equal(request.lines[0].termsFrVersionId, fr.id)
    assert.isNull(request.lines[0].termsPlVersionId)
  })

  test('a price change applies to new orders only: a pending request keeps its amount', async ({
    client,
    assert,
  }) => {
    const { france } = await franceWithTerms()
    const admin = await createAdmin()
    ;(await client.post(`/en${WORKERS}/register`).json(registrationBody()).withCsrfToken()).assertStatus(200)
    const pending = await WorkerRequest.query().preload('lines').firstOrFail()
    assert.equal(pending.amountWithoutTaxCents, 7900 * 6)

    const change = await sendCountry(client, admin, {
      id: france.id,
      input: franceInput({ unlimitedPackageAmountCents: 9900 }),
    })
    change.assertStatus(200)

    await pending.refresh()
    await pending.load('lines')
    assert.equal(pending.status, 'pending_payment')
    assert.equal(pending.amountWithoutTaxCents, 7900 * 6)
    assert.equal(pending.lines[0].monthlyAmountCents, 7900)
    const quote = await client
      .post(`/en${WORKERS}/quote`)
      .json({
        customer: { countryCode: 'PL', vatNumber: 'PL5260250274' },
        representativeCountries: [{ countryCode: 'FR', package: null, numberOfWorkers: 'more' }],
      })
      .withCsrfToken()
    quote.assertStatus(200)
    assert.equal(quote.body().monthlyAmountCents, 9900)
  })
})
