import { COLORS, CONTENT_WIDTH, PAGE, useFont } from '#services/pdf/pdf_document'

/** Drawing blocks shared by invoices and credit notes: header, parties, table, totals, notes. */

export interface Party {
  name: string
  addressLines: string[]
  vatNumber: string
  /** The seller's legal mentions (legal form, share capital, registration). */
  legalLines?: string[]
}

export interface Column {
  label: string
  width: number
  align: 'left' | 'right'
}

export interface Row {
  cells: string[]
  /** A second, smaller line under the first cell (e.g. the period covered). */
  detail?: string
}

const LEFT = PAGE.margin
const RIGHT = PAGE.width - PAGE.margin
const CELL_PADDING = 6

function bottomLimit(doc: PDFKit.PDFDocument) {
  return doc.page.height - doc.page.margins.bottom
}

/** Seller on the left; the document's title, number and dates on the right. Returns the y below the block. */
export function drawHeader(
  doc: PDFKit.PDFDocument,
  input: { sellerLabel: string; seller: Party; vatLabel: string; title: string; facts: [string, string][] }
) {
  const top = PAGE.margin
  const sellerWidth = 230
  useFont(doc, 'regular', 8, COLORS.muted).text(input.sellerLabel.toUpperCase(), LEFT, top, {
    width: sellerWidth,
    characterSpacing: 0.5,
  })
  doc.moveDown(0.2)
  useFont(doc, 'bold', 13).text(input.seller.name, { width: sellerWidth })
  useFont(doc, 'regular', 9, COLORS.muted)
  for (const line of input.seller.addressLines) doc.text(line, { width: sellerWidth })
  doc.text(`${input.vatLabel} ${input.seller.vatNumber}`, { width: sellerWidth })
  for (const line of input.seller.legalLines ?? []) {
    useFont(doc, 'regular', 7.5, COLORS.muted).text(line, { width: sellerWidth })
  }
  const leftBottom = doc.y

  // The title stays on one line: a long one ("FAKTURA KORYGUJĄCA") is set smaller.
  const title = input.title.toUpperCase()
  const titleWidth = RIGHT - LEFT - sellerWidth - 20
  let size = 20
  while (size > 12 && useFont(doc, 'bold', size).widthOfString(title) > titleWidth) size -= 1
  useFont(doc, 'bold', size).text(title, RIGHT - titleWidth, top, { width: titleWidth, align: 'right' })
  doc.moveDown(0.3)
  // Each value stays on one line (a payment reference "PW-2026-GYCCCPXW" is wider than a date): its column takes
  // the width of the widest, and the labels sit just left of it.
  useFont(doc, 'bold', 9)
  const valueWidth = Math.max(105, ...input.facts.map(([, value]) => Math.ceil(doc.widthOfString(value)) + 2))
  const labelWidth = titleWidth - valueWidth - 12
  for (const [label, value] of input.facts) {
    const y = doc.y
    useFont(doc, 'regular', 9, COLORS.muted).text(label, RIGHT - valueWidth - 12 - labelWidth, y, {
      width: labelWidth,
      align: 'right',
    })
    const labelBottom = doc.y
    useFont(doc, 'bold', 9).text(value, RIGHT - valueWidth, y, { width: valueWidth, align: 'right' })
    // A label on two lines ("Numer referencyjny płatności" in a narrow column) pushes the next fact down.
    doc.y = Math.max(labelBottom, doc.y)
    doc.moveDown(0.15)
  }
  return Math.max(leftBottom, doc.y) + 18
}

/** The customer's block, framed on the right; `notes` (references) on the left. Returns the y below. */
export function drawCustomer(
  doc: PDFKit.PDFDocument,
  y: number,
  input: { label: string; customer: Party; vatLabel: string; notes: [string, string][] }
) {
  const boxX = LEFT + CONTENT_WIDTH / 2 + 10
  const boxWidth = RIGHT - boxX
  const innerWidth = boxWidth - 2 * 10

  useFont(doc, 'regular', 8, COLORS.muted).text(input.label.toUpperCase(), boxX + 10, y + 10, {
    width: innerWidth,
    characterSpacing: 0.5,
  })
  doc.moveDown(0.2)
  useFont(doc, 'bold', 10).text(input.customer.name, { width: innerWidth })
  useFont(doc, 'regular', 9)
  for (const line of input.customer.addressLines) doc.text(line, { width: innerWidth })
  doc.moveDown(0.2)
  doc.text(`${input.vatLabel} ${input.customer.vatNumber}`, { width: innerWidth })
  const boxBottom = doc.y + 10
  doc
    .roundedRect(boxX, y, boxWidth, boxBottom - y, 4)
    .lineWidth(0.7)
    .strokeColor(COLORS.rule)
    .stroke()

  let notesY = y + 10
  for (const [label, value] of input.notes) {
    useFont(doc, 'regular', 8, COLORS.muted).text(label, LEFT, notesY, { width: CONTENT_WIDTH / 2 - 10 })
    useFont(doc, 'bold', 9).text(value, { width: CONTENT_WIDTH / 2 - 10 })
    notesY = doc.y + 6
  }
  return Math.max(boxBottom, notesY) + 24
}

function drawTableHeader(doc: PDFKit.PDFDocument, y: number, columns: Column[]) {
  useFont(doc, 'bold', 8)
  const height =
    Math.max(
      ...columns.map((column) => doc.heightOfString(column.label, { width: column.width - 2 * CELL_PADDING }))
    ) +
    2 * CELL_PADDING
  doc.rect(LEFT, y, CONTENT_WIDTH, height).fill(COLORS.band)
  let x = LEFT
  for (const column of columns) {
    useFont(doc, 'bold', 8).text(column.label, x + CELL_PADDING, y + CELL_PADDING, {
      width: column.width - 2 * CELL_PADDING,
      align: column.align,
    })
    x += column.width
  }
  return y + height
}

/** A table whose rows move to a new page (with the header repeated) when they do not fit. Returns the y below. */
export function drawTable(doc: PDFKit.PDFDocument, y: number, columns: Column[], rows: Row[]) {
  let cursor = drawTableHeader(doc, y, columns)
  for (const row of rows) {
    // As tall as its tallest cell (the first one with its detail line under it); an empty cell counts one line.
    const heights = columns.map((column, index) => {
      const width = column.width - 2 * CELL_PADDING
      let cell = useFont(doc, 'regular', 9).heightOfString(row.cells[index] || ' ', { width })
      if (index === 0 && row.detail) {
        cell += useFont(doc, 'regular', 8).heightOfString(row.detail, { width }) + 2
      }
      return cell
    })
    const height = Math.max(...heights) + 2 * CELL_PADDING + 2

    if (cursor + height > bottomLimit(doc)) {
      doc.addPage()
      cursor = drawTableHeader(doc, PAGE.margin, columns)
    }

    let x = LEFT
    for (const [index, column] of columns.entries()) {
      const width = column.width - 2 * CELL_PADDING
      useFont(doc, 'regular', 9).text(row.cells[index] ?? '', x + CELL_PADDING, cursor + CELL_PADDING + 1, {
        width,
        align: column.align,
      })
      if (index === 0 && row.detail) {
        doc.moveDown(0.15)
        useFont(doc, 'regular', 8, COLORS.muted).text(row.detail, { width })
      }
      x += column.width
    }
    cursor += height
    doc.moveTo(LEFT, cursor).lineTo(RIGHT, cursor).lineWidth(0.5).strokeColor(COLORS.rule).stroke()
  }
  return cursor + 14
}

/** Totals right-aligned; the last line stands out. Returns the y below. */
export function drawTotals(doc: PDFKit.PDFDocument, y: number, lines: [string, string][]) {
  const width = 240
  const x = RIGHT - width
  if (y + lines.length * 20 > bottomLimit(doc)) {
    doc.addPage()
    y = PAGE.margin
  }
  for (const [index, [label, value]] of lines.entries()) {
    const last = index === lines.length - 1
    if (last) doc.rect(x, y - 4, width, 20).fill(COLORS.band)
    const font = last ? 'bold' : 'regular'
    useFont(doc, font, last ? 10 : 9).text(label, x + 8, y, { width: 130 })
    useFont(doc, font, last ? 10 : 9).text(value, x + 130, y, { width: width - 138, align: 'right' })
    y += 20
  }
  return y + 10
}

/** Paragraphs under the totals (legal mentions, payment); a bold one for the tax mention. */
export function drawNotes(
  doc: PDFKit.PDFDocument,
  y: number,
  notes: { text: string; strong?: boolean; small?: boolean }[]
) {
  doc.x = LEFT
  doc.y = y
  for (const note of notes) {
    const size = note.small ? 7.5 : 9
    useFont(doc, note.strong ? 'bold' : 'regular', size, note.small ? COLORS.muted : COLORS.text)
    if (doc.y + doc.heightOfString(note.text, { width: CONTENT_WIDTH }) > bottomLimit(doc)) {
      doc.addPage()
      useFont(doc, note.strong ? 'bold' : 'regular', size, note.small ? COLORS.muted : COLORS.text)
    }
    doc.text(note.text, LEFT, doc.y, { width: CONTENT_WIDTH })
    doc.moveDown(0.6)
  }
  return doc.y
}
