import PDFDocument from 'pdfkit'
import { FONTS, type FontName } from '#services/pdf/fonts'

export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
/** Space kept free at the bottom of every page for the footer. */
export const FOOTER_HEIGHT = 40

export const COLORS = { text: '#1a1a1a', muted: '#5f6368', rule: '#c7cbd1', band: '#eef1f5' } as const

/**
 * A new A4 document with the embedded fonts. Its metadata dates come from the document's own date (not the clock),
 * so rendering the same document twice gives the same bytes.
 */
export function createPdf(meta: {
  title: string
  author: string
  subject: string
  lang: string
  date: string
}) {
  const date = new Date(`${meta.date}T00:00:00Z`)
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: PAGE.margin + FOOTER_HEIGHT, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    lang: meta.lang,
    displayTitle: true,
    font: FONTS.regular,
    info: {
      Title: meta.title,
      Author: meta.author,
      Subject: meta.subject,
      Creator: meta.author,
      Producer: 'PDFKit',
      CreationDate: date,
      ModDate: date,
    },
  })
  for (const [name, path] of Object.entries(FONTS)) doc.registerFont(name, path)
  doc.font('regular').fillColor(COLORS.text)
  return doc
}

export function useFont(doc: PDFKit.PDFDocument, font: FontName, size: number, color: string = COLORS.text) {
  return doc.font(font).fontSize(size).fillColor(color)
}

/** Writes the footer of every page (a line of text and "page n of m"), then ends the document. */
export async function finish(
  doc: PDFKit.PDFDocument,
  footer: { text: string; page: (page: number, pages: number) => string }
) {
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    // Writing inside the bottom margin must not open a new page.
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const y = PAGE.height - PAGE.margin - 14
    doc
      .moveTo(PAGE.margin, y - 6)
      .lineTo(PAGE.width - PAGE.margin, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke()
    useFont(doc, 'regular', 7, COLORS.muted)
    const pageLabel = footer.page(index - range.start + 1, range.count)
    const labelWidth = doc.widthOfString(pageLabel)
    doc.text(footer.text, PAGE.margin, y, { width: CONTENT_WIDTH - labelWidth - 12, lineBreak: true })
    doc.text(pageLabel, PAGE.width - PAGE.margin - labelWidth, y, { lineBreak: false })
    doc.page.margins.bottom = bottom
  }
  doc.end()
  return done
}
