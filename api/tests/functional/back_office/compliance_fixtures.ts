import db from '@adonisjs/lucid/services/db'
import type Company from '#models/company'
import type RepresentativeCountry from '#models/representative_country'
import type Worker from '#models/worker'
import { CompanyFactory } from '#database/factories/company_factory'
import { RepresentativeCountryFactory } from '#database/factories/representative_country_factory'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { createDocument, createWorker } from '#tests/functional/workers/worker_fixtures'

export const COMPLIANCE = '/en/api/admin/compliance'

/** Every document the road-transport default asks, ending far ahead, but those left out or given an end. */
export async function giveDocuments(worker: Worker, ends: Partial<Record<string, string | null>> = {}) {
  const far = addDays(todayUtc(), 900)
  const categories = ['POSTING_DECLARATION', 'A1', 'DRIVING_LICENCE', 'DRIVER_CARD', 'WORK_CONTRACT'] as const
  for (const category of categories) {
    if (ends[category] === null) continue
    await createDocument(worker, {
      fileName: `${category}.pdf`,
      category,
      validUntil: ends[category] ?? (category === 'WORK_CONTRACT' ? null : far),
    })
  }
}

async function contract(
  company: Company,
  country: RepresentativeCountry,
  startDate: string,
  endDate: string
) {
  return WorkerContractFactory.merge({
    companyId: company.id,
    representativeCountryId: country.id,
    startDate,
    endDate,
  }).create()
}

/** The day a posting was added: before it, a category never held is not missing (readiness.ts). */
async function addedOn(worker: Worker, day: string) {
  await db
    .from('workers')
    .where('id', worker.id)
    .update({ created_at: `${day} 08:00:00` })
}

/**
 * Two companies posting drivers in Germany and the Netherlands, one posting per situation:
 * nowak (Alpha, DE): nothing held, added 40 days ago; wisniewski (Zulu, NL): his A1 ended 5 days ago;
 * zajac (Zulu, DE): his A1 ends in 10 days (expiring); ready (Alpha, NL): everything held, not listed;
 * ended (Alpha, DE, contract ended yesterday): nothing held, not listed; kowalski (Zulu, NL, the renewal starting
 * in 20 days): nothing held, not ready from its first day. Created in that order (ids ascending).
 */
export async function complianceFixture(names = { alpha: 'Alpha Cargo', zulu: 'Zulu Logistics' }) {
  const today = todayUtc()
  const alpha = await CompanyFactory.merge({ name: names.alpha }).create()
  const zulu = await CompanyFactory.merge({ name: names.zulu }).create()
  const germany = await RepresentativeCountryFactory.merge({ code: 'DE', name: 'Germany' }).create()
  const netherlands = await RepresentativeCountryFactory.merge({ code: 'NL', name: 'Netherlands' }).create()
  const contracts = {
    alphaDe: await contract(alpha, germany, addDays(today, -60), addDays(today, 120)),
    alphaNl: await contract(alpha, netherlands, addDays(today, -60), addDays(today, 120)),
    alphaDeEnded: await contract(alpha, germany, addDays(today, -200), addDays(today, -1)),
    zuluDe: await contract(zulu, germany, addDays(today, -150), addDays(today, 30)),
    zuluNl: await contract(zulu, netherlands, addDays(today, -150), addDays(today, 19)),
    zuluNlNext: await contract(zulu, netherlands, addDays(today, 20), addDays(today, 200)),
  }

  const nowak = await createWorker(contracts.alphaDe, { firstName: 'Adam', lastName: 'Nowak' })
  await addedOn(nowak, addDays(today, -40))
  const wisniewski = await createWorker(contracts.zuluNl, { firstName: 'Piotr', lastName: 'Wiśniewski' })
  await addedOn(wisniewski, addDays(today, -100))
  await giveDocuments(wisniewski, { A1: addDays(today, -5) })
  const zajac = await createWorker(contracts.zuluDe, { firstName: 'Bartosz', lastName: 'Zając' })
  await giveDocuments(zajac, { A1: addDays(today, 10) })
  const ready = await createWorker(contracts.alphaNl, { firstName: 'Ewa', lastName: 'Gotowa' })
  await giveDocuments(ready)
  const ended = await createWorker(contracts.alphaDeEnded, { firstName: 'Olga', lastName: 'Dawna' })
  const kowalski = await createWorker(contracts.zuluNlNext, { firstName: 'Jan', lastName: 'Kowalski' })

  return {
    today,
    companies: { alpha, zulu },
    countries: { germany, netherlands },
    contracts,
    postings: { nowak, wisniewski, zajac, ready, ended, kowalski },
  }
}
