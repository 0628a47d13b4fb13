import type { ApiClient, ApiResponse } from '@japa/api-client'
import type User from '#models/user'
import WorkerRequest from '#models/worker_request'
import { CompanyFactory } from '#database/factories/company_factory'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { createCustomer } from '#tests/helpers/users'
import { createWorkerRequest, inDays, seedReferenceData, WORKERS } from '#tests/helpers/purchase'
import { PDF_BYTES } from '#tests/unit/workers/file_samples'
import {
  base,
  createContract,
  createDocument,
  createWorker,
  customerWithContract,
  post,
  upload,
  WORKER_FIELDS,
} from '#tests/functional/workers/worker_fixtures'
import {
  customerWithContracts,
  renewalBody,
  row,
  upgradeBody,
} from '#tests/functional/account/account_fixtures'
import type { ExpectedLine } from '#tests/functional/security/admin_audit_scenarios'
import { DECLARATION_PORTAL_SCENARIOS } from '#tests/functional/declarations/declaration_audit_scenarios'
import { ensureLink } from '#services/roadside/roadside_links'
import {
  createAuthorityRequest,
  customerWithDrivers,
  portalBase,
} from '#tests/functional/authority_requests/authority_request_fixtures'

/**
 * One write of a company's portal page, on data prepared for it: the same call made by an admin must leave one
 * line, made by the company's customer none, and refused (bad input, a missing record, a business rule) none.
 */
export interface PreparedPortalWrite {
  /** The customer of the company written to. */
  customer: User
  /** The write, as `user` (an admin or the customer), through HTTP. */
  write(user: User): Promise<ApiResponse>
  /** The same write refused (4xx), as `user`. */
  refused(user: User): Promise<ApiResponse>
  /** The line an admin's write must leave, knowing its answer's body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  line(answer: any): ExpectedLine | Promise<ExpectedLine>
}

export type PortalAuditScenario = (client: ApiClient) => Promise<PreparedPortalWrite>

/**
 * Portal writes on a company's record outside the scenarios below, by route name, each with its reason: most write
 * nothing and need no line; a driver's erasure leaves one whoever asks (tested in privacy/driver_erasure.spec.ts).
 */
export const PORTAL_WRITES_WITHOUT_LINE: Record<string, string> = {
  'api.account.upgrade.quote': 'a POST that computes a quote from the rows sent: it writes nothing',
  'api.company.users.invite':
    "refused to admins (403): a company's users are its owners' to manage, the back-office has the profiles",
  'api.company.users.role':
    "refused to admins (403): a company's users are its owners' to manage, the back-office has the profiles",
  'api.company.users.remove':
    "refused to admins (403): a company's users are its owners' to manage, the back-office has the profiles",
  'api.company.users.resetSecondFactor':
    "refused to admins (403): a company's users are its owners' to manage; the back-office turns off a customer's second factor from the profile (profile.resetSecondFactor)",
  'api.drivers.erase':
    "audited whoever erases, the company's user as well as an admin: a person's erasure is always on record",
  'api.company.users.invitations.revoke':
    "refused to admins (403): a company's users are its owners' to manage, the back-office has the profiles",
}

async function workerOfCustomer() {
  const { user, company, contract } = await customerWithContract()
  const worker = await createWorker(contract, { firstName: 'Jan', lastName: 'Kowalski' })
  return { user, company, contract, worker, path: `${base(company.id)}/worker/${worker.id}` }
}

const requestOf = (answer: { requestId: string }) =>
  WorkerRequest.findByOrFail('request_id', answer.requestId)

/**
 * Every write of the portal on a company's record by route name. A route without an entry (or a reason in
 * PORTAL_WRITES_WITHOUT_LINE) fails the test: add one here when adding a route.
 */
export const PORTAL_SCENARIOS: Record<string, PortalAuditScenario> = {
  ...DECLARATION_PORTAL_SCENARIOS,

  'api.workers.create': async (client) => {
    const { user, company, contract } = await customerWithContract()
    const full = await createContract(company, { allowedNumberOfWorkers: 1 })
    await createWorker(full)
    const path = (contractId: number) => `${base(company.id)}/contract/${contractId}/worker/create`
    return {
      customer: user,
      write: (as) => post(client, as, path(contract.id), WORKER_FIELDS),
      refused: (as) => post(client, as, path(full.id), WORKER_FIELDS),
      line: ({ worker }) => ({
        action: 'worker.create',
        subjectType: 'worker',
        subjectId: worker.id,
        kind: 'create',
        payload: {
          after: {
            workerContractId: contract.id,
            firstName: 'Jan',
            lastName: 'Kowalski',
            dateOfBirth: '1980-05-14',
          },
          companyId: company.id,
        },
      }),
    }
  },

  'api.workers.update': async (client) => {
    const { user, company, worker, path } = await workerOfCustomer()
    return {
      customer: user,
      write: (as) => post(client, as, `${path}/update`, { ...WORKER_FIELDS, lastName: 'Nowak' }),
      refused: (as) => post(client, as, `${base(company.id)}/worker/999999/update`, WORKER_FIELDS),
      line: () => ({
        action: 'worker.update',
        subjectType: 'worker',
        subjectId: worker.id,
        kind: 'update',
        payload: { before: { lastName: 'Kowalski' }, after: { lastName: 'Nowak' }, companyId: company.id },
      }),
    }
  },

  'api.workers.remove': async (client) => {
    const { user, company, worker, path } = await workerOfCustomer()
    await createDocument(worker, { fileName: 'Umowa Kowalski.pdf', category: 'WORK_CONTRACT' })
    return {
      customer: user,
      write: (as) => post(client, as, `${path}/remove`),
      refused: (as) => post(client, as, `${base(company.id)}/worker/999999/remove`),
      line: () => ({
        action: 'worker.remove',
        subjectType: 'worker',
        subjectId: worker.id,
        kind: 'delete',
        payload: {
          before: { firstName: 'Jan', lastName: 'Kowalski', driverId: worker.driverId },
          companyId: company.id,
          documents: ['Umowa Kowalski.pdf'],
        },
      }),
    }
  },

  'api.workers.duplicate': async (client) => {
    const { user, company, contract, worker } = await workerOfCustomer()
    const target = await createContract(company)
    const path = `${base(company.id)}/contract/${contract.id}/worker/${worker.id}/duplicate`
    return {
      customer: user,
      write: (as) => post(client, as, path, { contract: target.id }),
      // Into its own contract: refused by the action.
      refused: (as) => post(client, as, path, { contract: contract.id }),
      line: (answer) => ({
        action: 'worker.duplicate',
        subjectType: 'worker',
        subjectId: answer.worker.id,
        kind: 'create',
        payload: {
          after: { workerContractId: target.id, lastName: 'Kowalski' },
          sourceWorkerId: worker.id,
          companyId: company.id,
        },
      }),
    }
  },

  'api.workers.documents.upload': async (client) => {
    const { user, worker, path } = await workerOfCustomer()
    await createDocument(worker, { fileName: 'Taken.pdf' })
    const send = (as: User, name: string) =>
      upload(client, as, `${path}/documents/upload`, [{ name, bytes: PDF_BYTES }])
    return {
      customer: user,
      write: (as) => send(as, 'A1 Kowalski.pdf'),
      // A name the worker's documents already have.
      refused: (as) => send(as, 'Taken.pdf'),
      line: () => ({
        action: 'workerDocument.upload',
        subjectType: 'worker',
        subjectId: worker.id,
        kind: 'create',
        payload: { after: { fileNames: ['A1 Kowalski.pdf'], categories: ['A1'] } },
      }),
    }
  },

  'api.authorityRequests.upload': async (client) => {
    const { user, company, drivers } = await customerWithDrivers()
    const id = await createAuthorityRequest(company, [drivers[0].id])
    const send = (as: User, kind: string) =>
      client
        .post(`${portalBase(company.id)}/${id}/upload`)
        .file('files', PDF_BYTES, { filename: 'payslip.pdf' })
        .field('kinds', kind)
        .field('driverIds', String(drivers[0].id))
        .withCsrfToken()
        .loginAs(as)
    return {
      customer: user,
      write: (as) => send(as, 'PAYSLIPS'),
      // A kind the request does not ask for.
      refused: (as) => send(as, 'TIME_SHEETS'),
      line: () => ({
        action: 'authorityRequest.upload',
        subjectType: 'authority_request',
        subjectId: id,
        kind: 'act',
        payload: { companyId: company.id, fileNames: ['payslip.pdf'], authorityKinds: ['PAYSLIPS'] },
      }),
    }
  },

  'api.workers.documents.remove': async (client) => {
    const { user, company, worker } = await workerOfCustomer()
    const document = await createDocument(worker, { fileName: 'A1 Kowalski.pdf' })
    const path = (id: number) => `${base(company.id)}/document/${id}/remove`
    return {
      customer: user,
      write: (as) => post(client, as, path(document.id)),
      refused: (as) => post(client, as, path(999999)),
      line: () => ({
        action: 'workerDocument.remove',
        subjectType: 'worker_document',
        subjectId: document.id,
        kind: 'delete',
        payload: { before: { fileName: 'A1 Kowalski.pdf', category: 'A1' }, driverId: worker.driverId },
      }),
    }
  },

  'api.workers.documents.update': async (client) => {
    const { user, company, worker } = await workerOfCustomer()
    const document = await createDocument(worker, { fileName: 'A1 Kowalski.pdf', validUntil: '2030-01-31' })
    const path = `${base(company.id)}/document/${document.id}/update`
    return {
      customer: user,
      write: (as) => post(client, as, path, { validUntil: '2031-01-31', documentNumber: 'PL-1' }),
      // A date that does not exist.
      refused: (as) => post(client, as, path, { validUntil: '2031-02-30' }),
      line: () => ({
        action: 'workerDocument.update',
        subjectType: 'worker_document',
        subjectId: document.id,
        kind: 'update',
        payload: {
          before: { validUntil: '2030-01-31', documentNumber: null },
          after: { validUntil: '2031-01-31', documentNumber: 'PL-1' },
          driverId: worker.driverId,
          companyId: company.id,
        },
      }),
    }
  },

  'api.workers.driverDocuments.upload': async (client) => {
    const { user, company, worker } = await workerOfCustomer()
    const send = (as: User, category: string) =>
      client
        .post(`${base(company.id)}/driver/${worker.driverId}/documents/upload`)
        .withCsrfToken()
        .loginAs(as)
        .file('files', PDF_BYTES, { filename: 'Karta.pdf' })
        .field('categories', category)
        .field('validUntil', '2031-01-31')
    return {
      customer: user,
      write: (as) => send(as, 'DRIVER_CARD'),
      // A posting's category, sent from the roster.
      refused: (as) => send(as, 'WORK_CONTRACT'),
      line: () => ({
        action: 'workerDocument.upload',
        subjectType: 'worker',
        subjectId: worker.id,
        kind: 'create',
        payload: { after: { fileNames: ['Karta.pdf'], categories: ['DRIVER_CARD'] } },
      }),
    }
  },

  'api.roadside.link.create': async (client) => {
    const { user, company, worker, path } = await workerOfCustomer()
    return {
      customer: user,
      write: (as) => post(client, as, `${path}/roadsideLink`),
      refused: (as) => post(client, as, `${base(company.id)}/worker/999999/roadsideLink`),
      line: (answer) => ({
        action: 'roadsideLink.create',
        subjectType: 'worker',
        subjectId: worker.id,
        kind: 'create',
        payload: { after: { expiresOn: answer.expiresOn }, companyId: company.id },
      }),
    }
  },

  'api.roadside.link.revoke': async (client) => {
    const { user, company, worker, path } = await workerOfCustomer()
    await ensureLink(worker, user.id)
    const other = await createWorker(await createContract(company))
    return {
      customer: user,
      write: (as) => post(client, as, `${path}/roadsideLink/revoke`),
      // A driver without a link: nothing to revoke.
      refused: (as) => post(client, as, `${base(company.id)}/worker/${other.id}/roadsideLink/revoke`),
      line: () => ({
        action: 'roadsideLink.revoke',
        subjectType: 'worker',
        subjectId: worker.id,
        kind: 'act',
        payload: { companyId: company.id },
      }),
    }
  },

  'api.roadside.link.send': async (client) => {
    const { user, company, worker, path } = await workerOfCustomer()
    return {
      customer: user,
      write: (as) => post(client, as, `${path}/roadsideLink/send`, { email: 'driver@example.com' }),
      refused: (as) => post(client, as, `${path}/roadsideLink/send`, { email: 'not an address' }),
      line: () => ({
        action: 'roadsideLink.send',
        subjectType: 'worker',
        subjectId: worker.id,
        kind: 'act',
        payload: { companyId: company.id },
      }),
    }
  },

  'api.account.renew': async (client) => {
    const { user, company } = await customerWithContracts([{ country: 'FR', daysAgo: 170 }])
    const path = `${base(company.id)}/renewContract`
    return {
      customer: user,
      write: (as) => post(client, as, path, renewalBody([row('FR', 'w|4', 6)])),
      // A country not sold: refused inside the order's transaction.
      refused: (as) => post(client, as, path, renewalBody([row('XX', null, 'more')])),
      line: async (answer) => ({
        action: 'request.renewal',
        subjectType: 'worker_request',
        subjectId: (await requestOf(answer)).id,
        kind: 'create',
        payload: {
          after: { requestId: answer.requestId, type: 'renewal', mop: 'TRANSFER', amountCents: 2400 * 6 },
          companyId: company.id,
        },
      }),
    }
  },

  'api.account.upgrade': async (client) => {
    const { user, company } = await customerWithContracts()
    const path = `${base(company.id)}/upgradeAccount`
    return {
      customer: user,
      write: (as) => post(client, as, path, upgradeBody([row('FR', 'w|4', 6)])),
      refused: (as) => post(client, as, path, upgradeBody([row('XX', null, 'more')])),
      line: async (answer) => ({
        action: 'request.upgrade',
        subjectType: 'worker_request',
        subjectId: (await requestOf(answer)).id,
        kind: 'create',
        payload: {
          after: { requestId: answer.requestId, type: 'upgrade', mop: 'TRANSFER', status: 'pending_payment' },
          companyId: company.id,
        },
      }),
    }
  },

  'api.company.migrateToMobilityPacket': async (client) => {
    const company = await CompanyFactory.merge({ migratedToMobilityPacket: false }).create()
    const user = await createCustomer({ company })
    const path = (id: number) => `/en/api/eurofiscalis/company/${id}/migrateToMobilityPacket`
    return {
      customer: user,
      write: (as) => post(client, as, path(company.id)),
      refused: (as) => post(client, as, path(999999)),
      line: () => ({
        action: 'company.migrateToMobilityPacket',
        subjectType: 'company',
        subjectId: company.id,
        kind: 'update',
        payload: { before: { migratedToMobilityPacket: false }, after: { migratedToMobilityPacket: true } },
      }),
    }
  },

  'api.workerContracts.setDismissedReminders': async (client) => {
    const user = await createCustomer()
    // 13 days left: the reminder shows, and "remind me later" dismisses the days from 13 to 30.
    const contract = await WorkerContractFactory.merge({
      companyId: user.company.id,
      startDate: inDays(-170),
    })
      .with('representativeCountry')
      .create()
    const path = (id: number) => `/en/api/eurofiscalis/workerContracts/${id}/setDismissedReminders`
    return {
      customer: user,
      write: (as) => post(client, as, path(contract.id)),
      refused: (as) => post(client, as, path(999999)),
      line: () => ({
        action: 'workerContract.remindLater',
        subjectType: 'worker_contract',
        subjectId: contract.id,
        kind: 'update',
        payload: {
          before: { dismissedReminders: [] },
          after: { dismissedReminders: Array.from({ length: 18 }, (_, index) => 30 - index) },
          companyId: user.company.id,
        },
      }),
    }
  },

  'api.workers.request.pay': async (client) => {
    const reference = await seedReferenceData()
    const user = await createCustomer()
    const lines = [{ country: reference.country('FR') }]
    const card = await createWorkerRequest(user, { mop: 'CARD', lines })
    const transfer = await createWorkerRequest(user, { mop: 'TRANSFER', lines })
    const path = (request: WorkerRequest) => `/en${WORKERS}/request/${request.requestId}/pay`
    return {
      customer: user,
      write: (as) => post(client, as, path(card)),
      // A transfer is not paid by card.
      refused: (as) => post(client, as, path(transfer)),
      line: () => ({
        action: 'request.payAgain',
        subjectType: 'worker_request',
        subjectId: card.id,
        kind: 'act',
        payload: { requestId: card.requestId, amountCents: card.amountCents, companyId: user.company.id },
      }),
    }
  },
}
