import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import drive from '@adonisjs/drive/services/main'
import { COMPANY_ROLES, type CompanyRole } from '@posted-workers/domain'
import type User from '#models/user'
import Company from '#models/company'
import Attachment from '#models/attachment'
import AttachmentCountry from '#models/attachment_country'
import { issueCreditNote } from '#services/billing/issue_credit_note'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createBackOfficeAccountant, createCustomer } from '#tests/helpers/users'
import { fillPattern, registeredRoutes, type RegisteredRoute } from '#tests/helpers/routes'
import { createInvoicedPurchase } from '#tests/functional/billing/billing_fixtures'
import { createDocument, createWorker } from '#tests/functional/workers/worker_fixtures'
import { createAuthorityRequest } from '#tests/functional/authority_requests/authority_request_fixtures'
import Vehicle from '#models/vehicle'
import CompanyInvitation from '#models/company_invitation'
import { createResetToken } from '#services/auth/reset_tokens'
import { DateTime } from 'luxon'
import { createDeclaration } from '#tests/functional/declarations/declaration_fixtures'

/**
 * Routes anyone may call, each with its reason. Every other route must refuse an anonymous caller with 401; a
 * route added without its checks fails here until it gets them (or a reason to be public).
 */
const PUBLIC: Record<string, string> = {
  'session.keepAlive': 'answers {logged: false} to a visitor; the portal polls it',
  'session.csrf': 'gives a visitor the XSRF cookie its first write needs; changes nothing else',
  'api.auth.session': 'tells the SPAs whether someone is signed in',
  'api.auth.login': 'signing in',
  'api.auth.login.totp':
    "signing in, the code step: works only after the password's step in the same session, throttled",
  'api.auth.logout': 'signing out is harmless without a session',
  'api.auth.logout.redirect': 'the plain logout link of the specification',
  'api.auth.resetPassword': 'forgotten password, same answer for every address',
  'api.auth.resetPassword.confirm': 'the e-mailed single-use token is the credential',
  'api.auth.invitation.show': "the e-mailed single-use invitation's token is the credential, throttled",
  'api.auth.invitation.accept': "the e-mailed single-use invitation's token is the credential, throttled",
  'api.representativeCountries.list': 'reference data for the registration form',
  'api.promoCode.validate': 'registration form, throttled per network',
  'api.mops.list': 'payment methods offered at registration',
  'api.utils.phoneTypes': 'reference list',
  'api.utils.euCountries': 'reference list',
  'api.utils.countries': 'reference list',
  'api.utils.euNationalities': 'reference list',
  'api.utils.nationalities': 'reference list',
  'api.utils.references': 'reference lists in one call',
  'api.utils.checkVat': 'registration form, throttled per network',
  'api.workers.quote': 'prices shown before registration',
  'api.workers.register': 'registration creates the account',
  'api.termsOfSales.download': 'the terms are read before buying',
  'api.offer.download': 'the offer (countries, packages, prices) is read before buying',
  'roadside.show': "a controller's read-only page: the random token (192 bits) is the credential, throttled",
  'roadside.certificate': 'the same page: its designation certificate',
  'roadside.document': 'the same page: a document valid today of its posting',
  'payments.sandbox.show': "the card provider's hosted page: signed fields, no session",
  'payments.sandbox.decide': "the card provider's hosted page: signed fields, no session",
  'payments.sandbox.notify': 'server-to-server notification: signed fields',
  'spa.root': 'redirects to the language home',
  'spa.portal': "the portal's pages; their api calls check",
  'spa.admin': 'the back-office sign-in page (a signed-in customer gets 403)',
  'spa.admin.pages': 'the back-office pages (a signed-in customer gets 403)',
}

/**
 * Answered before routing (app/middleware/health_middleware.ts), so absent from the router's table: public on
 * purpose, each with its reason, and checked below to stay cheap (no session, no cookie).
 */
const BEFORE_ROUTING: Record<string, string> = {
  '/health/live': "the load balancer's liveness probe: says only that the process answers",
  '/health/ready': "the load balancer's readiness probe: each check's name and status, never an error detail",
}

/** Back-office pages served to visitors (to sign in) but refused to customers. */
const ADMIN_PAGES = new Set(['spa.admin', 'spa.admin.pages'])

const NOT_FOUND = { errors: [{ message: 'The requested item does not exist.' }] }

type IdKind =
  | 'company'
  | 'contract'
  | 'worker'
  | 'driver'
  | 'document'
  | 'invoice'
  | 'creditNote'
  | 'attachment'
  | 'request'
  | 'authorityRequest'
  | 'vehicle'
  | 'declaration'
  | 'user'
  | 'invitation'

/** What an id parameter of a customer route designates; undefined: the test does not know (it then fails). */
function idKind(route: RegisteredRoute, param: string): IdKind | undefined {
  const byName: Record<string, IdKind> = {
    contractId: 'contract',
    workerId: 'worker',
    driverId: 'driver',
    documentId: 'document',
    requestId: 'request',
    invoiceId: 'invoice',
    authorityRequestId: 'authorityRequest',
    vehicleId: 'vehicle',
    declarationId: 'declaration',
    userId: 'user',
    invitationId: 'invitation',
  }
  if (byName[param]) return byName[param]
  if (param !== 'id') return undefined
  const before = route.pattern.split('/:id')[0]
  const owner: [RegExp, IdKind][] = [
    [/\/company$/, 'company'],
    [/\/workerContracts$/, 'contract'],
    [/\/invoices$/, 'invoice'],
    [/\/creditnotes$/, 'creditNote'],
    [/\/attachment$/, 'attachment'],
  ]
  return owner.find(([pattern]) => pattern.test(before))?.[1]
}

const isAdminRoute = (route: RegisteredRoute) =>
  route.pattern.includes('/api/admin/') || ADMIN_PAGES.has(route.name)
const ID_PARAMS = (route: RegisteredRoute) =>
  route.params.filter((param) => !['lang', 'docLang', '*'].includes(param))

type Ids = Record<IdKind, number | string>

/** A customer's company with one object of every kind, so that an id of each kind exists. */
async function companyWithEverything(): Promise<{ user: User; ids: Ids }> {
  const purchase = await createInvoicedPurchase()
  const worker = await createWorker(purchase.contract)
  const document = await createDocument(worker)
  const creditNote = await issueCreditNote({
    invoiceId: purchase.invoice.id,
    amountCents: 100,
    issueDate: purchase.invoice.issueDate,
    reason: 'Route table',
  })
  await drive.use().put('attachments/route-table.pdf', '%PDF-1.4 route table')
  const attachment = await Attachment.create({
    titleEn: `Guide ${purchase.country.code}`,
    hasCode: false,
    isActive: true,
    fileKey: 'attachments/route-table.pdf',
    fileName: 'guide.pdf',
  })
  await AttachmentCountry.create({ attachmentId: attachment.id, countryCode: purchase.country.code })
  const authorityRequest = await createAuthorityRequest({ id: purchase.companyId }, [worker.driverId])
  const vehicle = await Vehicle.create({
    companyId: purchase.companyId,
    plate: `RT${worker.id}`,
    countryCode: 'PL',
  })
  const declaration = await createDeclaration(worker)
  const invitation = await CompanyInvitation.create({
    companyId: purchase.companyId,
    invitedById: purchase.user.id,
    email: `invited-${purchase.companyId}@example.test`,
    companyRole: 'accountant',
    locale: 'en',
    tokenHash: createResetToken().tokenHash,
    expiresAt: DateTime.utc().plus({ days: 7 }),
  })
  return {
    user: purchase.user,
    ids: {
      company: purchase.companyId,
      contract: purchase.contract.id,
      worker: worker.id,
      driver: worker.driverId,
      document: document.id,
      invoice: purchase.invoice.id,
      creditNote: creditNote.id,
      attachment: attachment.id,
      request: purchase.request.requestId,
      authorityRequest,
      vehicle: vehicle.id,
      declaration: declaration.id,
      user: purchase.user.id,
      invitation: invitation.id,
    },
  }
}

/** The owner `owner` and a manager and an accountant of the same company. */
async function roleUsersOf(owner: User): Promise<RoleUsers> {
  const company = await Company.findOrFail(owner.companyId)
  return {
    owner,
    manager: await createCustomer({ company, user: { companyRole: 'manager' } }),
    accountant: await createCustomer({ company, user: { companyRole: 'accountant' } }),
    backOfficeAccountant: await createBackOfficeAccountant(),
  }
}

function call(client: ApiClient, route: RegisteredRoute, url: string, user: User | null) {
  let request = client.request(url, route.method as 'GET')
  if (route.method !== 'GET') request = request.json({}).withCsrfToken()
  return user ? request.loginAs(user) : request
}

/**
 * The URL of `route` with the ids of `values`, taken by kind. A parameter of unknown kind gives null on a customer
 * route (the test must learn it) and 1 on a public or back-office route (role checks come before any id).
 */
function urlOf(route: RegisteredRoute, values: (param: string, kind: IdKind) => number | string) {
  const filled: Record<string, string | number> = { lang: 'en', docLang: 'fr', '*': 'en/home' }
  for (const param of ID_PARAMS(route)) {
    const kind = idKind(route, param)
    if (kind) filled[param] = values(param, kind)
    else if (PUBLIC[route.name] || isAdminRoute(route)) filled[param] = 1
    else return null
  }
  return fillPattern(route.pattern, filled)
}

type RoleAnswer = 'ok' | 403
/**
 * The answer of each company role on its own company, in the order of COMPANY_ROLES (owner, manager, accountant),
 * then of a back-office accountant (on any company: the back-office reaches every one).
 */
type RoleColumns = [
  owner: RoleAnswer,
  manager: RoleAnswer,
  accountant: RoleAnswer,
  backOfficeAccountant: RoleAnswer,
]
const ALL: RoleColumns = ['ok', 'ok', 'ok', 'ok']
const NOT_ACCOUNTANT: RoleColumns = ['ok', 'ok', 403, 403]
const OWNER_ONLY: RoleColumns = ['ok', 403, 403, 403]

/**
 * Every customer route with the answer of each company role (packages/domain company_roles.ts says why) and of a
 * back-office accountant (who reads what a company's accountant reads). A customer route missing here fails, and so
 * does one that lets a role through where this table expects 403: a route added without its role check fails CI.
 * 'ok' is checked on reads only (a write called with an empty body may change the company's data the other checks
 * read).
 */
export const ROLE_TABLE: Record<string, RoleColumns> = {
  'api.auth.update': ALL,
  'api.auth.totp.setup': ALL,
  'api.auth.totp.enable': ALL,
  // A back-office user may not turn their second factor off: refused (after the input is read) by manage_totp.ts.
  'api.auth.totp.disable': ALL,
  'api.auth.totp.recoveryCodes': ALL,
  'api.profile.update': ALL,
  'api.profile.language': ALL,
  'api.company.show': ALL,
  'api.company.contracts': ALL,
  'api.company.contract.termsOfSales': ALL,
  'api.company.attachments': ALL,
  'api.attachments.download': ALL,
  'api.company.contract.invoices': ALL,
  'api.invoices.download': ALL,
  'api.creditNotes.download': ALL,
  'api.company.migrateToMobilityPacket': NOT_ACCOUNTANT,
  'api.workerContracts.setDismissedReminders': NOT_ACCOUNTANT,
  'api.workers.request.show': NOT_ACCOUNTANT,
  'api.workers.request.pay': NOT_ACCOUNTANT,
  'api.account.check': NOT_ACCOUNTANT,
  'api.account.upgrade.quote': NOT_ACCOUNTANT,
  'api.account.upgrade': NOT_ACCOUNTANT,
  'api.account.renew': NOT_ACCOUNTANT,
  'api.workers.index': NOT_ACCOUNTANT,
  'api.workers.create': NOT_ACCOUNTANT,
  'api.workers.update': NOT_ACCOUNTANT,
  'api.workers.remove': NOT_ACCOUNTANT,
  'api.workers.duplicate': NOT_ACCOUNTANT,
  'api.workers.documents.index': NOT_ACCOUNTANT,
  'api.workers.documents.upload': NOT_ACCOUNTANT,
  'api.workers.documents.download': NOT_ACCOUNTANT,
  'api.workers.documents.remove': NOT_ACCOUNTANT,
  'api.workers.documents.update': NOT_ACCOUNTANT,
  'api.workers.driverDocuments.upload': NOT_ACCOUNTANT,
  'api.drivers.index': NOT_ACCOUNTANT,
  'api.drivers.export': NOT_ACCOUNTANT,
  'api.drivers.erase': NOT_ACCOUNTANT,
  'api.roadside.certificate': NOT_ACCOUNTANT,
  'api.roadside.pack': NOT_ACCOUNTANT,
  'api.roadside.contractPack': NOT_ACCOUNTANT,
  'api.roadside.link.show': NOT_ACCOUNTANT,
  'api.roadside.link.create': NOT_ACCOUNTANT,
  'api.roadside.link.revoke': NOT_ACCOUNTANT,
  'api.roadside.link.send': NOT_ACCOUNTANT,
  'api.company.operator.show': NOT_ACCOUNTANT,
  'api.company.operator.update': NOT_ACCOUNTANT,
  'api.company.vehicles.create': NOT_ACCOUNTANT,
  'api.company.vehicles.remove': NOT_ACCOUNTANT,
  'api.company.drivers.details': NOT_ACCOUNTANT,
  'api.company.postingDeclarations.index': NOT_ACCOUNTANT,
  'api.company.postingDeclarations.create': NOT_ACCOUNTANT,
  'api.company.postingDeclarations.export': NOT_ACCOUNTANT,
  'api.company.postingDeclarations.pdfs': NOT_ACCOUNTANT,
  'api.company.postingDeclarations.update': NOT_ACCOUNTANT,
  'api.company.postingDeclarations.submit': NOT_ACCOUNTANT,
  'api.company.postingDeclarations.withdraw': NOT_ACCOUNTANT,
  'api.company.postingDeclarations.pdf': NOT_ACCOUNTANT,
  'api.authorityRequests.index': NOT_ACCOUNTANT,
  'api.authorityRequests.show': NOT_ACCOUNTANT,
  'api.authorityRequests.upload': NOT_ACCOUNTANT,
  'api.company.users.index': OWNER_ONLY,
  'api.company.users.invite': OWNER_ONLY,
  'api.company.users.role': OWNER_ONLY,
  'api.company.users.remove': OWNER_ONLY,
  'api.company.users.resetSecondFactor': OWNER_ONLY,
  'api.company.users.invitations.revoke': OWNER_ONLY,
}

/**
 * Every back-office route (and page) with the answer of a back-office accountant: the reads of billing, companies
 * and contracts, their exports and the period documents; 403 with the reason for anything else (an admin gets
 * through them all). A back-office route missing here fails.
 */
export const BACK_OFFICE_ACCOUNTANT_TABLE: Record<string, RoleAnswer> = {
  'spa.admin': 'ok',
  'spa.admin.pages': 'ok',
  'api.admin.home': 403,
  'api.admin.home.charts': 403,
  'api.admin.companies.index': 'ok',
  'api.admin.companies.fields': 'ok',
  'api.admin.companies.show': 'ok',
  'api.admin.companies.export': 'ok',
  'api.admin.companies.update': 403,
  'api.admin.companies.checkVatNumber': 403,
  'api.admin.workerContracts.index': 'ok',
  'api.admin.workerContracts.export': 'ok',
  'api.admin.workerContracts.listActive': 403,
  'api.admin.workerContracts.updateActive': 403,
  'api.admin.workerContracts.invoice.create': 403,
  'api.admin.invoices.index': 'ok',
  'api.admin.invoices.show': 'ok',
  'api.admin.invoices.export': 'ok',
  'api.admin.invoices.period.export': 'ok',
  'api.admin.invoices.pdfArchive.export': 'ok',
  'api.admin.invoices.creditNote.create': 403,
  'api.admin.creditNotes.index': 'ok',
  'api.admin.creditNotes.show': 'ok',
  'api.admin.creditNotes.export': 'ok',
  'api.admin.profiles.index': 403,
  'api.admin.profiles.show': 403,
  'api.admin.profiles.update': 403,
  'api.admin.profiles.resetSecondFactor': 403,
  'api.admin.profiles.export': 403,
  'api.admin.requests.index': 403,
  'api.admin.requests.validate': 403,
  'api.admin.requests.remove': 403,
  'api.admin.requests.export': 403,
  'api.admin.compliance.index': 403,
  'api.admin.compliance.export': 403,
  'api.admin.drivers.index': 403,
  'api.admin.postingDeclarations.export': 403,
  'api.admin.postingDeclarations.pdfs': 403,
  'api.admin.authorityRequests.index': 403,
  'api.admin.authorityRequests.store': 403,
  'api.admin.authorityRequests.drivers': 403,
  'api.admin.authorityRequests.show': 403,
  'api.admin.authorityRequests.update': 403,
  'api.admin.authorityRequests.download': 403,
  'api.admin.businessIntroducers.index': 403,
  'api.admin.businessIntroducers.show': 403,
  'api.admin.businessIntroducers.store': 403,
  'api.admin.businessIntroducers.update': 403,
  'api.admin.businessIntroducers.listAvailable': 403,
  'api.admin.representativeCountries.index': 403,
  'api.admin.representativeCountries.show': 403,
  'api.admin.representativeCountries.store': 403,
  'api.admin.representativeCountries.update': 403,
  'api.admin.attachments.index': 403,
  'api.admin.attachments.store': 403,
  'api.admin.attachments.show': 403,
  'api.admin.attachments.update': 403,
  'api.admin.attachments.destroy': 403,
  'api.admin.auditLogs.index': 403,
  'api.admin.auditLogs.choices': 403,
  'api.admin.auditLogs.show': 403,
  'api.admin.auditLogs.export': 403,
  'api.admin.backOfficeUsers.index': 403,
  'api.admin.backOfficeUsers.show': 403,
  'api.admin.backOfficeUsers.store': 403,
  'api.admin.backOfficeUsers.update': 403,
  'api.admin.backOfficeUsers.resetSecondFactor': 403,
}

const ROLE_REFUSED = {
  errors: [{ message: 'Your role in this company does not allow this. Ask an owner of the company.' }],
}
const BACK_OFFICE_ROLE_REFUSED = {
  errors: [{ message: 'Your back-office role does not allow this. Ask an administrator.' }],
}

/**
 * A user of each company role in the company of `mine` (its own user is its owner), and a back-office accountant.
 */
export type RoleUsers = Record<CompanyRole, User> & { backOfficeAccountant: User }

/**
 * The role columns of one customer route, as problems: the route must be in `table`; a role expected to get 403
 * gets it (with the reason) on its own company's ids; a role expected to get through is not refused (no 403), on
 * reads (a 404 may be a file the fixtures do not store).
 */
export async function roleProblems(
  client: ApiClient,
  route: RegisteredRoute,
  mine: { ids: Ids },
  users: RoleUsers,
  table: Record<string, RoleColumns> = ROLE_TABLE
): Promise<string[]> {
  const label = `${route.method} ${route.pattern} (${route.name})`
  const columns = table[route.name]
  if (!columns) {
    return [
      `${label}: no row in ROLE_TABLE; say what owner, manager, accountant and a back-office accountant get (and check the role)`,
    ]
  }
  const problems: string[] = []
  const url = urlOf(route, (_param, kind) => mine.ids[kind])!
  for (const [index, role] of COMPANY_ROLES.entries()) {
    problems.push(
      ...(await answerProblems(client, route, url, users[role], columns[index], ROLE_REFUSED, role))
    )
  }
  const backOffice = columns[3]
  problems.push(
    ...(await answerProblems(
      client,
      route,
      url,
      users.backOfficeAccountant,
      backOffice,
      BACK_OFFICE_ROLE_REFUSED,
      'back-office accountant'
    ))
  )
  return problems
}

/** Whether `user` gets `expected` from the route: 403 with the `refused` reason, or not 403 (reads only). */
async function answerProblems(
  client: ApiClient,
  route: RegisteredRoute,
  url: string,
  user: User,
  expected: RoleAnswer,
  refused: object,
  role: string
): Promise<string[]> {
  const label = `${route.method} ${route.pattern} (${route.name})`
  if (expected === 'ok' && route.method !== 'GET') return []
  const response = await call(client, route, url, user)
  if (expected === 403) {
    if (response.status() !== 403 || JSON.stringify(response.body()) !== JSON.stringify(refused)) {
      return [`${label}: ${role} got ${response.status()}, not the 403 of the role table`]
    }
  } else if (response.status() === 403) {
    return [`${label}: ${role} got ${response.status()}, but the role table lets it through`]
  }
  return []
}

/**
 * The back-office accountant's column of a back-office route: the route must be in `table`; a 403 there comes with
 * the reason, an 'ok' read is not refused.
 */
export async function backOfficeAccountantProblems(
  client: ApiClient,
  route: RegisteredRoute,
  url: string,
  accountant: User,
  table: Record<string, RoleAnswer> = BACK_OFFICE_ACCOUNTANT_TABLE
): Promise<string[]> {
  const expected = table[route.name]
  if (expected === undefined) {
    return [
      `${route.method} ${route.pattern} (${route.name}): no row in BACK_OFFICE_ACCOUNTANT_TABLE; say what a back-office accountant gets (and name it in services/auth/back_office_access.ts if they may)`,
    ]
  }
  // A page of the back-office is HTML: only its status says whether it is served.
  const refused = ADMIN_PAGES.has(route.name) ? undefined : BACK_OFFICE_ROLE_REFUSED
  return answerProblems(client, route, url, accountant, expected, refused ?? {}, 'back-office accountant')
}

/** What a back-office user without a second factor gets from every back-office call but the enrolment's. */
const ENROLMENT_REQUIRED = {
  totpEnrolmentRequired: true,
  errors: [{ message: 'The back-office requires two-factor sign-in. Set it up before continuing.' }],
}

/**
 * The checks of one route, as problems (empty when it holds): anonymous → 401 unless public; customer on the
 * back-office → 403; an admin who has not enrolled in two-factor sign-in → 403 with the enrolment flag on the
 * back-office API; customer with another company's ids (all of them, or only the inner ones) → 404.
 */
export async function routeProblems(
  client: ApiClient,
  route: RegisteredRoute,
  mine: { user: User; ids: Ids },
  theirs: { ids: Ids },
  unenrolledAdmin?: User,
  roleUsers?: RoleUsers
): Promise<string[]> {
  const problems: string[] = []
  const label = `${route.method} ${route.pattern} (${route.name})`
  const ownUrl = urlOf(route, (_param, kind) => mine.ids[kind])
  if (ownUrl === null) {
    return [
      `${label}: an id parameter of unknown kind; teach idKind() in route_table.spec.ts what it designates`,
    ]
  }

  if (!PUBLIC[route.name]) {
    const status = (await call(client, route, ownUrl, null)).status()
    if (status !== 401)
      problems.push(
        `${label}: anonymous got ${status}, not 401 (add auth, or list it in PUBLIC with a reason)`
      )
  }

  if (isAdminRoute(route)) {
    const status = (await call(client, route, ownUrl, mine.user)).status()
    if (status !== 403)
      problems.push(`${label}: a customer got ${status}, not 403 (add the admin middleware)`)
    if (unenrolledAdmin && !ADMIN_PAGES.has(route.name)) {
      const refused = await call(client, route, ownUrl, unenrolledAdmin)
      if (refused.status() !== 403 || JSON.stringify(refused.body()) !== JSON.stringify(ENROLMENT_REQUIRED)) {
        problems.push(
          `${label}: an admin without a second factor got ${refused.status()} ${JSON.stringify(refused.body())}, not 403 with totpEnrolmentRequired`
        )
      }
    }
    if (roleUsers) {
      problems.push(
        ...(await backOfficeAccountantProblems(client, route, ownUrl, roleUsers.backOfficeAccountant))
      )
    }
    return problems
  }

  if (!PUBLIC[route.name] && roleUsers) problems.push(...(await roleProblems(client, route, mine, roleUsers)))

  const idParams = ID_PARAMS(route)
  if (PUBLIC[route.name] || idParams.length === 0) return problems
  const variants = [urlOf(route, (_param, kind) => theirs.ids[kind])]
  if (idParams.includes('id') && idParams.length > 1) {
    variants.push(urlOf(route, (param, kind) => (param === 'id' ? mine.ids[kind] : theirs.ids[kind])))
  }
  for (const url of variants) {
    const response = await call(client, route, url!, mine.user)
    if (response.status() !== 404 || JSON.stringify(response.body()) !== JSON.stringify(NOT_FOUND)) {
      problems.push(
        `${label}: another company's ids (${url}) got ${response.status()}, not the 404 of a missing id`
      )
    }
  }
  return problems
}

test.group('Security | every route checks role and tenant', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('anonymous 401 unless public, customer 403 on the back-office, unenrolled admin 403, each company role its column, 404 with ids of another company', async ({
    assert,
    client,
  }) => {
    const mine = await companyWithEverything()
    const theirs = await companyWithEverything()
    const unenrolledAdmin = await createAdmin({ totp: false })
    const roleUsers = await roleUsersOf(mine.user)
    const routes = registeredRoutes()
    assert.isAbove(routes.length, 50)

    const problems: string[] = []
    for (const route of routes) {
      problems.push(...(await routeProblems(client, route, mine, theirs, unenrolledAdmin, roleUsers)))
    }

    assert.deepEqual(problems, [])
  }).timeout(120_000)

  test('the probes answered before routing are public and set no cookie', async ({ assert, client }) => {
    for (const path of Object.keys(BEFORE_ROUTING)) {
      const response = await client.get(path)
      assert.equal(response.status(), 200, path)
      assert.isUndefined(response.header('set-cookie'), path)
    }
  })

  test('the allow-list and the role table name only routes that exist', ({ assert }) => {
    const names = new Set(registeredRoutes().map((route) => route.name))
    assert.deepEqual(
      [
        ...Object.keys(PUBLIC),
        ...Object.keys(ROLE_TABLE),
        ...Object.keys(BACK_OFFICE_ACCOUNTANT_TABLE),
      ].filter((name) => !names.has(name)),
      []
    )
  })

  test('a route that lets a role through, or has no row in the role table, is reported', async ({
    assert,
    client,
  }) => {
    const mine = await companyWithEverything()
    const users = await roleUsersOf(mine.user)
    const show = registeredRoutes().find((route) => route.name === 'api.company.show')!
    const unlisted = await roleProblems(client, show, mine, users, {})
    const tooOpen = await roleProblems(client, show, mine, users, { 'api.company.show': NOT_ACCOUNTANT })

    assert.lengthOf(unlisted, 1)
    assert.match(unlisted[0], /no row in ROLE_TABLE/)
    assert.deepEqual(tooOpen, [
      'GET /:lang/api/eurofiscalis/company/:id (api.company.show): accountant got 200, not the 403 of the role table',
      'GET /:lang/api/eurofiscalis/company/:id (api.company.show): back-office accountant got 200, not the 403 of the role table',
    ])
  })

  test("a back-office route without the accountant's row, or whose row says otherwise, is reported", async ({
    assert,
    client,
  }) => {
    const accountant = await createBackOfficeAccountant()
    const byName = (name: string) => registeredRoutes().find((route) => route.name === name)!
    const invoices = byName('api.admin.invoices.index')
    const requests = byName('api.admin.requests.index')
    const url = (route: RegisteredRoute) => fillPattern(route.pattern, { lang: 'en' })

    const unlisted = await backOfficeAccountantProblems(client, invoices, url(invoices), accountant, {})
    const tooStrict = await backOfficeAccountantProblems(client, invoices, url(invoices), accountant, {
      'api.admin.invoices.index': 403,
    })
    const tooOpen = await backOfficeAccountantProblems(client, requests, url(requests), accountant, {
      'api.admin.requests.index': 'ok',
    })
    const right = await backOfficeAccountantProblems(client, requests, url(requests), accountant)

    assert.lengthOf(unlisted, 1)
    assert.match(unlisted[0], /no row in BACK_OFFICE_ACCOUNTANT_TABLE/)
    assert.deepEqual(tooStrict, [
      'GET /:lang/api/admin/invoices (api.admin.invoices.index): back-office accountant got 200, not the 403 of the role table',
    ])
    assert.deepEqual(tooOpen, [
      'GET /:lang/api/admin/requests (api.admin.requests.index): back-office accountant got 403, but the role table lets it through',
    ])
    assert.deepEqual(right, [])
  })

  test('a route that forgets its checks is reported', async ({ assert, client }) => {
    const mine = await companyWithEverything()
    const theirs = { ids: (await companyWithEverything()).ids }
    const other = await createCustomer()
    const forgotten: RegisteredRoute[] = [
      // Public data served under a name nobody allow-listed: as a route without auth would be.
      { method: 'GET', pattern: '/:lang/api/utils/listCountries', name: 'test.noAuth', params: ['lang'] },
      // A customer route whose id designates something the table does not know.
      {
        method: 'GET',
        pattern: '/:lang/api/things/:thingId',
        name: 'test.unknownId',
        params: ['lang', 'thingId'],
      },
    ]

    const problems = (
      await Promise.all(forgotten.map((route) => routeProblems(client, route, mine, theirs)))
    ).flat()

    assert.lengthOf(problems, 2)
    assert.match(problems[0], /anonymous got 200, not 401/)
    assert.match(problems[1], /unknown kind/)
    assert.exists(other)
  })
})
