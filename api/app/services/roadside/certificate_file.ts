import { createHash } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import type RoadsideLink from '#models/roadside_link'
import {
  certificateData,
  certificateLanguages,
  renderCertificatePdf,
} from '#services/roadside/certificate_pdf'
import type { PostingFacts } from '#services/roadside/posting_facts'
import { linkUrl } from '#services/roadside/roadside_links'

/** Raised when the certificate's drawing changes, so that every stored one is drawn again. */
const TEMPLATE = 1

const folder = (facts: PostingFacts) => `certificates/${facts.company.id}/${facts.posting.id}/`

/**
 * The posting's designation certificate as stored: drawn once for its facts (the representative, the company, the
 * driver, the period, the live link when the posting has one), kept under their hash, and drawn again only when one of them changed; the one drawn
 * before is deleted then. Returns the stored key.
 */
export async function certificateFile(facts: PostingFacts, link: RoadsideLink | null) {
  // The link opens the page in the certificate's first language: the host country's, or the driver's.
  const [language] = certificateLanguages(facts.country.code, facts.driver.countryCodeOfNationality)
  const data = certificateData(facts, link ? linkUrl(link, language) : null)
  const hash = createHash('sha256').update(JSON.stringify({ TEMPLATE, data })).digest('hex')
  const key = `${folder(facts)}${hash}.pdf`
  const disk = drive.use()
  if (await disk.exists(key)) return key
  await disk.put(key, await renderCertificatePdf(data, facts.today), { contentType: 'application/pdf' })
  const { objects } = await disk.listAll(folder(facts), { recursive: true })
  for (const object of objects) {
    if (!object.isFile || object.key === key) continue
    try {
      await disk.delete(object.key)
    } catch (error) {
      logger.warn({ err: error, key: object.key }, 'a superseded certificate could not be deleted')
    }
  }
  return key
}
