import drive from '@adonisjs/drive/services/main'
import { documentScope, type DocumentCategory } from '@posted-workers/domain'
import Driver from '#models/driver'
import Worker from '#models/worker'
import WorkerDocument from '#models/worker_document'
import { addDays } from '#services/contracts/contract_term'
import { createPdf, finish, useFont, COLORS, PAGE, CONTENT_WIDTH } from '#services/pdf/pdf_document'
import { newDocumentKey } from '#services/workers/stored_files'
import { refreshDriverReadiness } from '#services/drivers/posting_readiness'
import db from '@adonisjs/lucid/services/db'

/** A demo document: whose (last name), which, and its last valid day in days from today (null: none). */
export type DemoDocument = [lastName: string, category: DocumentCategory, endsInDays: number | null]

/**
 * What the demo drivers hold, so that the contract tabs and the roster show every readiness: Mazur's A1 ends in 12
 * days (expiring, on both his contracts), Sikora has no driver card and Pietrzak's licence ended 5 days ago (not
 * ready), Grabowski has no A1, Jabłoński's driver card ends in 40 days (ready, its renewal reminder already due), the
 * others hold everything. A posting's documents (work contract, posting declaration) go on each of its postings.
 */
export const DEMO_DOCUMENTS: DemoDocument[] = [
  ...['Mazur', 'Sikora', 'Baran', 'Krawczyk', 'Pietrzak', 'Grabowski', 'Jabłoński'].flatMap(
    (name): DemoDocument[] => [
      [name, 'WORK_CONTRACT', null],
      [name, 'POSTING_DECLARATION', 120],
    ]
  ),
  ['Mazur', 'ID_DOCUMENT', 2100],
  ['Mazur', 'DRIVING_LICENCE', 1900],
  ['Mazur', 'DRIVER_CARD', 700],
  ['Mazur', 'A1', 12],
  ['Sikora', 'DRIVING_LICENCE', 1500],
  ['Sikora', 'A1', 150],
  ['Baran', 'DRIVING_LICENCE', 2400],
  ['Baran', 'DRIVER_CARD', 1100],
  ['Baran', 'A1', 170],
  ['Baran', 'CPC', 900],
  ['Krawczyk', 'DRIVING_LICENCE', 800],
  ['Krawczyk', 'DRIVER_CARD', 600],
  ['Krawczyk', 'A1', 200],
  ['Pietrzak', 'DRIVING_LICENCE', -5],
  ['Pietrzak', 'DRIVER_CARD', 500],
  ['Pietrzak', 'A1', 90],
  ['Grabowski', 'DRIVING_LICENCE', 1300],
  ['Grabowski', 'DRIVER_CARD', 400],
  ['Jabłoński', 'DRIVING_LICENCE', 1000],
  ['Jabłoński', 'DRIVER_CARD', 40],
  ['Jabłoński', 'A1', 160],
]

const NAMES: Record<DocumentCategory, string> = {
  WORK_CONTRACT: 'Umowa o pracę',
  ATTESTATION_DETACHEMENT: 'Attestation de détachement',
  SALARY: 'Pasek wynagrodzenia',
  SALARY_PROOF: 'Potwierdzenie przelewu',
  A1: 'Zaświadczenie A1',
  REGISTER_WORKING_TIME: 'Ewidencja czasu pracy',
  OTHER: 'Dokument',
  DRIVING_LICENCE: 'Prawo jazdy',
  DRIVER_CARD: 'Karta kierowcy',
  CPC: 'Świadectwo kwalifikacji zawodowej',
  ID_DOCUMENT: 'Dowód osobisty',
  MEDICAL_CERTIFICATE: 'Orzeczenie lekarskie',
  POSTING_DECLARATION: 'Deklaracja delegowania IMI',
}

/** A one-page specimen standing for the scan a customer would upload. */
async function specimen(title: string, driver: Driver, details: string[], today: string) {
  const doc = createPdf({ title, author: 'Demo', subject: 'Specimen', lang: 'pl', date: today })
  useFont(doc, 'bold', 20).text(title, { width: CONTENT_WIDTH })
  doc.moveDown(0.5)
  useFont(doc, 'regular', 12).text(`${driver.firstName} ${driver.lastName}, ur. ${driver.dateOfBirth}`)
  for (const line of details) useFont(doc, 'regular', 11, COLORS.muted).text(line)
  useFont(doc, 'bold', 48, '#d32f2f').text('SPECIMEN', PAGE.margin, 380, {
    width: CONTENT_WIDTH,
    align: 'center',
  })
  return finish(doc, { text: 'Demo document – no legal value', page: (page, pages) => `${page}/${pages}` })
}

/** Stores the demo documents of the company's drivers, then judges their postings' readiness. */
export async function addDemoDocuments(companyId: number, today: string) {
  const drivers = await Driver.query().where('company_id', companyId)
  for (const [lastName, category, endsInDays] of DEMO_DOCUMENTS) {
    const driver = drivers.find((candidate) => candidate.lastName === lastName)
    if (!driver) continue
    const postings =
      documentScope(category) === 'driver'
        ? [null]
        : await Worker.query()
            .where('driver_id', driver.id)
            .whereHas('workerContract', (contract) => contract.where('end_date', '>=', today))
    for (const posting of postings) {
      const validUntil = endsInDays === null ? null : addDays(today, endsInDays)
      const number = `${category.slice(0, 2)}-${String(driver.id).padStart(4, '0')}-${posting?.id ?? 0}`
      const title = NAMES[category]
      const bytes = await specimen(
        title,
        driver,
        [`Nr ${number}`, validUntil ? `Ważny do ${validUntil}` : 'Bezterminowo'],
        today
      )
      const key = newDocumentKey(companyId, driver.id)
      await drive.use().put(key, bytes, { contentType: 'application/pdf' })
      await WorkerDocument.create({
        driverId: driver.id,
        workerId: posting?.id ?? null,
        fileName: `${title} ${driver.lastName}${posting ? ` ${posting.id}` : ''}.pdf`,
        category,
        mime: 'application/pdf',
        sizeBytes: bytes.length,
        fileKey: key,
        documentNumber: number,
        issuingCountry: 'PL',
        validUntil,
      })
    }
  }
  await db.transaction((trx) =>
    refreshDriverReadiness(
      drivers.map((driver) => driver.id),
      trx,
      today
    )
  )
}
