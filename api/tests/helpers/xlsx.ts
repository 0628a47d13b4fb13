import { ApiRequest } from '@japa/api-client'
import ExcelJS from 'exceljs'
import { pdfBytes } from '#tests/functional/billing/billing_fixtures'

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

// The api client reads unknown types as text, which would mangle the zip: the workbook is read as bytes.
ApiRequest.addParser(XLSX, (response, done) => {
  const stream = response as unknown as NodeJS.ReadableStream
  const chunks: Buffer[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk))
  stream.on('end', () => done(null, Buffer.concat(chunks)))
})

/** The first sheet of an exported workbook. */
export async function workbookOf(response: Parameters<typeof pdfBytes>[0]) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(pdfBytes(response) as unknown as ArrayBuffer)
  return workbook.worksheets[0]
}
