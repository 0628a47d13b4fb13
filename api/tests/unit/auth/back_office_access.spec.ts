import { test } from '@japa/runner'
import { ACCOUNTANT_ROUTES, backOfficeRouteAllowed } from '#services/auth/back_office_access'

test.group('Back-office access | which role may call which route of the admin group', () => {
  const cases: [route: string, method: string, admin: boolean, accountant: boolean][] = [
    ['api.admin.invoices.index', 'GET', true, true],
    ['api.admin.invoices.show', 'HEAD', true, true],
    ['api.admin.invoices.period.export', 'GET', true, true],
    ['api.admin.invoices.pdfArchive.export', 'get', true, true],
    ['api.admin.creditNotes.show', 'GET', true, true],
    ['api.admin.companies.show', 'GET', true, true],
    ['api.admin.workerContracts.export', 'GET', true, true],
    // An allowed route's name called with a write's method (a route of the same name never should be).
    ['api.admin.companies.show', 'PUT', true, false],
    ['api.admin.invoices.index', 'POST', true, false],
    ['api.admin.companies.update', 'PUT', true, false],
    ['api.admin.workerContracts.listActive', 'GET', true, false],
    ['api.admin.requests.index', 'GET', true, false],
    ['api.admin.profiles.index', 'GET', true, false],
    ['api.admin.auditLogs.index', 'GET', true, false],
    ['api.admin.auditLogs.export', 'GET', true, false],
    ['api.admin.compliance.index', 'GET', true, false],
    ['api.admin.home', 'GET', true, false],
    ['api.admin.backOfficeUsers.index', 'GET', true, false],
    // Drivers' personal data: the accountant reads billing, never people.
    ['api.admin.drivers.index', 'GET', true, false],
    ['api.admin.somethingNew.index', 'GET', true, false],
  ]

  test('{0} {1}: admin {2}, accountant {3}')
    .with(cases)
    .run(({ assert }, [route, method, admin, accountant]) => {
      assert.equal(backOfficeRouteAllowed('admin', route, method), admin)
      assert.equal(backOfficeRouteAllowed('accountant', route, method), accountant)
      assert.isFalse(backOfficeRouteAllowed(null, route, method))
    })

  test('a route without a name is refused to an accountant', ({ assert }) => {
    assert.isFalse(backOfficeRouteAllowed('accountant', undefined, 'GET'))
    assert.isTrue(backOfficeRouteAllowed('admin', undefined, 'GET'))
  })

  test('the allow-list names reads only', ({ assert }) => {
    for (const name of ACCOUNTANT_ROUTES) {
      assert.match(name, /\.(index|show|fields|export)$/, name)
    }
  })
})
