import ExcelJS from 'exceljs'
import { readAsBytes } from '#tests/helpers/binary_bodies'
import { pdfBytes } from '#tests/functional/billing/billing_fixtures'

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

readAsBytes(XLSX)

/** The first sheet of an exported workbook. */
export async function workbookOf(response: Parameters<typeof pdfBytes>[0]) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(pdfBytes(response) as unknown as ArrayBuffer)
  return workbook.worksheets[0]
}
