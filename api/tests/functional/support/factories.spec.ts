import { test } from '@japa/runner'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { RepresentativeCountryFactory } from '#database/factories/representative_country_factory'
import { CompanyFactory } from '#database/factories/company_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { vatNumberRule } from '#validators/rules/vat_number'
import { phoneRule } from '#validators/rules/phone'
import vine from '@vinejs/vine'

/** Factories are shared by every test: their rows must satisfy the rules the app applies to real input. */
test.group('Support | factories', (group) => {
  isolateEachTest(group)

  test('companies get distinct VAT numbers of a valid shape', async ({ assert }) => {
    const companies = await CompanyFactory.createMany(5)
    const validator = vine.compile(vine.object({ vatNumber: vine.string().use(vatNumberRule()) }))

    assert.lengthOf(new Set(companies.map((company) => company.vatNumber)), 5)
    for (const company of companies) {
      assert.deepEqual(await validator.validate({ vatNumber: company.vatNumber }), {
        vatNumber: company.vatNumber,
      })
    }
  })

  test('users get distinct logins and e-mails and valid phones', async ({ assert }) => {
    const users = await UserFactory.with('company')
      .with('profile', 1, (profile) => profile.with('phones'))
      .createMany(3)
    const validator = vine.compile(vine.object({ number: vine.string().use(phoneRule()) }))

    assert.lengthOf(new Set(users.map((user) => user.login)), 3)
    assert.lengthOf(new Set(users.map((user) => user.email)), 3)
    for (const user of users) {
      const number = user.profile.phones[0].number
      assert.deepEqual(await validator.validate({ number }), { number })
    }
  })

  test('an admin has the admin role and no company', async ({ assert }) => {
    const admin = await UserFactory.apply('admin').create()

    assert.isTrue(admin.isAdmin)
    assert.isNull(admin.companyId)
  })

  test('a contract ends 182 days after it starts and carries its workers', async ({ assert }) => {
    const contract = await WorkerContractFactory.merge({ startDate: '2026-01-01' })
      .with('company')
      .with('representativeCountry', 1, (country) =>
        country.with('representativeCompany').with('workerPackages')
      )
      .with('workers', 2)
      .create()

    assert.equal(contract.endDate, '2026-07-02')
    await contract.load('workers')
    await contract.load('representativeCountry', (country) =>
      country.preload('representativeCompany').preload('workerPackages')
    )
    assert.deepEqual(
      contract.workers.map((worker) => worker.companyId),
      [contract.companyId, contract.companyId]
    )
    assert.isNotNull(contract.representativeCountry.representativeCompany)
    assert.lengthOf(contract.representativeCountry.workerPackages, 1)
  })

  test('representative countries get distinct codes', async ({ assert }) => {
    const countries = await RepresentativeCountryFactory.createMany(3)

    assert.lengthOf(new Set(countries.map((country) => country.code)), 3)
  })
})
