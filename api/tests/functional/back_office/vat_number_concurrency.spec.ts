import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import Company from '#models/company'
import { commitEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { uniqueVatNumber } from '#tests/helpers/purchase'

/** Admins at once, each on a company of their own: enough for several to meet on the unique key, not just one. */
const PARALLEL = 6

const TAKEN = {
  company: { field: 'vatNumber', message: 'Another company already uses this VAT number.' },
  profile: { field: 'company.vatNumber', message: 'Another company already uses this VAT number.' },
}

const ADDRESS = {
  addressLines: ['ul. Piotrkowska 1', 'lok. 2'],
  postalCode: '90-001',
  city: 'Łódź',
  countryCode: 'PL',
}

/** The company screen's save, or the profile screen's (which edits the user's company too). */
function save(
  client: ApiClient,
  admin: User,
  customer: User,
  screen: 'company' | 'profile',
  vatNumber: string
) {
  const request =
    screen === 'company'
      ? client
          .put(`/en/api/admin/companies/${customer.companyId}`)
          .json({ name: customer.company.name, vatNumber, address: ADDRESS })
      : client.put(`/en/api/admin/profiles/${customer.profile.id}`).json({
          civility: 'MRS',
          firstName: 'Anna',
          lastName: 'Nowak',
          position: 'OWNER',
          company: { vatNumber, address: ADDRESS },
        })
  return request.withCsrfToken().loginAs(admin)
}

/**
 * Real concurrency needs real transactions on separate connections: the rows are committed, and every table is
 * emptied after each test.
 */
test.group('Back-office | the same new VAT number saved on several companies at once', (group) => {
  commitEachTest(group)

  test('from the {$self} screen: one company gets it, every other save is refused on its field')
    .with(['company', 'profile'] as const)
    .run(async ({ client, assert }, screen) => {
      const admin = await createAdmin()
      const customers = await Promise.all(Array.from({ length: PARALLEL }, () => createCustomer()))
      const vatNumber = uniqueVatNumber()

      const responses = await Promise.all(
        customers.map((customer) => save(client, admin, customer, screen, vatNumber))
      )

      const statuses = responses.map((response) => response.status())
      assert.equal(statuses.filter((status) => status === 200).length, 1, `statuses ${statuses}`)
      for (const refused of responses.filter((response) => response.status() !== 200)) {
        refused.assertStatus(422)
        refused.assertBody({ errors: [TAKEN[screen]] })
      }
      const holders = await Company.query().where('vat_number', vatNumber)
      assert.lengthOf(holders, 1)
    })
    .timeout(60_000)
})
