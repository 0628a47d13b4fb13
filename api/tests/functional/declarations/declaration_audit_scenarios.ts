import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import Vehicle from '#models/vehicle'
import { addDays } from '#services/contracts/contract_term'
import { PDF_BYTES } from '#tests/unit/workers/file_samples'
import { createWorker, customerWithContract, post } from '#tests/functional/workers/worker_fixtures'
import type { PortalAuditScenario } from '#tests/functional/security/portal_audit_scenarios'
import {
  companyPath,
  completeDriver,
  completeOperator,
  createDeclaration,
} from '#tests/functional/declarations/declaration_fixtures'

async function declarationOfCustomer(status: 'draft' | 'submitted' = 'draft') {
  const { user, company, contract } = await customerWithContract()
  await completeOperator(company)
  const worker = await createWorker(contract)
  await completeDriver(worker.driverId)
  const declaration = await createDeclaration(worker, { status })
  const base = companyPath(company.id)
  return {
    user,
    company,
    contract,
    worker,
    declaration,
    base,
    path: `${base}/postingDeclaration/${declaration.id}`,
  }
}

/** The declarations' writes on a company's record (issue 28): each leaves one line when an admin makes it. */
export const DECLARATION_PORTAL_SCENARIOS: Record<string, PortalAuditScenario> = {
  'api.company.operator.update': async (client) => {
    const { user, company } = await customerWithContract()
    const path = `${companyPath(company.id)}/operator`
    return {
      customer: user,
      write: (as) => post(client, as, path, { communityLicenceNumber: 'PL/42' }),
      refused: (as) => post(client, as, path, { transportContactEmail: 'not an e-mail' }),
      line: () => ({
        action: 'operator.update',
        subjectType: 'company',
        subjectId: company.id,
        kind: 'update',
        payload: { before: { communityLicenceNumber: null }, after: { communityLicenceNumber: 'PL/42' } },
      }),
    }
  },

  'api.company.vehicles.create': async (client) => {
    const { user, company } = await customerWithContract()
    const path = `${companyPath(company.id)}/vehicles`
    return {
      customer: user,
      write: (as) => post(client, as, path, { plate: 'wa 12345', countryCode: 'PL' }),
      refused: (as) => post(client, as, path, { plate: '??', countryCode: 'PL' }),
      line: async () => ({
        action: 'vehicle.create',
        subjectType: 'vehicle',
        subjectId: (await Vehicle.findByOrFail('company_id', company.id)).id,
        kind: 'create',
        payload: { after: { plate: 'WA12345', countryCode: 'PL' }, companyId: company.id },
      }),
    }
  },

  'api.company.vehicles.remove': async (client) => {
    const { user, company } = await customerWithContract()
    const vehicle = await Vehicle.create({ companyId: company.id, plate: 'WA12345', countryCode: 'PL' })
    const path = (id: number) => `${companyPath(company.id)}/vehicle/${id}/remove`
    return {
      customer: user,
      write: (as) => post(client, as, path(vehicle.id)),
      refused: (as) => post(client, as, path(999999)),
      line: () => ({
        action: 'vehicle.delete',
        subjectType: 'vehicle',
        subjectId: vehicle.id,
        kind: 'delete',
        payload: { before: { plate: 'WA12345' }, companyId: company.id },
      }),
    }
  },

  'api.company.drivers.details': async (client) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)
    const path = `${companyPath(company.id)}/driver/${worker.driverId}/details`
    return {
      customer: user,
      write: (as) => post(client, as, path, { licenceNumber: 'ab 123 456' }),
      refused: (as) => post(client, as, path, { licenceNumber: 'A/1' }),
      line: () => ({
        action: 'driver.update',
        subjectType: 'driver',
        subjectId: worker.driverId,
        kind: 'update',
        payload: { before: { licenceNumber: null }, after: { licenceNumber: 'AB123456' } },
      }),
    }
  },

  'api.company.postingDeclarations.create': async (client) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)
    const body = {
      workerId: worker.id,
      startDate: contract.startDate,
      endDate: addDays(contract.startDate, 30),
      plates: ['WA12345'],
      transportType: 'goods',
      operations: ['international'],
    }
    const path = `${companyPath(company.id)}/postingDeclarations`
    return {
      customer: user,
      write: (as) => post(client, as, path, body),
      refused: (as) => post(client, as, path, { ...body, endDate: addDays(contract.startDate, 190) }),
      line: ({ declaration }) => ({
        action: 'postingDeclaration.create',
        subjectType: 'posting_declaration',
        subjectId: declaration.id,
        kind: 'create',
        payload: { after: { workerId: worker.id, plates: ['WA12345'] }, companyId: company.id },
      }),
    }
  },

  'api.company.postingDeclarations.update': async (client) => {
    const { user, declaration, path } = await declarationOfCustomer()
    const body = {
      startDate: declaration.startDate,
      endDate: declaration.endDate,
      plates: ['KR9876'],
      transportType: 'goods',
      operations: ['international'],
    }
    return {
      customer: user,
      write: (as) => post(client, as, `${path}/update`, body),
      refused: (as) => post(client, as, `${path}/update`, { ...body, plates: ['!!'] }),
      line: () => ({
        action: 'postingDeclaration.update',
        subjectType: 'posting_declaration',
        subjectId: declaration.id,
        kind: 'update',
        payload: { before: { plates: ['WA12345'] }, after: { plates: ['KR9876'] } },
      }),
    }
  },

  'api.company.postingDeclarations.submit': async (client) => {
    const { user, declaration, path } = await declarationOfCustomer()
    const other = await declarationOfCustomer('submitted')
    return {
      customer: user,
      write: (as) => post(client, as, `${path}/submit`, { imiNumber: 'IMI-1' }),
      // Submitted already.
      refused: (as: User) => post(client, as, `${other.path}/submit`),
      line: () => ({
        action: 'postingDeclaration.submit',
        subjectType: 'posting_declaration',
        subjectId: declaration.id,
        kind: 'act',
        payload: { imiNumber: 'IMI-1' },
      }),
    }
  },

  'api.company.postingDeclarations.withdraw': async (client) => {
    const { user, declaration, path } = await declarationOfCustomer('submitted')
    const draft = await declarationOfCustomer()
    return {
      customer: user,
      write: (as) => post(client, as, `${path}/withdraw`),
      refused: (as: User) => post(client, as, `${draft.path}/withdraw`),
      line: () => ({
        action: 'postingDeclaration.withdraw',
        subjectType: 'posting_declaration',
        subjectId: declaration.id,
        kind: 'act',
      }),
    }
  },

  'api.company.postingDeclarations.pdf': async (client) => {
    const submitted = await declarationOfCustomer('submitted')
    const draft = await declarationOfCustomer()
    const send = (as: User, path: string) =>
      client.post(`${path}/pdf`).file('files', PDF_BYTES, { filename: 'imi.pdf' }).withCsrfToken().loginAs(as)
    return {
      customer: submitted.user,
      write: (as) => send(as, submitted.path),
      refused: (as) => send(as, draft.path),
      line: () => ({
        action: 'postingDeclaration.upload',
        subjectType: 'posting_declaration',
        subjectId: submitted.declaration.id,
        kind: 'act',
        payload: { fileNames: ['imi.pdf'] },
      }),
    }
  },
}

/** The back-office's IMI export across companies: audited with its period and format. */
export const declarationExportScenario = async (client: ApiClient, admin: User) => ({
  write: () =>
    client
      .get('/en/api/admin/postingDeclarations/export')
      .qs({ from: '2026-01-01', format: 'csv' })
      .loginAs(admin),
  line: () => ({
    action: 'postingDeclarations.export',
    subjectType: 'posting_declaration',
    subjectId: null,
    kind: 'export' as const,
    payload: { from: '2026-01-01', format: 'csv' },
  }),
})
