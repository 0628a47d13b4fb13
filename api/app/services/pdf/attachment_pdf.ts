import { COLORS, CONTENT_WIDTH, PAGE, createPdf, finish, useFont } from '#services/pdf/pdf_document'

/** A block of a guide: a heading, then paragraphs, bullet points and tick boxes, in that order. */
export interface GuideSection {
  heading: string
  paragraphs?: string[]
  bullets?: string[]
  checklist?: string[]
}

/** A guide offered to customers as an attachment: written in one language, laid out like the terms of sale. */
export interface GuideDocument {
  lang: string
  title: string
  subtitle: string
  /** `YYYY-MM-DD`: printed on the guide and used as its PDF dates, so rendering twice gives the same bytes. */
  editionDate: string
  editionLabel: string
  intro: string
  sections: GuideSection[]
  /** A framed note after the sections (sources, who to ask). */
  note?: { heading: string; lines: string[] }
  footer: string
  pageLabel: (page: number, pages: number) => string
}

const LEFT = PAGE.margin
const PARAGRAPH = { width: CONTENT_WIDTH, align: 'left' as const, lineGap: 1.5 }
const INDENT = 16

function bottomLimit(doc: PDFKit.PDFDocument) {
  return doc.page.height - doc.page.margins.bottom
}

/** Opens a new page when fewer than `height` points are left. */
function keepRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > bottomLimit(doc)) doc.addPage()
}

function item(doc: PDFKit.PDFDocument, text: string, marker: 'bullet' | 'box') {
  useFont(doc, 'regular', 9.5)
  const options = { ...PARAGRAPH, width: CONTENT_WIDTH - INDENT }
  keepRoom(doc, Math.min(doc.heightOfString(text, options), 40) + 4)
  const top = doc.y
  if (marker === 'box') {
    doc
      .rect(LEFT + 1, top + 1.5, 8, 8)
      .lineWidth(0.8)
      .strokeColor(COLORS.muted)
      .stroke()
  } else {
    doc.circle(LEFT + 5, top + 5.5, 1.8).fill(COLORS.text)
  }
  useFont(doc, 'regular', 9.5).text(text, LEFT + INDENT, top, options)
  doc.moveDown(0.35)
}

export async function renderGuidePdf(guide: GuideDocument, author: string) {
  const doc = createPdf({
    title: guide.title,
    author,
    subject: guide.subtitle,
    lang: guide.lang,
    date: guide.editionDate,
  })

  useFont(doc, 'bold', 17).text(guide.title, LEFT, PAGE.margin, { width: CONTENT_WIDTH })
  doc.moveDown(0.2)
  useFont(doc, 'regular', 11).text(guide.subtitle, { width: CONTENT_WIDTH })
  doc.moveDown(0.2)
  useFont(doc, 'regular', 8.5, COLORS.muted).text(`${author} – ${guide.editionLabel}`)
  doc.moveDown(0.6)
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(PAGE.width - PAGE.margin, doc.y)
    .lineWidth(0.7)
    .strokeColor(COLORS.rule)
    .stroke()
  doc.moveDown(0.8)
  useFont(doc, 'regular', 10).text(guide.intro, LEFT, doc.y, PARAGRAPH)

  for (const section of guide.sections) {
    doc.moveDown(1)
    // A heading stays with the start of its text.
    keepRoom(doc, 60)
    useFont(doc, 'bold', 11.5).text(section.heading, LEFT, doc.y, { width: CONTENT_WIDTH })
    doc.moveDown(0.4)
    for (const paragraph of section.paragraphs ?? []) {
      useFont(doc, 'regular', 9.5)
      keepRoom(doc, Math.min(doc.heightOfString(paragraph, PARAGRAPH), 40))
      doc.text(paragraph, LEFT, doc.y, PARAGRAPH)
      doc.moveDown(0.5)
    }
    for (const bullet of section.bullets ?? []) item(doc, bullet, 'bullet')
    for (const check of section.checklist ?? []) item(doc, check, 'box')
  }

  if (guide.note) {
    const inner = CONTENT_WIDTH - 24
    useFont(doc, 'regular', 9)
    const height =
      30 + guide.note.lines.reduce((sum, line) => sum + doc.heightOfString(line, { width: inner }) + 3, 0)
    doc.moveDown(1.2)
    keepRoom(doc, height + 10)
    const top = doc.y
    doc.rect(LEFT, top, CONTENT_WIDTH, height).fill(COLORS.band)
    useFont(doc, 'bold', 10).text(guide.note.heading, LEFT + 12, top + 10, { width: inner })
    doc.moveDown(0.3)
    for (const line of guide.note.lines) {
      useFont(doc, 'regular', 9).text(line, LEFT + 12, doc.y, { width: inner })
      doc.moveDown(0.2)
    }
  }

  return finish(doc, { text: guide.footer, page: guide.pageLabel })
}
