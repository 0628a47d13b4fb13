import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#enums/profile'
import { createPdf, finish } from '#services/pdf/pdf_document'
import { formatDate } from '#services/billing/format'
import { type Party, drawCustomer, drawHeader } from '#services/pdf/billing_layout'

/** What the seller's documents (invoice, credit note, pro-forma, offer) share around their own content. */
export interface DocumentFrame {
  locale: Locale
  /** The document's kind, translated ("Invoice"). */
  title: string
  /** Its number or reference, beside the title in the metadata and on every page; none for the offer. */
  reference?: string
  /** The day it is dated: its metadata dates too, so that the same document renders the same bytes. */
  date: string
  seller: Party
  /** Label and value lines under the title, on the right. */
  facts: [string, string][]
}

/** The frame of a numbered document (an invoice, a credit note): its number and issue date under the title. */
export function numberedFrame(input: {
  locale: Locale
  title: string
  number: string
  issueDate: string
  seller: Party
}): DocumentFrame {
  const i18n = i18nManager.locale(input.locale)
  return {
    locale: input.locale,
    title: input.title,
    reference: input.number,
    date: input.issueDate,
    seller: input.seller,
    facts: [
      [i18n.t('billing.labels.number'), input.number],
      [i18n.t('billing.labels.issueDate'), formatDate(input.issueDate)],
    ],
  }
}

const heading = (frame: DocumentFrame) =>
  frame.reference ? `${frame.title} ${frame.reference}` : frame.title

/**
 * A new document with its metadata, the seller on the left and the title with its facts on the right, then, when
 * there is one, the customer's framed block (with `notes` on its left). Returns the document and the y below.
 */
export function openDocument(frame: DocumentFrame, customer?: { party: Party; notes: [string, string][] }) {
  const i18n = i18nManager.locale(frame.locale)
  const doc = createPdf({
    title: `${heading(frame)}${frame.reference ? '' : ` – ${frame.seller.name}`}`,
    author: frame.seller.name,
    subject: customer ? `${heading(frame)} – ${customer.party.name}` : heading(frame),
    lang: frame.locale,
    date: frame.date,
  })
  let y = drawHeader(doc, {
    sellerLabel: i18n.t('billing.labels.seller'),
    seller: frame.seller,
    vatLabel: i18n.t('billing.labels.vatNumber'),
    title: frame.title,
    facts: frame.facts,
  })
  if (customer) {
    y = drawCustomer(doc, y, {
      label: i18n.t('billing.labels.customer'),
      customer: customer.party,
      vatLabel: i18n.t('billing.labels.vatNumber'),
      notes: customer.notes,
    })
  }
  return { doc, y }
}

/** The seller's line and "Invoice F-… – Page 1 of 2" at the foot of every page, then the document's bytes. */
export function closeDocument(doc: PDFKit.PDFDocument, frame: DocumentFrame) {
  const i18n = i18nManager.locale(frame.locale)
  return finish(doc, {
    text: i18n.t('billing.footer', {
      seller: frame.seller.name,
      address: frame.seller.addressLines.join(', '),
      vatNumber: frame.seller.vatNumber,
    }),
    page: (page, pages) => `${heading(frame)} – ${i18n.t('billing.page', { page, pages })}`,
  })
}
