import type { Writable } from 'node:stream'
import drive from '@adonisjs/drive/services/main'
import { DOCUMENT_CATEGORIES } from '@posted-workers/domain'
import type { Locale } from '#enums/profile'
import Worker from '#models/worker'
import { writeZip, type ZipEntry } from '#services/exports/zip_stream'
import { requiredCategories } from '#services/drivers/posting_readiness'
import { certificateFile } from '#services/roadside/certificate_file'
import { renderCoverPdf } from '#services/roadside/cover_pdf'
import { driverFolderName, packFileName, packOrder } from '#services/roadside/pack_names'
import { postingFacts } from '#services/roadside/posting_facts'
import { liveLinkOf } from '#services/roadside/roadside_links'
import { identified } from '#services/privacy/identified'

/**
 * One driver's entries: his certificate (with the QR code of his live link, when he has one), a cover page, then every document of the
 * person and of the posting valid today, under readable names (pack_names.ts), read from the storage one at a time.
 */
async function* postingEntries(posting: Worker, folder: string, locale: Locale): AsyncGenerator<ZipEntry> {
  const facts = await postingFacts(posting)
  const ordered = packOrder(
    facts.validToday,
    requiredCategories(facts.country.requiredDocumentCategories),
    DOCUMENT_CATEGORIES
  )
  const names = ordered.map((document, index) => packFileName(index + 1, document))
  const key = await certificateFile(facts, await liveLinkOf(posting.id))
  yield { name: `${folder}00-certificate.pdf`, open: () => drive.use().getStream(key) }
  yield { name: `${folder}00-cover.pdf`, open: () => renderCoverPdf(facts, names, locale) }
  for (const [index, document] of ordered.entries()) {
    yield { name: `${folder}${names[index]}`, open: () => drive.use().getStream(document.fileKey) }
  }
}

/** Streams one driver's roadside pack. */
export function writePostingPack(output: Writable, posting: Worker, locale: Locale) {
  return writeZip(output, postingEntries(posting, '', locale))
}

/** The postings of a contract, by last then first name, read a page at a time. */
async function* contractPostings(contractId: number) {
  const PAGE = 100
  for (let offset = 0; ; offset += PAGE) {
    const page = await Worker.query()
      .join('drivers', 'drivers.id', 'workers.driver_id')
      .where('workers.worker_contract_id', contractId)
      .whereNull('drivers.erased_at')
      .orderBy('drivers.identity_key')
      .orderBy('workers.id')
      .select('workers.*')
      .preload('driver')
      .limit(PAGE)
      .offset(offset)
    yield* page
    if (page.length < PAGE) return
  }
}

/** Streams a contract's roadside pack: one folder per driver, each as a driver's own pack. */
export function writeContractPack(output: Writable, contractId: number, locale: Locale) {
  async function* entries(): AsyncGenerator<ZipEntry> {
    const taken = new Set<string>()
    for await (const posting of contractPostings(contractId)) {
      const folder = `${driverFolderName(identified(posting.driver), taken)}/`
      yield* postingEntries(posting, folder, locale)
    }
  }
  return writeZip(output, entries())
}
